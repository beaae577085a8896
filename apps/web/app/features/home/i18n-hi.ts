import type { HomePageStrings } from "./i18n-en";

export const hi: HomePageStrings = {
  blogsSlot: "हमारे ब्लॉग से नया",
  promo: {
    title: "ऑनलाइन ज्योतिषी से परामर्श बुक करें",
    text: "चाहते हैं कि कोई व्यक्ति आपके साथ आपकी कुंडली पढ़े? हमारे विशेषज्ञ ज्योतिषी फ़ोन पर हिंदी, अंग्रेज़ी और क्षेत्रीय भाषाओं में परामर्श देते हैं।",
    more: "और जानें",
    consult: "विशेषज्ञ से परामर्श लें",
  },
  testimonials: {
    title: "हमारे उपयोगकर्ता क्या कहते हैं",
    subtitle: "पूरे भारत के लोगों ने 5 में से {{rating}} रेटिंग दी है।",
    previous: "पिछली समीक्षाएँ",
    next: "अगली समीक्षाएँ",
    rating: "5 में से {{rating}} रेटिंग",
  },
  vlogs: {
    title: "वीडियो",
    subtitle: "वैदिक ज्योतिष पर छोटे वीडियो। जब तक आप चलाएँ नहीं, YouTube से कुछ लोड नहीं होता।",
    play: "वीडियो चलाएँ: {{title}}",
    watchOnYouTube: "YouTube पर देखें",
  },
  subscription: {
    title: "₹199 में हर महीने 500 सवाल",
    text: "लगभग ₹0.40 प्रति सवाल, Oracle और Astra दोनों के लिए। कभी भी रद्द करें।",
    cta: "सदस्यता योजनाएँ देखें",
  },
  astroHub: {
    title: "AstroHub से जुड़ें",
    text: "समुदाय से पूछें, अपनी कुंडली की कहानी साझा करें और ऐसे पॉइंट कमाएँ जिनसे Oracle के सवाल मिलते हैं।",
    cta: "AstroHub पर जाएँ",
  },
  stats: {
    title: "अब तक Graha",
    chats: "कुल चैट",
    users: "संतुष्ट उपयोगकर्ता",
    astrologers: "AI ज्योतिषी",
  },
};
