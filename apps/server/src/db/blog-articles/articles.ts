// The builtin blog's seeded articles (ADR 029): slug, publication time, cover (an SVG in
// apps/web/public/blog/), and the title and excerpt in English and Hindi. The bodies are the
// markdown files `<slug>.en.md` and `<slug>.hi.md` beside this file.

export interface Article {
  slug: string;
  published_at: string;
  cover: string;
  title: { en: string; hi: string };
  excerpt: { en: string; hi: string };
}

export const articles: readonly Article[] = [
  {
    slug: "what-is-a-kundli",
    published_at: "2026-06-02T04:30:00.000Z",
    cover: "kundli",
    title: { en: "What is a kundli?", hi: "कुंडली क्या है?" },
    excerpt: {
      en: "A kundli is a map of the sky at the moment you were born. Here is what it contains, how it is drawn and what it can and cannot tell you.",
      hi: "कुंडली आपके जन्म के क्षण के आकाश का नक्शा है। जानिए इसमें क्या होता है, यह कैसे बनती है, और यह क्या बता सकती है और क्या नहीं।",
    },
  },
  {
    slug: "the-27-nakshatras",
    published_at: "2026-06-16T04:30:00.000Z",
    cover: "nakshatras",
    title: { en: "The 27 nakshatras, simply explained", hi: "27 नक्षत्र, सरल भाषा में" },
    excerpt: {
      en: "The Moon passes through 27 lunar mansions every month. Your birth nakshatra shapes your name syllable, your dasha and your match.",
      hi: "चंद्रमा हर महीने 27 नक्षत्रों से होकर गुज़रता है। आपका जन्म नक्षत्र नाम का अक्षर, दशा और मिलान तय करता है।",
    },
  },
  {
    slug: "vimshottari-dasha-explained",
    published_at: "2026-06-30T04:30:00.000Z",
    cover: "dasha",
    title: { en: "Vimshottari dasha: the timeline of your chart", hi: "विंशोत्तरी दशा: आपकी कुंडली की समय-रेखा" },
    excerpt: {
      en: "A 120-year cycle of planetary periods tells an astrologer which part of your chart is speaking now. How it is calculated and how to read it.",
      hi: "ग्रहों की अवधियों का 120 वर्ष का चक्र बताता है कि अभी आपकी कुंडली का कौन-सा भाग सक्रिय है। इसकी गणना और इसे पढ़ने का तरीका।",
    },
  },
  {
    slug: "sade-sati-without-fear",
    published_at: "2026-07-14T04:30:00.000Z",
    cover: "saturn",
    title: { en: "Sade Sati without fear", hi: "साढ़े साती, बिना डर के" },
    excerpt: {
      en: "Seven and a half years of Saturn near your Moon sound frightening. What Sade Sati really is, why it is not a curse and how to use it well.",
      hi: "चंद्र राशि के पास शनि के साढ़े सात वर्ष डरावने लगते हैं। साढ़े साती वास्तव में क्या है, यह अभिशाप क्यों नहीं है और इसका सदुपयोग कैसे करें।",
    },
  },
  {
    slug: "how-guna-milan-works",
    published_at: "2026-07-28T04:30:00.000Z",
    cover: "matching",
    title: { en: "How guna milan works", hi: "गुण मिलान कैसे होता है" },
    excerpt: {
      en: "The 36-point match compares two Moons through eight kootas. What each koota measures, what a score means and what it leaves out.",
      hi: "36 अंकों का मिलान आठ कूटों के माध्यम से दो चंद्रमाओं की तुलना करता है। हर कूट क्या मापता है, अंक का अर्थ क्या है और क्या छूट जाता है।",
    },
  },
  {
    slug: "choosing-and-rectifying-birth-time",
    published_at: "2026-08-11T04:30:00.000Z",
    cover: "clock",
    title: { en: "Your birth time: finding it and rectifying it", hi: "जन्म समय: उसे खोजना और शुद्ध करना" },
    excerpt: {
      en: "The ascendant moves a whole sign in about two hours, so minutes matter. Where to find your birth time and how astrologers correct an uncertain one.",
      hi: "लग्न लगभग दो घंटे में पूरी राशि बदल देता है, इसलिए मिनट मायने रखते हैं। जन्म समय कहाँ मिलेगा और अनिश्चित समय को कैसे शुद्ध किया जाता है।",
    },
  },
  {
    slug: "the-12-houses",
    published_at: "2026-08-25T04:30:00.000Z",
    cover: "houses",
    title: { en: "The 12 houses of a birth chart", hi: "जन्म कुंडली के 12 भाव" },
    excerpt: {
      en: "Each house is an area of life, from the self to career to letting go. A tour of the twelve bhavas and how they work together.",
      hi: "हर भाव जीवन का एक क्षेत्र है, स्वयं से लेकर करियर और मोक्ष तक। बारह भावों की यात्रा और वे एक-दूसरे से कैसे जुड़ते हैं।",
    },
  },
  {
    slug: "the-nine-grahas",
    published_at: "2026-09-08T04:30:00.000Z",
    cover: "grahas",
    title: { en: "The nine grahas and what they signify", hi: "नौ ग्रह और उनके कारकत्व" },
    excerpt: {
      en: "Sun to Ketu: the nine grahas of Vedic astrology, what each one stands for, and why Rahu and Ketu are points rather than planets.",
      hi: "सूर्य से केतु तक: वैदिक ज्योतिष के नौ ग्रह, हर ग्रह किसका कारक है, और राहु-केतु ग्रह नहीं बल्कि बिंदु क्यों हैं।",
    },
  },
  {
    slug: "mangal-dosha-facts-and-myths",
    published_at: "2026-09-22T04:30:00.000Z",
    cover: "mars",
    title: { en: "Mangal dosha: facts and myths", hi: "मंगल दोष: तथ्य और भ्रम" },
    excerpt: {
      en: "Mars in certain houses is called Mangal dosha, and it worries many families. What the rule says, its many exceptions and what it does not mean.",
      hi: "कुछ भावों में मंगल को मंगल दोष कहा जाता है, और यह कई परिवारों को चिंतित करता है। नियम क्या कहता है, इसके अपवाद और इसका क्या अर्थ नहीं है।",
    },
  },
  {
    slug: "lagna-vs-moon-sign",
    published_at: "2026-10-06T04:30:00.000Z",
    cover: "lagna",
    title: { en: "Lagna or Moon sign: which one is you?", hi: "लग्न या चंद्र राशि: आप कौन-सी हैं?" },
    excerpt: {
      en: "Vedic astrology reads your chart from the ascendant and from the Moon. Why both matter and why your rashi horoscope uses the Moon.",
      hi: "वैदिक ज्योतिष कुंडली को लग्न से भी पढ़ता है और चंद्रमा से भी। दोनों क्यों ज़रूरी हैं और राशिफल चंद्र राशि से क्यों बनता है।",
    },
  },
  {
    slug: "gochar-transits",
    published_at: "2026-10-20T04:30:00.000Z",
    cover: "transits",
    title: { en: "Gochar: how transits touch your chart", hi: "गोचर: ग्रहों का भ्रमण आपकी कुंडली को कैसे छूता है" },
    excerpt: {
      en: "The planets keep moving after you are born. How their passage over your natal Moon and houses is read, and why dasha comes first.",
      hi: "जन्म के बाद भी ग्रह चलते रहते हैं। जन्म चंद्रमा और भावों पर उनके भ्रमण को कैसे पढ़ा जाता है, और दशा पहले क्यों देखी जाती है।",
    },
  },
  {
    slug: "yogas-in-your-chart",
    published_at: "2026-11-03T04:30:00.000Z",
    cover: "yogas",
    title: { en: "Yogas: the special combinations in a chart", hi: "योग: कुंडली के विशेष संयोग" },
    excerpt: {
      en: "Raja yoga, Gajakesari, the Pancha Mahapurusha yogas: what a yoga is, how to judge its strength and why its name alone promises nothing.",
      hi: "राजयोग, गजकेसरी, पंच महापुरुष योग: योग क्या है, उसकी शक्ति कैसे परखें और केवल नाम से कुछ तय क्यों नहीं होता।",
    },
  },
];
