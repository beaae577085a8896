import {
  birthLanguages,
  kundliBody,
  kundliDetailResponse,
  kundliListQuery,
  kundliListResponse,
  kundliParams,
  kundliSavedResponse,
  languagesResponse,
} from "@graha/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { userAction, userRoute } from "../auth/index.ts";
import { presentChart, transitOf } from "../charts/index.ts";
import { presentKundli } from "./kundli-presenter.ts";
import { createKundli, deleteKundli, kundliWithChart, listKundlis, updateKundli } from "./kundli-service.ts";

/** Saved birth details (kundlis): a logged-in user's own records only. */
export function kundliRoutes(ctx: AppContext) {
  return apiRoutes(["kundli"], (api, route) => {
    const deps = { db: ctx.database.db, clock: ctx.clock };

    api.get(
      "/languages",
      route("Languages a birth record (and its readings) can be in", { response: { 200: languagesResponse } }),
      async () => ({ languages: [...birthLanguages] }),
    );

    const listing = { querystring: kundliListQuery, response: { 200: kundliListResponse } };
    api.get(
      "/kundlis",
      userRoute(
        route("The user's saved birth details, newest first (celebrity ones with ?celebrity=true)", listing),
        async (user, request) => {
          const celebrity = request.query.celebrity === undefined ? undefined : request.query.celebrity === "true";
          return { births: (await listKundlis(deps, user.id, celebrity)).map(presentKundli) };
        },
      ),
    );

    const saving = { body: kundliBody, response: { 200: kundliSavedResponse, ...errors(400) } };
    api.post(
      "/kundlis",
      userRoute(
        route("Save birth details (with celebrity_info: a celebrity record)", saving),
        async (user, request) => {
          const record = await createKundli(deps, user.id, request.body);
          return { status: "success" as const, bid: record.id, ...notice(request, "kundli.saved") };
        },
      ),
    );

    const showing = { params: kundliParams, response: { 200: kundliDetailResponse, ...errors(404) } };
    api.get(
      "/kundlis/:bid",
      userRoute(route("A saved birth record and its computed chart", showing), async (user, request) => {
        const { record, chart, timezone } = await kundliWithChart(deps, user.id, request.params.bid);
        return {
          birth: presentKundli(record),
          chart: presentChart(chart, timezone, transitOf(chart, deps.clock.now())),
        };
      }),
    );

    const changing = {
      params: kundliParams,
      body: kundliBody,
      response: { 200: kundliSavedResponse, ...errors(400, 404) },
    };
    api.put(
      "/kundlis/:bid",
      userRoute(route("Change saved birth details", changing), async (user, request) => {
        await updateKundli(deps, user.id, request.params.bid, request.body);
        return { status: "success" as const, bid: request.params.bid, ...notice(request, "kundli.updated") };
      }),
    );

    const deleted = z.object({ status: z.literal("success"), message: z.string() });
    api.delete(
      "/kundlis/:bid",
      userAction(
        route("Delete saved birth details", { params: kundliParams, response: { 200: deleted, ...errors(404) } }),
        async (user, { params }) => {
          await deleteKundli(deps, user.id, params.bid);
          return "kundli.deleted";
        },
      ),
    );
  });
}
