import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { addMissing, siteContentRows } from "./seed-rows.ts";

// The home and consult pages' content as a new install shows it (ADR 030): the spec's copy,
// in English and Hindi. Rows are only added when missing, so the operations console's edits
// survive restarts. Ratings are tenths: the spec fixes every testimonial at 4.6.

/** Site content keys (the `site_content` table) the home page reads beside `home.stats`. */
export const homeSiteContent: Record<string, unknown> = {
  "home.hero": {
    en: {
      badge: "6 Free Questions",
      title: "Your stars, answered in minutes",
      subtitle: "Chat with Oracle and Astra, AI Vedic astrologers that read your own birth chart, in English or Hindi.",
    },
    hi: {
      badge: "6 मुफ़्त सवाल",
      title: "आपके सितारे, मिनटों में जवाब",
      subtitle: "Oracle और Astra से बात करें, AI वैदिक ज्योतिषी जो आपकी अपनी जन्म कुंडली पढ़ते हैं, हिंदी या अंग्रेज़ी में।",
    },
  },
  // The figures of `home.stats` as Hindi readers write them (lakh, not million).
  "home.stats_hi": { predictionsCompleted: "30 लाख+", happyUsers: "3,00,000", totalChats: "20 लाख+" },
};

const SPEC_RATING = 46;

export const homeTestimonials = [
  {
    id: "t1",
    name: "Priya Sharma",
    name_hi: "प्रिया शर्मा",
    designation: "Teacher, Jaipur",
    designation_hi: "शिक्षिका, जयपुर",
    avatar: "/avatars/f2.svg",
    comment:
      "Oracle explained my Saturn dasha in plain words and named the houses it rules in my own chart. I finally understood why the last two years felt slow.",
    comment_hi:
      "Oracle ने मेरी शनि दशा को सरल शब्दों में समझाया और मेरी अपनी कुंडली के वे भाव बताए जिनका वह स्वामी है। अब समझ आया कि पिछले दो साल धीमे क्यों लगे।",
    compliment_tag: "Accurate reading",
    compliment_tag_hi: "सटीक फलादेश",
  },
  {
    id: "t2",
    name: "Rahul Verma",
    name_hi: "राहुल वर्मा",
    designation: "Software engineer, Bengaluru",
    designation_hi: "सॉफ़्टवेयर इंजीनियर, बेंगलुरु",
    avatar: "/avatars/m3.svg",
    comment:
      "I asked Astra about a job change and got the transits of the coming months with the reasoning behind them, not vague promises.",
    comment_hi: "मैंने Astra से नौकरी बदलने के बारे में पूछा और आने वाले महीनों के गोचर उनके कारणों के साथ मिले, खोखले वादे नहीं।",
    compliment_tag: "Clear career advice",
    compliment_tag_hi: "साफ़ करियर सलाह",
  },
  {
    id: "t3",
    name: "Anjali Deshmukh",
    name_hi: "अंजलि देशमुख",
    designation: "Homemaker, Pune",
    designation_hi: "गृहिणी, पुणे",
    avatar: "/avatars/f5.svg",
    comment:
      "Our guna milan came with the score, the weak kootas and what they mean for us. My family read it together in Hindi.",
    comment_hi: "हमारे गुण मिलान में अंक, कमज़ोर कूट और उनका हमारे लिए अर्थ, सब मिला। पूरे परिवार ने इसे हिंदी में साथ पढ़ा।",
    compliment_tag: "Helpful for marriage",
    compliment_tag_hi: "विवाह में मददगार",
  },
  {
    id: "t4",
    name: "Vikram Singh",
    name_hi: "विक्रम सिंह",
    designation: "Shop owner, Lucknow",
    designation_hi: "दुकान मालिक, लखनऊ",
    avatar: "/avatars/m6.svg",
    comment: "The daily horoscope for my sign is short and practical. I read it every morning before opening the shop.",
    comment_hi: "मेरी राशि का दैनिक राशिफल छोटा और काम का है। मैं रोज़ सुबह दुकान खोलने से पहले इसे पढ़ता हूँ।",
    compliment_tag: "Daily habit",
    compliment_tag_hi: "रोज़ की आदत",
  },
  {
    id: "t5",
    name: "Sneha Iyer",
    name_hi: "स्नेहा अय्यर",
    designation: "Student, Chennai",
    designation_hi: "विद्यार्थी, चेन्नई",
    avatar: "/avatars/f7.svg",
    comment:
      "I was scared of Sade Sati. Oracle showed me exactly when it starts for my Moon sign and what it does and does not mean.",
    comment_hi: "मुझे साढ़े साती से डर लगता था। Oracle ने मेरी चंद्र राशि के लिए इसका आरंभ और इसका सही अर्थ साफ़-साफ़ बताया।",
    compliment_tag: "Calm and honest",
    compliment_tag_hi: "शांत और ईमानदार",
  },
  {
    id: "t6",
    name: "Arjun Mehta",
    name_hi: "अर्जुन मेहता",
    designation: "Chartered accountant, Ahmedabad",
    designation_hi: "चार्टर्ड अकाउंटेंट, अहमदाबाद",
    avatar: "/avatars/m2.svg",
    comment: "Answers in minutes, at a fraction of a phone consultation's price, and every claim is tied to my chart.",
    comment_hi: "मिनटों में जवाब, फ़ोन परामर्श के मुक़ाबले बहुत कम दाम में, और हर बात मेरी कुंडली से जुड़ी हुई।",
    compliment_tag: "Great value",
    compliment_tag_hi: "किफ़ायती",
  },
].map((row, i) => ({ ...row, rating_tenths: SPEC_RATING, sort: i + 1 }));

