import type { AdminPaymentResponse } from "@graha/contracts";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, PaymentDetail } from "../features/admin";

/** One payment: timeline, refund, the plan it bought. */
export async function loader(args: LoaderFunctionArgs) {
  return adminLoad<AdminPaymentResponse>(args, `/api/v1/admin/payments/${encodeURIComponent(args.params.id ?? "")}`);
}

export default function AdminPayment() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "ok" ? <PaymentDetail data={loaded.data} /> : null;
}
