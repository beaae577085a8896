import {
  ADMIN_CONTENT_CREATABLE,
  ADMIN_CONTENT_FIELDS,
  ADMIN_CONTENT_KINDS,
  adminContentResponse,
  adminFiguresBody,
  adminIdParams,
  adminNoticeResponse,
} from "@graha/contracts";
import { z } from "zod";
import { notice } from "../../i18n/messages.ts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { answers, notices, noticesOrNotFound, ok, type AdminArea } from "./admin-route.ts";
import { allContent, createContent, saveFigures, updateContent } from "./content.ts";

const editors = staffOnly("content.edit");

/** Content: the home page's figures and the rows of the public pages. */
export function contentRoutes({ api, route, deps }: AdminArea) {
  api.get(
    "/admin/content",
    route(
      "Editors: the home figures, testimonials, videos, astrologers, offers and plans",
      { response: { 200: adminContentResponse } },
      editors,
    ),
    async () => ({ ...ok, ...(await allContent(deps)) }),
  );
  api.post(
    "/admin/content/figures",
    staffAction(
      route("Editors: the home page's figures and rating", { body: adminFiguresBody, response: notices }, editors),
      async (me, { body }) => {
        await saveFigures(deps, me, body);
        return "admin.content_saved";
      },
    ),
  );
  for (const kind of ADMIN_CONTENT_KINDS) {
    api.post(
      `/admin/content/${kind}/:id`,
      staffAction(
        route(
          `Editors: change ${kind} (only the fields sent; prices in paise apply to new checkouts)`,
          { params: adminIdParams, body: ADMIN_CONTENT_FIELDS[kind].partial(), response: noticesOrNotFound },
          editors,
        ),
        async (me, { params, body }) => {
          await updateContent(deps, me, kind, params.id, body);
          return "admin.content_saved";
        },
      ),
    );
  }
  for (const kind of ADMIN_CONTENT_CREATABLE) {
    api.post(
      `/admin/content/${kind}`,
      staffRoute(
        route(
          `Editors: add to ${kind}`,
          { body: ADMIN_CONTENT_FIELDS[kind], response: answers(adminNoticeResponse.extend({ id: z.string() })) },
          editors,
        ),
        async (me, request) => {
          const id = await createContent(deps, me, kind, request.body);
          return { ...ok, id, ...notice(request, "admin.content_saved") };
        },
      ),
    );
  }
}
