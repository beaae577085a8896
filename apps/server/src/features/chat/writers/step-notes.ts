// The notes said under a reply's practical steps, whatever the chart shows: no gems or paid
// rituals, the doctor for a condition told, the law on dowry, and that renouncing is the
// person's own decision.
import type { Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import type { Bi } from "./builtin-phrases.ts";
import { FESTIVAL_AS_TIME } from "../understanding/non-topic-words.ts";
import { asksForGem } from "./builtin-remedy.ts";

// Product rule: no gems or paid rituals. A question about them gets free remedies instead.
const RITUALS = /\b(puja|pooja|havan|yagya|yantra)\b|पूजा|हवन|यज्ञ|यंत्र/iu;
// "mera man pooja path mein lagta hai": devotion told, no ritual asked for ("by Durga Puja": a time).
const DEVOTION =
  /\b(puja|pooja) (path|paath)\b|\b(puja|pooja) (me|mein|main) (man|mann|dhyan)\b|पूजा[ -]पाठ|पूजा में (मन|ध्यान)/giu;
const NO_GEMS: Bi = {
  en: "You asked about gemstones or rituals: Graha does not prescribe gems or paid pujas. These simple practices work through your own routine and cost nothing:",
  hi: "आपने रत्न या पूजा के बारे में पूछा: Graha रत्न या सशुल्क पूजा की सलाह नहीं देता। ये सरल उपाय आपकी अपनी दिनचर्या से काम करते हैं और निःशुल्क हैं:",
};

// An illness told on the way to another question ("thyroid, under control now … when will I
// get married?") is answered as that question, with the doctor kept in charge of the illness.
const DOCTOR_NOTE: Bi = {
  en: "For the health condition you mentioned, keep following your doctor's advice; these steps are for the question you asked:",
  hi: "आपने जिस स्वास्थ्य स्थिति का ज़िक्र किया, उसके लिए अपने डॉक्टर की सलाह मानते रहें; ये क़दम आपके पूछे प्रश्न के लिए हैं:",
};
// A dowry named in a match or a marriage ("ladke wale ab dahej ki baat kar rahe hain"): the law
// is said plainly, whatever the chart shows.
const DOWRY = /\b(dahej|dahez|dowry)\b|दहेज/iu;
const DOWRY_NOTE: Bi = {
  en: "On the dowry you mention: asking for or giving dowry is against the law in India (Dowry Prohibition Act, 1961); a demand made now is a serious sign to weigh before going ahead. Women's helpline: 181.",
  hi: "आपने दहेज की बात लिखी: दहेज माँगना या देना भारत में क़ानूनन अपराध है (दहेज प्रतिषेध अधिनियम, 1961); अभी की गई माँग आगे बढ़ने से पहले गंभीरता से तौलने की बात है। महिला हेल्पलाइन: 181।",
};
// "kya main aage chal ke sanyas le lunga?": renouncing is the person's decision, not a chart's.
const SANYAS = /\b(sanyas|sannyas|sanyaas|sanyasi|sannyasi)\b|संन्यास|सन्यास/iu;
const SANYAS_NOTE: Bi = {
  en: "On sanyas: renouncing is a decision for you and a teacher you trust, never for a chart. The 9th house shows a spiritual bent, and that can grow inside family life and work too.",
  hi: "संन्यास के बारे में: त्याग का निर्णय आपका और आपके विश्वसनीय गुरु का है, कुंडली का कभी नहीं। नौवाँ भाव आध्यात्मिक झुकाव दिखाता है, और वह परिवार और काम के साथ भी बढ़ सकता है।",
};
/** The notes under the steps' heading: no gems, the doctor for a condition told, the law on dowry, sanyas. */
export const stepNotes = (c: ReadingContext, L: Lang, gemNote = true) =>
  `${gemNote && (asksForGem(c.question) || RITUALS.test(c.question.replace(DEVOTION, " ").replace(FESTIVAL_AS_TIME, " "))) ? `\n${NO_GEMS[L]}` : ""}${c.illnessTold ? `\n${DOCTOR_NOTE[L]}` : ""}${DOWRY.test(c.question) ? `\n${DOWRY_NOTE[L]}` : ""}${SANYAS.test(c.question) ? `\n${SANYAS_NOTE[L]}` : ""}`;
