// Every user-facing sentence of the horoscopes API, in one place (to become message codes
// in @graha/contracts/messages: horoscope.bad_sign, horoscope.bad_date, horoscope.bad_period).
import type { HoroscopeLang } from "./compose/index.ts";

export const HOROSCOPE_MESSAGES = {
  bad_sign: {
    en: "Choose one of the twelve signs: Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius or Pisces.",
    hi: "बारह राशियों में से एक चुनें: Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius या Pisces।",
  },
  bad_date: {
    en: "Enter the date as YYYY-MM-DD (a real date between 1800 and 2399).",
    hi: "तारीख़ YYYY-MM-DD के रूप में लिखें (1800 से 2399 के बीच की सही तारीख़)।",
  },
  bad_period: {
    en: "Choose the period: daily, weekly, monthly or yearly.",
    hi: "अवधि चुनें: daily, weekly, monthly या yearly।",
  },
} as const satisfies Record<string, Record<HoroscopeLang, string>>;

export type HoroscopeMessage = keyof typeof HOROSCOPE_MESSAGES;
