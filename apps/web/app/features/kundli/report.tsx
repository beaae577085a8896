import type { ChartView } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { ChartDrawing } from "./chart/chart-drawing";
import { rememberChartStyle, type ChartStyle } from "./chart/chart-model";
import { Button, buttonClasses } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { degreeMinute, formatDate, formatTime } from "./format";
import {
  GRAHAS,
  nakshatraName,
  signName,
  VARGA_NAMES,
  VARGA_TITLES,
  vargaLabel,
  type Graha,
  type VargaName,
} from "./names";
import { DashaTimeline, MangalDosha, Panchang, PlanetsTable, SadeSatiLine, Yogas } from "./report-sections";
import { Fact, Section, useLang } from "./report-ui";
import { PageTitle } from "../../components/ui/page-title";
import { ShareChart } from "./share-chart";

export interface ReportBirth {
  name: string;
  dob: string | null;
  tob: string | null;
  place: string | null;
  bid: string | null;
}
function ChartFigure({
  chart,
  varga,
  style,
  testId,
}: {
  chart: ChartView;
  varga: VargaName;
  style: ChartStyle;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const retrograde = GRAHAS.filter((g) => chart.planets[g].retrograde);
  const label = vargaLabel(varga, lang);
  return (
    <figure className="flex flex-col items-center gap-2" data-testid={testId}>
      <ChartDrawing
        varga={chart.vargas[varga]}
        style={style}
        lang={lang}
        title={varga.toUpperCase()}
        label={t("kundliChart.report.chartLabel", { varga: label })}
        subtitle={VARGA_TITLES[varga][lang]}
        ascLabel={t("kundliChart.report.asc")}
        retroMark={t("kundliChart.report.retroMark")}
        retrograde={retrograde}
        className="h-auto w-full max-w-[26rem] text-gold-400 print:max-w-[7cm] print:text-black"
      />
      <figcaption className="text-sm font-semibold text-cream/80">
        {t("kundliChart.report.chartLabel", { varga: label })}
      </figcaption>
    </figure>
  );
}

function StyleSwitch({ style, onChange }: { style: ChartStyle; onChange: (style: ChartStyle) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("kundliChart.report.chartStyle")}
      className="inline-flex rounded-full border border-gold-400/40 p-1 print:hidden"
    >
      {(["north", "south"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={style === option}
          onClick={() => onChange(option)}
          className={cn(
            "h-9 rounded-full px-4 text-sm font-semibold transition-colors",
            style === option
              ? "bg-gradient-to-r from-saffron-500 to-gold-400 text-night-950"
              : "text-gold-200 hover:bg-white/10",
          )}
        >
          {t(`kundliChart.report.${option}`)}
        </button>
      ))}
    </div>
  );
}
export function KundliReport({
  chart,
  birth,
  initialStyle,
}: {
  chart: ChartView;
  birth: ReportBirth;
  initialStyle: ChartStyle;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [style, setStyle] = useState<ChartStyle>(initialStyle);
  const [varga, setVarga] = useState<VargaName>("d10");
  const changeStyle = (next: ChartStyle) => {
    setStyle(next);
    rememberChartStyle(next);
  };
  const moon = chart.planets.moon;
  const tz = chart.timezone;
  const heading = birth.bid
    ? t("kundliChart.report.heading", { name: birth.name })
    : birth.name
      ? t("kundliChart.report.heading", { name: birth.name })
      : t("kundliChart.report.freeHeading");
  const bornDate = birth.dob ?? formatDate(chart.utc, tz);
  const bornTime = birth.tob ?? formatTime(chart.utc, tz);

  return (
    <article className="kundli-report mx-auto flex max-w-6xl flex-col gap-5 px-3 pb-20 pt-6 sm:px-5 sm:pt-10 print:gap-3 print:p-0">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <PageTitle>{heading}</PageTitle>
          <div className="flex flex-wrap gap-2 print:hidden" data-print-hide>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              {t("kundliChart.report.print")}
            </Button>
            {birth.bid ? <ShareChart bid={birth.bid} heading={heading} /> : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 rounded-3xl border border-gold-400/15 bg-night-900/70 p-4 sm:grid-cols-3 lg:grid-cols-4 print:grid-cols-4">
          <Fact label={t("kundliChart.report.born")}>
            {bornDate} · {bornTime}
          </Fact>
          {birth.place ? <Fact label={t("kundliChart.report.place")}>{birth.place}</Fact> : null}
          <Fact label={t("kundliChart.report.coordinates")}>
            {chart.latitude.toFixed(2)}, {chart.longitude.toFixed(2)}
          </Fact>
          <Fact label={t("kundliChart.report.timezone")}>{tz}</Fact>
          <Fact label={t("kundliChart.report.ascendant")}>
            {signName(chart.ascendant.signIndex, lang)} {degreeMinute(chart.ascendant.longitude % 30)}
          </Fact>
          <Fact label={t("kundliChart.report.moonSign")}>{signName(moon.signIndex, lang)}</Fact>
          <Fact label={t("kundliChart.report.birthNakshatra")}>
            {nakshatraName(moon.nakshatra.index, lang)}, {t("kundliChart.report.pada", { pada: moon.nakshatra.pada })}
          </Fact>
          <Fact label={t("kundliChart.report.sunSign")}>{signName(chart.planets.sun.signIndex, lang)}</Fact>
          <Fact label={t("kundliChart.report.ayanamsa")}>
            {t("kundliChart.report.lahiri")} {degreeMinute(chart.ayanamsa.degrees)}
          </Fact>
        </dl>
      </header>

      <Section id="charts-title" title={t("kundliChart.report.charts")}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <StyleSwitch style={style} onChange={changeStyle} />
        </div>
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          <ChartFigure chart={chart} varga="d1" style={style} testId="chart-d1" />
          <ChartFigure chart={chart} varga="d9" style={style} testId="chart-d9" />
        </div>
        <div className="mt-6 flex flex-col items-center gap-3 print:hidden">
          <label className="flex flex-wrap items-center justify-center gap-2 text-sm font-semibold text-cream/80">
            {t("kundliChart.report.chooseChart")}
            <NativeSelect
              value={varga}
              onChange={(event) => setVarga(event.target.value as VargaName)}
              className="h-10 w-auto"
            >
              {VARGA_NAMES.map((key) => (
                <option key={key} value={key}>
                  {vargaLabel(key, lang)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <div className="w-full max-w-[26rem]">
            <ChartFigure chart={chart} varga={varga} style={style} testId="chart-varga" />
          </div>
        </div>
      </Section>

      <Section id="planets-title" title={t("kundliChart.report.planets")}>
        <PlanetsTable chart={chart} />
      </Section>

      <div className="grid gap-5 lg:grid-cols-2 print:grid-cols-2">
        <Section id="panchang-title" title={t("kundliChart.report.panchang")}>
          <Panchang chart={chart} />
        </Section>
        <div className="flex flex-col gap-5">
          <Section id="mangal-title" title={t("kundliChart.report.mangal")}>
            <MangalDosha chart={chart} />
          </Section>
          <Section id="sade-sati-title" title={t("kundliChart.report.sadeSati")}>
            <SadeSatiLine chart={chart} />
          </Section>
        </div>
      </div>

      <Section id="yogas-title" title={t("kundliChart.report.yogas")}>
        <Yogas chart={chart} />
      </Section>

      <Section id="dasha-title" title={t("kundliChart.report.dasha")}>
        <DashaTimeline chart={chart} now={chart.transit.asOf} />
      </Section>

      <div className="flex flex-wrap gap-3 print:hidden" data-print-hide>
        {birth.bid ? (
          <>
            <Link
              to={`/chats?type=Oracle&bid=${encodeURIComponent(birth.bid)}`}
              className={buttonClasses("primary", "md")}
            >
              {t("kundliChart.report.chatOracle")}
            </Link>
            <Link
              to={`/chats?type=Astra&bid=${encodeURIComponent(birth.bid)}`}
              className={buttonClasses("outline", "md")}
            >
              {t("kundliChart.report.chatAstra")}
            </Link>
          </>
        ) : (
          <>
            <p className="w-full text-sm text-cream/70">{t("kundliChart.report.saveHint")}</p>
            <Link to="/free-kundli" className={buttonClasses("primary", "md")}>
              {t("kundliChart.report.makeAnother")}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}

export type { Graha };
