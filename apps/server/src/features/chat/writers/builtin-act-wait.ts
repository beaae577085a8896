import type { ReadingContext } from "../reading/reading-context.ts";
import { HARASSED, RAISE_HARASSMENT } from "./builtin-asked-leads.ts";
import {
  addMonthsIso,
  askedText,
  because,
  type Lead,
  leadWindow,
  vocative,
  windowName,
  ymd,
} from "./builtin-lead-parts.ts";
import type { Lang } from "../reading/names.ts";

// The two which-leads weighed by a period rather than by two placements (builtin-which.ts):
// making a change against waiting ("job chhodu ya ruku?", "plot abhi lu ya baad me?", "open a
// second outlet or hold off?"), and another attempt at an exam against a college now.

// An offer in hand against waiting for another (not "naya offer ya counter offer", which is staying).
const OFFER_OR_WAIT =
  /(\boffers?\b|ऑफर|ऑफ़र).*(\bwait|intezaar|intezar|इंतज़ार|इंतजार)|(\bwait|intezaar|intezar|इंतज़ार|इंतजार).*(\boffers?\b|ऑफर|ऑफ़र)/iu;

const OFFER_TOLD = /\boffer\b|ऑफ़?र/iu;
// ("naya offer join karu ya counter offer le lu": two offers, the counter one being to stay.)
const COUNTER_OFFER = /\bcounter[- ]?offer\b|काउंटर ऑफ़?र/iu;

/** Buying or selling something (a plot, a flat, a car) rather than changing where one is. */
const DEAL =
  /\b(buy|buying|purchase|sell|selling|kharid\w*|khareed\w*|bech\w*|plot|flat|zameen|jameen|makaan|makan|car|gaadi|gadi|bike)\b|खरीद|ख़रीद|बेच|प्लॉट|फ्लैट|ज़मीन|जमीन|मकान|गाड़ी/iu;

/** Building a home: "makaan banwana", "construction shuru karu". */
const BUILD = /\b(banwana|banwani|banvana|banwau|banwaun|build|building|construct\w*|nirman)\b|बनवा|निर्माण/iu;

/** Growing a business one has: a second shop or outlet, a branch, an expansion. */
const EXPAND =
  /\b(expand\w*|second (outlet|shop|branch|store|unit)|another (outlet|shop|branch|store)|new (outlet|branch)|dusri (dukaan|dukan|branch)|doosri (dukaan|dukan|branch)|vistar)\b|दूसरी (दुकान|ब्रांच)|विस्तार/iu;

