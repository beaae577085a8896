import type { ChartView, KundliView } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { chartStyleFromCookie, kundliMeta, KundliReport, metaT, ReportMessage, signName } from "../features/kundli";
import { Button } from "../components/ui/button";
import { useLoginDialog } from "../lib/login-dialog";
import "../features/kundli/report-print.css";
import { langFromMatches } from "../lib/meta";
import { getAppContext } from "../load-context";

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const style = chartStyleFromCookie(request.headers.get("cookie"));
  if (!request.headers.get("cookie")?.includes("jwt=")) return data({ kind: "login" as const, style }, { status: 401 });
  const { apiFetch } = getAppContext(context, request);
  const response = await apiFetch(`/api/v1/kundlis/${encodeURIComponent(params.bid ?? "")}`, {
    headers: { accept: "application/json" },
  });
  if (response.status === 401) return data({ kind: "login" as const, style }, { status: 401 });
  if (!response.ok) return data({ kind: "missing" as const, style }, { status: 404 });
  const body = (await json(response)) as { birth: KundliView; chart: ChartView };
  return { kind: "ok" as const, style, birth: body.birth, chart: body.chart };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaT(args.matches);
  const lang = langFromMatches(args.matches);
  const loaded = args.loaderData;
  if (!loaded || loaded.kind !== "ok")
    return kundliMeta(args, t("kundli.meta.missingTitle"), t("kundli.meta.missingDescription"), { noindex: true });
  const name = loaded.birth.full_name;
  return kundliMeta(
    args,
    t("kundli.meta.reportTitle", { name }),
    t("kundli.meta.reportDescription", {
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
        title={t("kundli.report.loginTitle")}
        text={t("kundli.report.loginText")}
        action={<Button onClick={() => openLogin()}>{t("kundli.saved.login")}</Button>}
      />
    );
  }
  if (loaded.kind === "missing") {
    return <ReportMessage title={t("kundli.report.missingHeading")} text={t("kundli.report.missingText")} />;
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
