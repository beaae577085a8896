// What a reply may never say, whatever the chart: a sale of gems, pujas or paid rituals,
// and certainty about an outcome. Latin patterns are matched case-insensitively.

const GEM_OR_RITUAL = new RegExp(
  [
    String.raw`\b(?:gem(?:stone)?s?|stones?|sapphires?|rub(?:y|ies)|emeralds?|pearls?|corals?|diamonds?|hessonite|cat'?s[- ]eye|opals?)\b`,
    String.raw`\b(?:ratna|neelam|pukhraj|panna|moti|manik|moonga|gomed|rudraksha|yantras?|talisman|amulets?|tabeez)\b`,
    String.raw`\b(?:pujas?|poojas?|havans?|homa(?:m|s)?|yagyas?|yajnas?|anushthan|rituals?|shanti path|jaap package)\b`,
    "रत्न|नीलम|पुखराज|पन्ना|मोती|माणिक|मूंगा|गोमेद|रुद्राक्ष|यंत्र|ताबीज|पूजा|पूजन|हवन|यज्ञ|अनुष्ठान",
  ].join("|"),
  "iu",
);

// Asking the person to get, wear, book or pay for one of the above.
const SELLING = new RegExp(
  [
    String.raw`\b(?:buy|buying|purchase|order|book|booking|pay|paying|payment|price[ds]?|costs?|fees?|charges?|sponsor|wear|wearing|perform|get (?:a|an|the|your)|from us|our (?:shop|store|website|app|team|pandits?|priests?|temple))\b`,
    "ख़रीद|खरीद|बुक|कीमत|क़ीमत|शुल्क|भुगतान|पहनें|पहनिए|पहने|धारण|करवाएँ|करवाएं|करवाइए|कराएँ|कराएं|कराइए",
  ].join("|"),
  "iu",
);

// A price: ₹5,100, Rs. 500, INR 999, 5100 rupees, 5100 रुपये.
const PRICE = /₹|\b(?:rs\.?|inr)\s?\d|\d[\d,]*\s?(?:rupees|रुपये|रुपए|रु\.)/iu;

// Certainty about an outcome: product.md never promises a court, money or health result,
// and no reading is certain, so a certainty word is removed wherever it stands.
const CERTAINTY = new RegExp(
  [
    String.raw`\b(?:definitely|guarantee[ds]?|guaranteed|assured(?:ly)?|for sure|without (?:any )?doubt|no doubt|certain to|bound to|surely will|will surely|certainly will|will certainly|100 ?%|100 per ?cent|hundred per ?cent)`,
    "निश्चित रूप से|निश्चित ही|निश्चित तौर|निश्चित है|पक्का|पक्की|पक्के|गारंटी|100 ?%|100 प्रतिशत|शत-प्रतिशत|शत प्रतिशत|बिना किसी संदेह|ज़रूर जीत|जरूर जीत",
  ].join("|"),
  "iu",
);

// Black magic, the evil eye or a curse said to be at work (ADR 052): where people are exploited.
const DARK_ARTS =
  /\b(?:black magic|kala jadu|kaala jaadu|jadu ?tona|jaadu ?tona|evil eye|curse[ds]?|cursed|tantra done|kisi ne kuch (?:karwa|kara|kar) diya)\b|जादू[ -]?टोना|काला जादू|श्राप|किसी ने कुछ (?:करवा|करा|कर) दिया/iu;
// Said to be absent or unreal: "No chart shows black magic", "कोई कुंडली जादू-टोना नहीं दिखाती".
const DENIED = /\b(?:no|not|never|nobody|no one|cannot|can'?t|isn'?t|doesn'?t|don'?t|nothing)\b|नहीं|कोई कुंडली/iu;

/** Sells a gem, puja or paid ritual, or names a price. */
export const sells = (sentence: string): boolean =>
  PRICE.test(sentence) || (GEM_OR_RITUAL.test(sentence) && SELLING.test(sentence));

/** Promises an outcome ("definitely", "guaranteed", "100%", "निश्चित रूप से", "पक्का"). */
export const promises = (sentence: string): boolean => CERTAINTY.test(sentence);

/** Says black magic, the evil eye or a curse is at work ("someone has done black magic on you"). */
export const stokesFear = (sentence: string): boolean => DARK_ARTS.test(sentence) && !DENIED.test(sentence);
