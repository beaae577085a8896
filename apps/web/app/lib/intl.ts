// Intl formatters kept by locale and options. Building one parses locale data (about 0.1 ms
// each on the server): the home page's three blog dates built three per render, about 7 % of
// an uncached render's CPU (issue #15, ADR 039 addendum). Options come from the code, plus
// time zones from birth places; the map is emptied if it ever holds more than MAX.

const MAX = 256;
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function kept<F>(map: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = map.get(key);
  if (!formatter) {
    if (map.size >= MAX) map.clear();
    formatter = make();
    map.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numbers, locale, options, () => new Intl.NumberFormat(locale, options));
}
