import type { ChartView } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { chartStyleFromCookie, kundliMeta, KundliReport, metaT, ReportMessage } from "../features/kundli";
import "../features/kundli/report-print.css";
import { apiError, loaderApi } from "../lib/api";

// A visitor's chart from the query (nothing is saved): /kundli/free?datetime=…&latitude=…&longitude=…
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  // Opened without the form's data (a bookmark, a shared link cut short): the free kundli form.
  if (!["datetime", "latitude", "longitude"].every((key) => q.get(key)?.trim())) throw redirect("/free-kundli");
  const style = chartStyleFromCookie(request.headers.get("cookie"));
  const latitude = Number(q.get("latitude"));
  const longitude = Number(q.get("longitude"));
  const input: Record<string, unknown> = { datetime: q.get("datetime") ?? "", latitude, longitude };
  if (q.get("timezone")) input.timezone = q.get("timezone");
  const answer = await loaderApi(context, request)<ChartView>("/api/v1/charts", { body: input });
  if (!answer.ok) {
    const message = apiError(answer.body).message ?? "";
    return data({ kind: "invalid" as const, message, style }, { status: answer.status === 400 ? 400 : 502 });
  }
  return {
    kind: "ok" as const,
    style,
    chart: answer.data,
    name: (q.get("name") ?? "").slice(0, 100),
    place: (q.get("place") ?? "").slice(0, 100),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaT(args.matches);
  return kundliMeta(args, t("kundliChart.meta.freeReportTitle"), t("kundliChart.meta.freeDescription"), {
    noindex: true,
  });
};

export default function FreeKundliReportPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "invalid") {
    return <ReportMessage title={t("kundliChart.report.invalidHeading")} text={loaded.message} />;
  }
  return (
    <KundliReport
      key={`${loaded.chart.utc}-${loaded.chart.latitude}-${loaded.chart.longitude}`}
      chart={loaded.chart}
      birth={{ name: loaded.name, dob: null, tob: null, place: loaded.place || null, bid: null }}
      initialStyle={loaded.style}
    />
  );
}
