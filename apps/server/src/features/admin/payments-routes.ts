import {
  adminIdParams,
  adminPaymentResponse,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminReasonBody,
  adminRefundBody,
  errorBody,
} from "@graha/contracts";
import { staffAction, staffOnly, staffRoute } from "../../staff/caller.ts";
import { answers, notices, ok, unmask, type AdminArea } from "./admin-route.ts";
import { cancelPlan, paymentDetail, paymentsOf, refundPayment } from "./payments.ts";

/** Support on payments and plans: finding payments, their timeline, refunds and cancelling a plan. */
export function paymentsRoutes({ api, route, ctx, deps }: AdminArea) {
  const payDeps = { ...deps, provider: ctx.payments };
  const throughProvider = { ...notices, 503: errorBody };

  api.get(
    "/admin/payments",
    staffRoute(
      route(
        "Support: payments, newest first, by id, provider id, invoice or mobile digits",
        { querystring: adminPaymentsQuery, response: answers(adminPaymentsResponse) },
        staffOnly("payments.read"),
      ),
      async (me, { query }) => ({
        ...ok,
        payments: await paymentsOf(deps, { q: query.q, limit: query.limit }, unmask(me.roles)),
      }),
    ),
  );
  api.get(
    "/admin/payments/:id",
    staffRoute(
      route(
        "Support: a payment and its timeline (order, payment, credit, refunds, staff actions)",
        { params: adminIdParams, response: { 200: adminPaymentResponse } },
        staffOnly("payments.read"),
      ),
      async (me, request) => ({ ...ok, ...(await paymentDetail(deps, request.params.id, unmask(me.roles))) }),
    ),
  );
  api.post(
    "/admin/payments/:id/refund",
    staffAction(
      route(
        "Support: refund in full (no amount) or in part, through the provider; credits taken back, never below zero",
        { params: adminIdParams, body: adminRefundBody, response: throughProvider },
        staffOnly("payments.refund", { confirm: true }),
      ),
      async (me, { params, body }) => {
        const done = await refundPayment(payDeps, me, params.id, body);
        return { code: "admin.refunded", params: { rupees: done.rupees, credits: done.credits } };
      },
    ),
  );
  api.post(
    "/admin/subscriptions/:id/cancel",
    staffAction(
      route(
        "Support: cancel a user's active plan now",
        { params: adminIdParams, body: adminReasonBody, response: throughProvider },
        staffOnly("payments.refund", { confirm: true }),
      ),
      async (me, { params, body }) => {
        await cancelPlan(payDeps, me, params.id, body.reason);
        return "admin.plan_cancelled";
      },
    ),
  );
}
