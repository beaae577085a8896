// The shared-link page (/share/{id}) in English and Hindi; registered under the `share` key of app/i18n.

const en = {
  metaKundliTitle: "A kundli shared from Graha",
  metaKundliDescription: "Lagna, Moon sign and nakshatra of a birth chart made on Graha. Make your own free kundli.",
  metaAnswerTitle: "An answer from {{name}} on Graha",
  metaAnswerDescription: "{{name}} read a birth chart and answered. Ask about your own chart on Graha.",
  kundliHeading: "A kundli shared from Graha",
  answerHeading: "{{name}} answered",
  imageAlt: "The shared card",
  lagna: "Lagna",
  moonSign: "Moon sign",
  nakshatra: "Nakshatra",
  born: "Born",
  question: "Question",
  makeKundli: "Make your free kundli",
  askAstrologer: "Ask {{name}} about your chart",
};

const hi: typeof en = {
  metaKundliTitle: "Graha से शेयर की गई कुंडली",
  metaKundliDescription: "Graha पर बनी कुंडली का लग्न, चंद्र राशि और नक्षत्र। अपनी मुफ़्त कुंडली बनाएँ।",
  metaAnswerTitle: "Graha पर {{name}} का उत्तर",
  metaAnswerDescription: "{{name}} ने एक कुंडली पढ़कर उत्तर दिया। Graha पर अपनी कुंडली के बारे में पूछें।",
  kundliHeading: "Graha से शेयर की गई कुंडली",
  answerHeading: "{{name}} का उत्तर",
  imageAlt: "शेयर किया गया कार्ड",
  lagna: "लग्न",
  moonSign: "चंद्र राशि",
  nakshatra: "नक्षत्र",
  born: "जन्म",
  question: "प्रश्न",
  makeKundli: "अपनी मुफ़्त कुंडली बनाएँ",
  askAstrologer: "अपनी कुंडली के बारे में {{name}} से पूछें",
};

export const shareStrings = { en, hi };
