// Hindi strings of the horoscope pages (typed by the English ones).
import type { HoroscopeStrings } from "./i18n-en";

export const hi: HoroscopeStrings = {
  meta: {
    dailyTitle: "{{sign}} राशिफल {{when}}, {{date}}: प्रेम, करियर, धन, स्वास्थ्य | Graha",
    periodTitle: "{{sign}} {{period}} राशिफल, {{range}} | Graha",
    description:
      "ग्रहों के वास्तविक गोचर से {{sign}} {{what}}: प्रेम, करियर, धन, स्वास्थ्य और परिवार के अंक, शुभ रंग, अंक और समय। {{overview}}",
    missingTitle: "राशिफल नहीं मिला | Graha",
    missingDescription: "ऐसी कोई राशि नहीं है। बारह राशियों में से एक चुनें।",
  },
  when: { Today: "आज", Tomorrow: "कल (आने वाला)", Yesterday: "कल (बीता)" },
  whenLower: { Today: "आज का", Tomorrow: "आने वाले कल का", Yesterday: "बीते कल का" },
  period: { daily: "दैनिक", weekly: "साप्ताहिक", monthly: "मासिक", yearly: "वार्षिक" },
  heading: "{{sign}} राशिफल: {{when}}",
  periodHeading: "{{sign}} {{period}} राशिफल",
  dateLine: "{{date}}",
  rangeLine: "{{start}} से {{end}} तक",
  shareText: "{{heading}}, Graha पर, वास्तविक गोचर से:",
  lead: "आपकी चंद्र राशि से गिने गए उस दिन के वास्तविक गोचर से बना। हर अंक का कारण बताया गया है।",
  dayLabel: "दिन चुनें",
  periodLabel: "अन्य राशिफल",
  scoresLabel: "{{sign}} राशिफल, विषय के अनुसार",
  why: "क्यों?",
  lucky: {
    title: "आपके लिए शुभ",
    colour: "रंग",
    number: "अंक",
    time: "शुभ समय",
    compatible: "सबसे अनुकूल राशि",
  },
  carousel: {
    title: "अपनी राशि चुनें",
    previous: "पिछली राशियाँ",
    next: "अगली राशियाँ",
    element: { fire: "अग्नि तत्व राशि", earth: "पृथ्वी तत्व राशि", air: "वायु तत्व राशि", water: "जल तत्व राशि" },
    cta: "आज का राशिफल",
    ruledBy: "स्वामी {{lord}}",
  },
  error: {
    title: "राशिफल लोड नहीं हो सका",
    text: "कृपया थोड़ी देर में फिर कोशिश करें।",
  },
  missing: {
    title: "ऐसी कोई राशि नहीं",
    text: "नीचे दी गई बारह राशियों में से एक चुनें।",
  },
};