// Placeholder videos: the ids are to be replaced by the channel's own uploads from the
// operations console (the spec names the items but not their ids). A click is needed before
// anything loads from YouTube, so a wrong id costs the visitor nothing until then.
export const homeVideos = [
  {
    id: "v1",
    youtube_id: "fUcQh1y0lq8",
    title: "What is a kundli? Your birth chart explained",
    title_hi: "कुंडली क्या है? आपकी जन्म कुंडली की सरल व्याख्या",
  },
  {
    id: "v2",
    youtube_id: "Yc7p9cGAbE0",
    title: "The 27 nakshatras in ten minutes",
    title_hi: "दस मिनट में 27 नक्षत्र",
  },
  {
    id: "v3",
    youtube_id: "Ow3nK7xqZ5Y",
    title: "Sade Sati without fear",
    title_hi: "साढ़े साती, बिना डर के",
  },
].map((row, i) => ({ ...row, sort: i + 1 }));

export const consultants = [
  {
    id: "meera-joshi",
    name: "Acharya Meera Joshi",
    name_hi: "आचार्या मीरा जोशी",
    photo: "/consultants/meera-joshi.svg",
    rating_tenths: 49,
    specialization: "Marriage, compatibility and family",
    specialization_hi: "विवाह, गुण मिलान और परिवार",
    bio: "Meera has read charts for couples and families for two decades, trained in Parashari jyotish in Varanasi. She looks at the seventh house, Venus and the navamsa before anything else, and speaks plainly about what a match asks of both people.",
    bio_hi:
      "मीरा बीस वर्षों से दंपतियों और परिवारों की कुंडलियाँ देख रही हैं; उन्होंने वाराणसी में पाराशरी ज्योतिष सीखा। वे सबसे पहले सप्तम भाव, शुक्र और नवांश देखती हैं, और साफ़ बताती हैं कि एक रिश्ता दोनों से क्या माँगता है।",
    experience_years: 20,
    languages: ["Hindi", "English", "Marathi"],
    languages_hi: ["हिंदी", "अंग्रेज़ी", "मराठी"],
  },
  {
    id: "raghav-sharma",
    name: "Pandit Raghav Sharma",
    name_hi: "पंडित राघव शर्मा",
    photo: "/consultants/raghav-sharma.svg",
    rating_tenths: 48,
    specialization: "Career, business and finance",
    specialization_hi: "करियर, व्यापार और धन",
    bio: "Raghav reads the tenth and eleventh houses through the running Vimshottari dasha and the year's transits. Business owners and professionals come to him before a job change, a new venture or a large purchase.",
    bio_hi:
      "राघव चल रही विंशोत्तरी दशा और वर्ष के गोचर से दशम और एकादश भाव पढ़ते हैं। व्यापारी और पेशेवर नौकरी बदलने, नया काम शुरू करने या बड़ी ख़रीद से पहले उनसे सलाह लेते हैं।",
    experience_years: 15,
    languages: ["Hindi", "English", "Punjabi"],
    languages_hi: ["हिंदी", "अंग्रेज़ी", "पंजाबी"],
  },
  {
    id: "lakshmi-narayanan",
    name: "Jyotishi Lakshmi Narayanan",
    name_hi: "ज्योतिषी लक्ष्मी नारायणन",
    photo: "/consultants/lakshmi-narayanan.svg",
    rating_tenths: 47,
    specialization: "Health, remedies and muhurta",
    specialization_hi: "स्वास्थ्य, उपाय और मुहूर्त",
    bio: "Lakshmi chooses auspicious times for ceremonies, travel and new beginnings, and suggests simple remedies (mantra, charity, fasting) rather than costly ones. For health questions she always asks you to see a doctor first.",
    bio_hi:
      "लक्ष्मी संस्कारों, यात्रा और नई शुरुआत के लिए शुभ मुहूर्त निकालती हैं, और महँगे उपायों के बजाय सरल उपाय (मंत्र, दान, व्रत) सुझाती हैं। स्वास्थ्य के सवालों पर वे हमेशा पहले डॉक्टर से मिलने को कहती हैं।",
    experience_years: 12,
    languages: ["Tamil", "English", "Hindi"],
    languages_hi: ["तमिल", "अंग्रेज़ी", "हिंदी"],
  },
].map((row, i) => ({ ...row, sort: i + 1 }));

