import {
  birthLanguages,
  errorBody,
  kundliBody,
  kundliDetailResponse,
  kundliListQuery,
  kundliListResponse,
  kundliParams,
  kundliSavedResponse,
  languagesResponse,
} from "@graha/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { requireSession } from "../../plugins/session.ts";
import { presentChart } from "../charts/chart-presenter.ts";
import { presentKundli } from "./kundli-presenter.ts";
import { createKundli, deleteKundli, kundliWithChart, listKundlis, updateKundli } from "./kundli-service.ts";

/** Saved birth details (kundlis): a logged-in user's own records only. */
export function kundliRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const deps = { db: ctx.database.db, clock: ctx.clock };
    const tags = ["kundli"];
    const authErrors = { 401: errorBody };

    api.get(
      "/languages",
      {
        schema: {
          tags,
          summary: "Languages a birth record (and its readings) can be in",
          response: { 200: languagesResponse },
        },
      },
      async () => ({ languages: [...birthLanguages] }),
    );

    api.get(
      "/kundlis",
      {
        schema: {
          tags,
          summary: "The user's saved birth details, newest first (celebrity ones with ?celebrity=true)",
          querystring: kundliListQuery,
          response: { 200: kundliListResponse, ...authErrors },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const celebrity = request.query.celebrity === undefined ? undefined : request.query.celebrity === "true";
        return { births: (await listKundlis(deps, user.id, celebrity)).map(presentKundli) };
      },
    );

    api.post(
      "/kundlis",
      {
        schema: {
          tags,
          summary: "Save birth details (with celebrity_info: a celebrity record)",
          body: kundliBody,
          response: { 200: kundliSavedResponse, 400: errorBody, ...authErrors },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const record = await createKundli(deps, user.id, request.body);
        return { status: "success" as const, bid: record.id, ...notice(request, "kundli.saved") };
      },
    );

    api.get(
      "/kundlis/:bid",
      {
        schema: {
          tags,
          summary: "A saved birth record and its computed chart",
          params: kundliParams,
          response: { 200: kundliDetailResponse, 404: errorBody, ...authErrors },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        const { record, chart, timezone } = await kundliWithChart(deps, user.id, request.params.bid);
        return { birth: presentKundli(record), chart: presentChart(chart, timezone) };
      },
    );

    api.put(
      "/kundlis/:bid",
      {
        schema: {
          tags,
          summary: "Change saved birth details",
          params: kundliParams,
          body: kundliBody,
          response: { 200: kundliSavedResponse, 400: errorBody, 404: errorBody, ...authErrors },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        await updateKundli(deps, user.id, request.params.bid, request.body);
        return { status: "success" as const, bid: request.params.bid, ...notice(request, "kundli.updated") };
      },
    );

    api.delete(
      "/kundlis/:bid",
      {
        schema: {
          tags,
          summary: "Delete saved birth details",
          params: kundliParams,
          response: {
            200: z.object({ status: z.literal("success"), message: z.string() }),
            404: errorBody,
            ...authErrors,
          },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(ctx, request, reply);
        await deleteKundli(deps, user.id, request.params.bid);
        return { status: "success" as const, ...notice(request, "kundli.deleted") };
      },
    );
  };
}
