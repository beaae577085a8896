// Every user-facing sentence of the predictions API, in English and Hindi, in one place (to be
// moved into the `@graha/contracts/messages` catalogue as codes when "messages by code" lands).
import type { PredictionType } from "@graha/contracts";

export type MessageLanguage = "en" | "hi";

const PERIOD: Readonly<Record<PredictionType, { en: string; hi: string }>> = {
  daily: { en: "daily", hi: "दैनिक" },
  weekly: { en: "weekly", hi: "साप्ताहिक" },
  monthly: { en: "monthly", hi: "मासिक" },
  yearly: { en: "yearly", hi: "वार्षिक" },
};

export const PREDICTION_MESSAGES = {
  /** 404: the kundli is not the user's, or does not exist. */
  kundliNotFound: () => ({
    en: "This kundli was not found. Choose one of your saved kundlis.",
    hi: "यह कुंडली नहीं मिली। अपनी सहेजी हुई कुंडलियों में से एक चुनें।",
  }),
  /** 402: no credit of that period left; nothing was charged. */
  noCredits: (type: PredictionType) => ({
    en: `You have no ${PERIOD[type].en} predictions left. Recharge with a prediction pack to continue.`,
    hi: `आपके पास कोई ${PERIOD[type].hi} भविष्यफल शेष नहीं है। जारी रखने के लिए भविष्यफल पैक से रिचार्ज करें।`,
  }),
  /** Stream `error`: the writer failed. */
  failed: () => ({
    en: "Oracle could not finish your prediction. You were not charged; please try again.",
    hi: "Oracle आपका भविष्यफल पूरा नहीं कर सका। आपसे कोई शुल्क नहीं लिया गया; कृपया फिर से प्रयास करें।",
  }),
  /** Stream `error`: something unexpected broke the stream. */
  unexpected: () => ({
    en: "An error occurred. You were not charged; please try again later.",
    hi: "एक त्रुटि हुई। आपसे कोई शुल्क नहीं लिया गया; कृपया बाद में फिर से प्रयास करें।",
  }),
} as const;

export type PredictionMessageCode = keyof typeof PREDICTION_MESSAGES;

/** One message in the asker's language. */
export function predictionMessage<C extends PredictionMessageCode>(
  code: C,
  language: MessageLanguage,
  ...params: Parameters<(typeof PREDICTION_MESSAGES)[C]>
): string {
  const render = PREDICTION_MESSAGES[code] as (...args: unknown[]) => { en: string; hi: string };
  return render(...params)[language];
}