/** Change or wait: a topic period now or within six months says change (pick 0), else wait (pick 1), in the words the matter takes. */
export function actWaitLead(c: ReadingContext, L: Lang, topic: string, pick: 0 | 1): Lead {
  const name = vocative(c);
  const w = leadWindow(c);
  // "job chhodu ya ruku? boss roz insult karta hai": safety first, whatever the chart's timing.
  if (c.topic === "career" && HARASSED.test(c.question))
    return {
      text:
        L === "en"
          ? `Start looking now${name}, rather than wait: ${RAISE_HARASSMENT.en}${w ? ` As for timing, the stronger time for a move is ${windowName(c, w, L)}, ${because(w, L, topic)}.` : ""}`
          : `अभी से नई नौकरी खोजना शुरू करें${name}, प्रतीक्षा न करें: ${RAISE_HARASSMENT.hi}${w ? ` समय की बात करें तो बदलाव के लिए अधिक अनुकूल समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।` : ""}`,
      timing: w !== undefined,
    };
  const text = w
    ? L === "en"
      ? pick === 0
        ? `Make the change${name}, rather than wait: ${windowName(c, w, L)}${w.start <= ymd(c) ? "," : ""} backs ${topic}, ${because(w, L, topic)}.`
        : `Wait${name}, rather than change just yet: the stronger time is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
      : pick === 0
        ? `प्रतीक्षा के बजाय बदलाव चुनें${name}: ${windowName(c, w, L)} ${topic} में सहायक है, ${because(w, L, topic)}।`
        : `अभी प्रतीक्षा करें${name}, बदलाव की जल्दी नहीं: अधिक अनुकूल समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`
    : null;
  // An offer in hand against waiting for another ("take the Infosys offer or wait for TCS?"):
  // with no strong period for years, waiting is what the chart does not back.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1 && OFFER_OR_WAIT.test(askedText(c)))
    return {
      text:
        L === "en"
          ? `Take the offer in hand${name}, rather than wait for another: no period in the next two years especially favours ${topic}, so waiting is not what your chart backs; the next strong time is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `हाथ में आया ऑफर लें${name}, दूसरे का इंतज़ार न करें: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती, इसलिए इंतज़ार को कुंडली का साथ नहीं; अगला मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  // "Got an offer from a Pune company. Should I take it or stay?": an offer in hand against staying.
  if (
    text &&
    w &&
    w.start > addMonthsIso(ymd(c), 24) &&
    pick === 1 &&
    OFFER_TOLD.test(c.question) &&
    !COUNTER_OFFER.test(c.question)
  )
    return {
      text:
        L === "en"
          ? `If the offer is better than what you have, take it${name}: no period in the next two years especially backs ${topic}, so staying for a better time is not what your chart backs; the next strong time is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `अगर ऑफ़र आपके मौजूदा काम से बेहतर है तो उसे ले लें${name}: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती, इसलिए बेहतर समय के लिए रुकना कुंडली से समर्थित नहीं; अगला मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  // "नया मकान बनवाना अभी शुरू करें या थोड़ा रुकें?": building held off, not a deal.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1 && BUILD.test(askedText(c)))
    return {
      text:
        L === "en"
          ? `Hold off on building for now${name}, and begin when the money and permissions are in place: no period in the next two years especially backs ${topic}; the next that does is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `अभी निर्माण रोककर रखें${name}, और पैसा व अनुमतियाँ तैयार हों तब शुरू करें: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती; ऐसा अगला समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  // "plot abhi lena chahiye ya baad me?", "जमीन बेचूं या अभी रखूं?": a deal is held off, not a place stayed in.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1 && DEAL.test(askedText(c)))
    return {
      text:
        L === "en"
          ? `Hold off for now${name}, and act when a good deal is in hand: no period in the next two years especially backs ${topic}; the next that does is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `अभी रुकें${name}, और अच्छा सौदा हाथ में हो तभी क़दम उठाएँ: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती; ऐसा अगला समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  // "open a second outlet this year or hold off?": an expansion held off, not a place stayed in.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1 && EXPAND.test(askedText(c)))
    return {
      text:
        L === "en"
          ? `Hold off on expanding for now${name}, and make what you have stronger first: no period in the next two years especially backs ${topic}; the next that does is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `अभी विस्तार रोककर रखें${name}, और पहले जो है उसे मज़बूत करें: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती; ऐसा अगला समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  // "अब शादी के लिए लड़की देखें या अभी रुकें?": a match is found by looking; the search need not wait for the window.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1 && c.topic === "marriage")
    return {
      text:
        L === "en"
          ? `Start looking now${name}, without hurry: a match is found by meeting people, and no period in the next two years especially backs ${topic}; the strongest time is ${windowName(c, w, L)}, ${because(w, L, topic)}, and the search can begin well before it.`
          : `अभी से रिश्ते देखना शुरू करें${name}, बिना जल्दबाज़ी के: रिश्ता मिलने-जुलने से ही मिलता है, और अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती; सबसे मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}, और तलाश उससे पहले शुरू हो सकती है।`,
      timing: true,
    };
  // A window years away is no reason to sit and wait: stay for now, and say when a change is backed.
  if (text && w && w.start > addMonthsIso(ymd(c), 24) && pick === 1)
    return {
      text:
        L === "en"
          ? `Stay where you are for now${name}, and change when you have something better in hand: no period in the next two years especially backs a change for ${topic}; the next that does is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `अभी जहाँ हैं वहीं रहें${name}, और बेहतर अवसर हाथ में हो तभी बदलें: अगले दो वर्षों में ${topic} के लिए बदलाव को विशेष समर्थन देने वाली कोई अवधि नहीं है; ऐसा अगला समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  const textOrNone = text
    ? text
    : L === "en"
      ? `Wait${name}, rather than change just yet: no period ahead stands out for ${topic}, so there is no reason to rush.`
      : `अभी प्रतीक्षा करें${name}: ${topic} के लिए आगे कोई अवधि विशेष नहीं दिखती, इसलिए बदलाव की जल्दी न करें।`;
  return { text: textOrNone, timing: w !== undefined };
}

/** "drop lu ya college join karu?": the period for studies says whether another attempt is backed. */
export function dropJoinLead(c: ReadingContext, L: Lang, topic: string, pick: 0 | 1): Lead {
  const name = vocative(c);
  const w = leadWindow(c);
  return {
    text:
      pick === 0 && w
        ? L === "en"
          ? `Another attempt has your chart's support${name}: ${topic} is backed in ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `एक और प्रयास को आपकी कुंडली का साथ है${name}: ${windowName(c, w, L)} ${topic} में सहायक है, ${because(w, L, topic)}।`
        : L === "en"
          ? `Join a college now${name}, rather than spend a year waiting: no period in the next year and a half especially backs ${topic}${w ? `; the next strong time is ${windowName(c, w, L)}` : ""}.`
          : `अभी कॉलेज में दाख़िला लें${name}, एक साल प्रतीक्षा में न लगाएँ: अगले डेढ़ वर्ष में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती${w ? `; अगला मज़बूत समय ${windowName(c, w, L)} है` : ""}।`,
    timing: w !== undefined,
  };
}
