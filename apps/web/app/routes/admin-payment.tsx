import type { AdminPaymentResponse } from "@graha/contracts";
import { adminLoader, adminPage, PaymentDetail } from "../features/admin";

/** One payment: timeline, refund, the plan it bought. */
export const loader = adminLoader<AdminPaymentResponse>(
  ({ params }) => `/api/v1/admin/payments/${encodeURIComponent(params.id ?? "")}`,
);

export default adminPage<typeof loader>(PaymentDetail);
