import type { ChartView } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { degreeMinute, formatDate, formatTime, runningIndex } from "./format";
import { classicalYogaName, GRAHAS, mangalException, localName, grahaName, nakshatraName, signName } from "./names";

import { Fact, useLang } from "./report-ui";

// The report's tables: planets, dasha timeline, panchang, yogas, Mangal dosha, Sade Sati.

// The planets table's columns; `true` marks those that fold away on phones.
const COLUMNS = [
  ["graha", false],
  ["sign", false],
  ["degree", true],
  ["nakshatra", false],
  ["house", false],
  ["dignity", true],
  ["retrograde", true],
  ["combust", true],
] as const;

export function PlanetsTable({ chart }: { chart: ChartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const asc = chart.ascendant;
  const cell = "px-1.5 py-2 text-left align-top sm:px-2";
  // On phones the retrograde and combust columns fold into marks beside the graha's name.
  const wide = "hidden sm:table-cell print:table-cell";
  const narrowNote = "block text-[11px] font-normal tabular-nums text-cream/60 sm:hidden print:hidden";
  return (
    <div className="-mx-1 overflow-x-auto">
      <table
        className="w-full border-collapse text-xs sm:min-w-[34rem] sm:text-sm print:min-w-0"
        data-testid="planets-table"
      >
        <thead>
          <tr className="border-b border-white/15 text-xs uppercase tracking-wide text-cream/60">
            {COLUMNS.map(([key, folds]) => (
              <th key={key} scope="col" className={folds ? cn(cell, wide) : cell}>
                {t(`kundliChart.report.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-white/10">
            <th scope="row" className={cn(cell, "font-semibold text-saffron-300")}>
              {t("kundliChart.report.ascendant")}
            </th>
            <td className={cell}>
              {signName(asc.signIndex, lang)}
              <span className={narrowNote}>{degreeMinute(asc.longitude % 30)}</span>
            </td>
            <td className={cn(cell, wide)}>{degreeMinute(asc.longitude % 30)}</td>
            <td className={cell}>
              {nakshatraName(asc.nakshatra.index, lang)} · {asc.nakshatra.pada}
            </td>
            <td className={cell}>1</td>
            <td className={cn(cell, wide)}>—</td>
            <td className={cn(cell, wide)}>—</td>
            <td className={cn(cell, wide)}>—</td>
          </tr>
          {GRAHAS.map((graha) => {
            const p = chart.planets[graha];
            return (
              <tr key={graha} className="border-b border-white/10" data-graha={graha}>
                <th scope="row" className={cn(cell, "font-semibold text-gold-200")}>
                  {grahaName(graha, lang)}
                  {p.retrograde || p.combust ? (
                    <sup className="ml-0.5 font-normal text-saffron-300 sm:hidden print:hidden">
                      {[
                        p.retrograde ? t("kundliChart.report.retroMark") : "",
                        p.combust ? t("kundliChart.report.combustMark") : "",
                      ]
                        .filter(Boolean)
                        .join(",")}
                    </sup>
                  ) : null}
                  <span className={narrowNote}>{t(`kundliChart.dignity.${p.dignity}`)}</span>
                </th>
                <td className={cell}>
                  {signName(p.signIndex, lang)}
                  <span className={narrowNote}>{degreeMinute(p.degreesInSign)}</span>
                </td>
                <td className={cn(cell, wide, "tabular-nums")}>{degreeMinute(p.degreesInSign)}</td>
                <td className={cell}>
                  {nakshatraName(p.nakshatra.index, lang)} · {p.nakshatra.pada}
                </td>
                <td className={cell}>{p.house}</td>
                <td className={cn(cell, wide)}>{t(`kundliChart.dignity.${p.dignity}`)}</td>
                <td className={cn(cell, wide)}>
                  {p.retrograde ? t("kundliChart.report.yes") : t("kundliChart.report.no")}
                </td>
                <td className={cn(cell, wide)}>
                  {p.combust ? t("kundliChart.report.yes") : t("kundliChart.report.no")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 px-1 text-xs text-cream/60 sm:hidden print:hidden">{t("kundliChart.report.markLegend")}</p>
    </div>
  );
}

export function DashaTimeline({ chart, now }: { chart: ChartView; now: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tz = chart.timezone;
  const current = runningIndex(chart.dasha.mahadashas, now);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-cream/70">
        {t("kundliChart.report.dashaBalance", {
          lord: grahaName(chart.dasha.balance.lord, lang),
          years: chart.dasha.balance.years.toFixed(2),
        })}
      </p>
      <ol className="flex flex-col gap-1.5 print:grid print:grid-cols-3" data-testid="dasha-timeline">
        {chart.dasha.mahadashas.map((maha, index) => {
          const running = index === current;
          const subCurrent = running ? runningIndex(maha.antardashas, now) : -1;
          return (
            <li
              key={maha.start}
              data-running={running ? "" : undefined}
              className={running ? "print:col-span-3" : undefined}
            >
              <details
                open={running}
                className={cn(
                  "rounded-2xl border px-3 py-2",
                  running ? "border-saffron-400/70 bg-saffron-500/10" : "border-white/10 bg-night-800/40",
                )}
              >
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-semibold text-cream">
                    {grahaName(maha.lord, lang)}
                    {running ? (
                      <span className="ml-2 rounded-full bg-saffron-500/90 px-2 py-0.5 text-xs font-semibold text-night-950">
                        {t("kundliChart.report.running")}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-sm tabular-nums text-cream/70">
                    {formatDate(maha.start, tz)} – {formatDate(maha.end, tz)}
                  </span>
                </summary>
                <ul
                  aria-label={t("kundliChart.report.antardashas", { lord: grahaName(maha.lord, lang) })}
                  className="mt-2 grid gap-1 sm:grid-cols-2"
                >
                  {maha.antardashas.map((antar, i) => (
                    <li
                      key={antar.start}
                      data-running={i === subCurrent ? "" : undefined}
                      className={cn(
                        "flex justify-between gap-2 rounded-lg px-2 py-1 text-sm",
                        i === subCurrent ? "bg-saffron-500/25 font-semibold text-cream" : "text-cream/75",
                      )}
                    >
                      <span>
                        {grahaName(maha.lord, lang)} / {grahaName(antar.lord, lang)}
                      </span>
                      <span className="tabular-nums">
                        {formatDate(antar.start, tz)} – {formatDate(antar.end, tz)}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function Panchang({ chart }: { chart: ChartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = chart.panchang;
  const tz = chart.timezone;
  const until = (iso: string) =>
    t("kundliChart.report.until", { time: `${formatDate(iso, tz)} ${formatTime(iso, tz)}` });
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Fact label={t("kundliChart.report.vara")}>{lang === "hi" ? p.vara.nameHi : p.vara.name}</Fact>
      <Fact label={t("kundliChart.report.tithi")}>
        {lang === "hi" ? p.tithi.nameHi : p.tithi.name}, {t(`kundliChart.report.${p.tithi.paksha}`)}
        <span className="block text-xs font-normal text-cream/60">{until(p.tithi.endsAt)}</span>
      </Fact>
      <Fact label={t("kundliChart.report.nakshatra")}>
        {nakshatraName(p.nakshatra.index, lang)}, {t("kundliChart.report.pada", { pada: p.nakshatra.pada })}
        <span className="block text-xs font-normal text-cream/60">{until(p.nakshatra.endsAt)}</span>
      </Fact>
      <Fact label={t("kundliChart.report.yoga")}>
        {localName(p.yoga, lang)}
        <span className="block text-xs font-normal text-cream/60">{until(p.yoga.endsAt)}</span>
      </Fact>
      <Fact label={t("kundliChart.report.karana")}>
        {localName(p.karana, lang)}
        <span className="block text-xs font-normal text-cream/60">{until(p.karana.endsAt)}</span>
      </Fact>
      <Fact label={`${t("kundliChart.report.sunrise")} / ${t("kundliChart.report.sunset")}`}>
        {formatTime(p.sunrise, tz)} / {formatTime(p.sunset, tz)}
      </Fact>
      <Fact label={t("kundliChart.report.rahuKalam")}>
        {p.rahuKalam ? `${formatTime(p.rahuKalam.start, tz)} – ${formatTime(p.rahuKalam.end, tz)}` : "—"}
      </Fact>
    </dl>
  );
}

export function Yogas({ chart }: { chart: ChartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (chart.yogas.length === 0) return <p className="text-cream/75">{t("kundliChart.report.noYogas")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="yogas">
      {chart.yogas.map((yoga) => {
        const key = `kundliChart.yogas.${yoga.key}` as "kundliChart.yogas.raja";
        const meaning = t(key, { defaultValue: yoga.rule });
        return (
          <li key={yoga.key} className="rounded-2xl border border-white/10 bg-night-800/40 p-3">
            <p className="font-semibold text-gold-200">
              {classicalYogaName(yoga.key, yoga.name, lang)}
              <span className="ml-2 text-xs font-normal text-cream/60">
                {yoga.grahas.map((g) => grahaName(g, lang)).join(", ")}
              </span>
            </p>
            <p className="text-sm text-cream/80">{meaning}</p>
            {lang === "en" && yoga.details.length > 0 ? (
              <p className="mt-1 text-xs text-cream/55">{yoga.details.join("; ")}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function MangalDosha({ chart }: { chart: ChartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const m = chart.mangalDosha;
  const line = (key: "fromAscendant" | "fromMoon" | "fromVenus") => (
    <li key={key} className="flex justify-between gap-3 text-sm">
      <span>{t(`kundliChart.report.${key}`, { house: m[key].house })}</span>
      <span className={cn("shrink-0 whitespace-nowrap", m[key].present ? "text-saffron-300" : "text-cream/60")}>
        {m[key].present ? t("kundliChart.report.formsDosha") : t("kundliChart.report.noDosha")}
      </span>
    </li>
  );
  return (
    <div className="flex flex-col gap-2" data-testid="mangal-dosha">
      <p className={cn("font-semibold", m.effective ? "text-saffron-300" : "text-emerald-300")}>
        {!m.present
          ? t("kundliChart.report.mangalNone")
          : m.effective
            ? t("kundliChart.report.mangalEffective")
            : t("kundliChart.report.mangalCancelled")}
      </p>
      <ul className="flex flex-col gap-1 text-cream/80">
        {line("fromAscendant")}
        {line("fromMoon")}
        {line("fromVenus")}
      </ul>
      {m.exceptions.length > 0 ? (
        <p className="text-sm text-cream/70">
          {t("kundliChart.report.exceptions", { list: m.exceptions.map((e) => mangalException(e, lang)).join("; ") })}
        </p>
      ) : null}
    </div>
  );
}

/** Sade Sati and dhaiya exactly as the server worked them out for today. */
export function SadeSatiLine({ chart }: { chart: ChartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { grahas, sadeSati, dhaiya } = chart.transit;
  const args = { sign: signName(grahas.saturn.signIndex, lang), moon: signName(chart.planets.moon.signIndex, lang) };
  return (
    <div className="flex flex-col gap-1" data-testid="sade-sati">
      <p className={sadeSati.phase ? "font-semibold text-saffron-300" : "text-cream/85"}>
        {sadeSati.phase
          ? t("kundliChart.report.sadeSatiOn", { ...args, phase: t(`kundliChart.report.phase.${sadeSati.phase}`) })
          : t("kundliChart.report.sadeSatiOff", args)}
      </p>
      {dhaiya.active ? (
        <p className="text-sm text-cream/75">
          {t("kundliChart.report.dhaiya", { house: grahas.saturn.houseFromMoon })}
        </p>
      ) : null}
    </div>
  );
}

/** The whole chart report: summary, charts, planets, dasha, panchang, yogas, doshas. */
