import type { KundliDetailResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { chartStyleFromCookie, kundliMeta, KundliReport, metaT, ReportMessage, signName } from "../features/kundli";
import { Button } from "../components/ui/button";
import { useLoginDialog } from "../lib/login-dialog";
import "../features/kundli/report-print.css";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { langFromMatches } from "../lib/meta";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const style = chartStyleFromCookie(request.headers.get("cookie"));
  if (!hasSessionCookie(request)) return data({ kind: "login" as const, style }, { status: 401 });
  const answer = await loaderApi(
    context,
    request,
  )<KundliDetailResponse>(`/api/v1/kundlis/${encodeURIComponent(params.bid ?? "")}`);
  if (answer.status === 401) return data({ kind: "login" as const, style }, { status: 401 });
  if (!answer.ok) return data({ kind: "missing" as const, style }, { status: 404 });
  return { kind: "ok" as const, style, birth: answer.data.birth, chart: answer.data.chart };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaT(args.matches);
  const lang = langFromMatches(args.matches);
  const loaded = args.loaderData;
  if (!loaded || loaded.kind !== "ok")
    return kundliMeta(args, t("kundliChart.meta.missingTitle"), t("kundliChart.meta.missingDescription"), {
      noindex: true,
    });
  const name = loaded.birth.full_name;
  return kundliMeta(
    args,
    t("kundliChart.meta.reportTitle", { name }),
    t("kundliChart.meta.reportDescription", {
      name,
      ascendant: signName(loaded.chart.ascendant.signIndex, lang),
      moon: signName(loaded.chart.planets.moon.signIndex, lang),
    }),
    { noindex: true },
  );
};

export default function KundliReportPage() {
  const { t } = useTranslation();
  const { openLogin } = useLoginDialog();
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "login") {
    return (
      <ReportMessage
        title={t("kundliChart.report.loginTitle")}
        text={t("kundliChart.report.loginText")}
        action={<Button onClick={() => openLogin()}>{t("kundliChart.report.login")}</Button>}
      />
    );
  }
  if (loaded.kind === "missing") {
    return <ReportMessage title={t("kundliChart.report.missingHeading")} text={t("kundliChart.report.missingText")} />;
  }
  const { birth, chart, style } = loaded;
  return (
    <KundliReport
      key={birth.bid}
      chart={chart}
      birth={{ name: birth.full_name, dob: birth.dob, tob: birth.tob, place: birth.pob, bid: birth.bid }}
      initialStyle={style}
    />
  );
}
