import type { AdminPaymentsResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, PaymentSearch, SectionHeading, withQuery } from "../features/admin";

/** Payments: the newest, or those a search finds. */
export async function loader(args: LoaderFunctionArgs) {
  const q = new URL(args.request.url).searchParams.get("q")?.trim() ?? "";
  const found = await adminLoad<AdminPaymentsResponse>(args, withQuery("/api/v1/admin/payments", { q }));
  return { q, payments: found.state === "ok" ? found.data.payments : [] };
}

export default function AdminPayments() {
  const { t } = useTranslation();
  const { q, payments } = useLoaderData<typeof loader>();
  return (
    <>
      <SectionHeading title={t("admin.payments.title")} />
      <PaymentSearch q={q} payments={payments} />
    </>
  );
}
