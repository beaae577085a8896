// Every visible string of the predictions pages (/daily-prediction, /free-prediction) and the
// home page's prediction carousel, in English and Hindi (same keys; `hi` is typed by `en`).
// Registered under the `predictions` key of app/i18n. Texts quoted by the spec are kept word
// for word; Graha, Oracle and Astra stay in Latin letters in Hindi (product.md).

const en = {
  meta: {
    pageTitle: "Your personal predictions | Graha",
    pageDescription: "Daily, weekly, monthly and yearly predictions written by Oracle from your own kundli.",
    demoTitle: "Example: astrologer reviews and ratings | Graha",
    demoDescription: "An example page showing how astrologer cards and review summaries look on Graha.",
  },
  title: "Your Predictions",
  subtitle:
    "Oracle reads your running dasha, this period's transits over your houses and Moon, ashtakavarga and Sade Sati.",
  period: "Period",
  periods: {
    daily: "Today & Tomorrow",
    weekly: "This Week",
    monthly: "This Month",
    yearly: "This Year",
  },
  language: "Language",
  languages: { English: "English", Hindi: "Hindi" },
  left: "Predictions left",
  leftShort: {
    daily: "Daily",
    weekly: "Weekly",
    monthly: "Monthly",
    yearly: "Yearly",
  },
  generate: "Generate",
  generating: "Please wait! Oracle is generating your predictions",
  panelLabel: "Your prediction",
  empty: "Choose a period and a language, then press Generate.",
  noKundli: "Choose a kundli first.",
  chooseKundli: "Enter birth details",
  genericError: "An error occurred. Please try again later.",
  noCredits: "You have no {{period}} predictions left.",
  packsTitle: "Prediction packs",
  allRecharges: "See all recharge packs",
  buy: "Buy",
  aiNote: "Oracle is an AI astrologer; predictions are written from your chart and are not a human consultation.",
  carousel: {
    label: "Your predictions",
    previous: "Previous",
    next: "Next",
  },
  demo: {
    badge: "Example page",
    notice:
      "This page is an example of how astrologer profiles and reviews will look. The astrologers, ratings and reviews below are placeholders, not real people or real reviews.",
    title: "Talk to an astrologer",
    experience: "{{years}} years of experience",
    languages: "Hindi, English",
    astrologer: "Example Astrologer {{initial}}",
    skills: { a1: "Vedic, Numerology", a2: "Vedic, Prashna, Vastu" },
    ratingTitle: "Ratings and reviews",
    outOf: "out of 5",
    reviews: "{{count}} reviews",
    stars: "{{count}} stars",
    reviewsTitle: "Example reviews",
    reviewer: "Example user {{number}}",
    sample: {
      r1: "Placeholder review: the reading was clear and matched my chart.",
      r2: "Placeholder review: helpful guidance about the timing of my career change.",
      r3: "Placeholder review: calm and patient, explained my dasha well.",
    },
    cta: "Get your own prediction",
  },
};

export type PredictionMessages = typeof en;

const hi: PredictionMessages = {
  meta: {
    pageTitle: "आपके व्यक्तिगत भविष्यफल | Graha",
    pageDescription: "आपकी अपनी कुंडली से Oracle द्वारा लिखे गए दैनिक, साप्ताहिक, मासिक और वार्षिक भविष्यफल।",
    demoTitle: "उदाहरण: ज्योतिषी समीक्षाएँ और रेटिंग | Graha",
    demoDescription: "एक उदाहरण पृष्ठ, जो दिखाता है कि Graha पर ज्योतिषी कार्ड और समीक्षा सारांश कैसे दिखते हैं।",
  },
  title: "आपके भविष्यफल",
  subtitle: "Oracle आपकी चल रही दशा, इस अवधि में आपके भावों और चंद्रमा पर गोचर, अष्टकवर्ग और साढ़ेसाती पढ़ता है।",
  period: "अवधि",
  periods: {
    daily: "आज और कल",
    weekly: "यह सप्ताह",
    monthly: "यह महीना",
    yearly: "यह वर्ष",
  },
  language: "भाषा",
  languages: { English: "अंग्रेज़ी", Hindi: "हिंदी" },
  left: "शेष भविष्यफल",
  leftShort: {
    daily: "दैनिक",
    weekly: "साप्ताहिक",
    monthly: "मासिक",
    yearly: "वार्षिक",
  },
  generate: "बनाएँ",
  generating: "कृपया प्रतीक्षा करें! Oracle आपका भविष्यफल बना रहा है",
  panelLabel: "आपका भविष्यफल",
  empty: "अवधि और भाषा चुनें, फिर बनाएँ दबाएँ।",
  noKundli: "पहले एक कुंडली चुनें।",
  chooseKundli: "जन्म विवरण भरें",
  genericError: "एक त्रुटि हुई। कृपया बाद में फिर से प्रयास करें।",
  noCredits: "आपके पास कोई {{period}} भविष्यफल शेष नहीं है।",
  packsTitle: "भविष्यफल पैक",
  allRecharges: "सभी रिचार्ज पैक देखें",
  buy: "खरीदें",
  aiNote: "Oracle एक AI ज्योतिषी है; भविष्यफल आपकी कुंडली से लिखे जाते हैं, यह किसी मानव ज्योतिषी से परामर्श नहीं है।",
  carousel: {
    label: "आपके भविष्यफल",
    previous: "पिछला",
    next: "अगला",
  },
  demo: {
    badge: "उदाहरण पृष्ठ",
    notice:
      "यह पृष्ठ एक उदाहरण है कि ज्योतिषी प्रोफ़ाइल और समीक्षाएँ कैसी दिखेंगी। नीचे दिए गए ज्योतिषी, रेटिंग और समीक्षाएँ केवल नमूना हैं, असली लोग या असली समीक्षाएँ नहीं।",
    title: "ज्योतिषी से बात करें",
    experience: "{{years}} वर्ष का अनुभव",
    languages: "हिंदी, अंग्रेज़ी",
    astrologer: "उदाहरण ज्योतिषी {{initial}}",
    skills: { a1: "वैदिक, अंक ज्योतिष", a2: "वैदिक, प्रश्न, वास्तु" },
    ratingTitle: "रेटिंग और समीक्षाएँ",
    outOf: "5 में से",
    reviews: "{{count}} समीक्षाएँ",
    stars: "{{count}} स्टार",
    reviewsTitle: "उदाहरण समीक्षाएँ",
    reviewer: "उदाहरण उपयोगकर्ता {{number}}",
    sample: {
      r1: "नमूना समीक्षा: फलादेश स्पष्ट था और मेरी कुंडली से मेल खाता था।",
      r2: "नमूना समीक्षा: करियर बदलने के समय पर उपयोगी मार्गदर्शन।",
      r3: "नमूना समीक्षा: शांत और धैर्यवान, मेरी दशा अच्छे से समझाई।",
    },
    cta: "अपना भविष्यफल पाएँ",
  },
};

export const predictionStrings = { en, hi };