export const consultantTestimonials = [
  [
    "meera-joshi",
    "Kavya R.",
    "काव्या आर.",
    "She spotted what worried our parents in the match and explained why it mattered less than they feared.",
    "उन्होंने मिलान में वह बात पकड़ी जो हमारे माता-पिता को चिंतित कर रही थी, और समझाया कि वह उतनी गंभीर क्यों नहीं है।",
    50,
  ],
  [
    "meera-joshi",
    "Sanjay K.",
    "संजय के.",
    "Patient and practical. No fear, no expensive remedies.",
    "धैर्यवान और व्यावहारिक। न डर, न महँगे उपाय।",
    48,
  ],
  [
    "raghav-sharma",
    "Nitin P.",
    "नितिन पी.",
    "His reading of my dasha matched the timing of my promotion almost to the month.",
    "मेरी दशा का उनका विश्लेषण मेरी पदोन्नति के समय से लगभग महीने तक मेल खाया।",
    49,
  ],
  [
    "raghav-sharma",
    "Farah S.",
    "फ़राह एस.",
    "Clear about what the chart shows and honest about what it cannot.",
    "कुंडली क्या दिखाती है इस पर साफ़, और क्या नहीं दिखा सकती इस पर ईमानदार।",
    47,
  ],
  [
    "lakshmi-narayanan",
    "Deepa M.",
    "दीपा एम.",
    "She found a muhurta for our griha pravesh that suited the whole family.",
    "उन्होंने हमारे गृह प्रवेश के लिए ऐसा मुहूर्त निकाला जो पूरे परिवार के अनुकूल था।",
    48,
  ],
  [
    "lakshmi-narayanan",
    "Harish V.",
    "हरीश वी.",
    "Simple remedies I could actually keep up with, explained in Tamil.",
    "ऐसे सरल उपाय जिन्हें मैं सच में निभा सका, तमिल में समझाए गए।",
    46,
  ],
].map(([consultant_id, name, name_hi, text, text_hi, rating], i) => ({
  id: `ct${i + 1}`,
  consultant_id: String(consultant_id),
  name: String(name),
  name_hi: String(name_hi),
  text: String(text),
  text_hi: String(text_hi),
  rating_tenths: Number(rating),
  sort: i + 1,
}));

/** Adds the missing home and consult content (never overwrites); returns how many rows were new. */
export async function seedHomeContent(db: Kysely<Database>, now: Date): Promise<number> {
  const languages = (c: (typeof consultants)[number]) => ({
    ...c,
    languages: JSON.stringify(c.languages),
    languages_hi: JSON.stringify(c.languages_hi),
  });
  return (
    (await addMissing(db, "site_content", "key", siteContentRows(homeSiteContent, now))) +
    (await addMissing(db, "home_testimonials", "id", homeTestimonials)) +
    (await addMissing(db, "home_videos", "id", homeVideos)) +
    (await addMissing(db, "consultants", "id", consultants.map(languages))) +
    (await addMissing(db, "consultant_testimonials", "id", consultantTestimonials))
  );
}
