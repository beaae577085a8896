import type { MetaDescriptor } from "react-router";
import { langFromMatches, metaT, metaTags, type MetaArgs } from "../../lib/meta";
import type { HoroscopePageData } from "./loader.server";
import { dailyPath, longDate, monthYear, periodPath, signCardPath, ZODIAC } from "./model";

/** Title, description, canonical URL and Open Graph tags of a horoscope page, from its reading. */
export function horoscopeMeta(args: MetaArgs, page: HoroscopePageData | undefined): MetaDescriptor[] {
  const t = metaT(args.matches);
  const lang = langFromMatches(args.matches);
  if (!page || page.kind === "missing")
    return metaTags(args, t("horoscope.meta.missingTitle"), t("horoscope.meta.missingDescription"), { noindex: true });
  const sign = ZODIAC[page.signIndex]!;
  const name = lang === "hi" ? `${sign.hi} (${sign.en})` : sign.en;
  const reading = page.kind === "ok" ? page.reading : null;
  const overview = reading?.categories[0]?.text ?? "";
  if (page.period === "daily") {
    const when = page.when ?? "Today";
    const title = t("horoscope.meta.dailyTitle", {
      sign: name,
      when: t(`horoscope.when.${when}`),
      date: reading ? longDate(reading.date, lang) : "",
    });
    const description = t("horoscope.meta.description", {
      sign: name,
      what: t(`horoscope.whenLower.${when}`),
      overview,
    });
    return metaTags(args, title, description, {
      canonicalPath: dailyPath(sign.en, when),
      image: signCardPath(sign.en),
    });
  }
  const period = t(`horoscope.period.${page.period}`);
  const range = !reading
    ? ""
    : page.period === "yearly"
      ? reading.start.slice(0, 4)
      : page.period === "monthly"
        ? monthYear(reading.start, lang)
        : `${longDate(reading.start, lang)} – ${longDate(reading.end, lang)}`;
  const title = t("horoscope.meta.periodTitle", { sign: name, period, range });
  const description = t("horoscope.meta.description", { sign: name, what: period, overview });
  return metaTags(args, title, description, {
    canonicalPath: periodPath(sign.en, page.period),
    image: signCardPath(sign.en),
  });
}
