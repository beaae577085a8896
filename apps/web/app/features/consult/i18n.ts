// Every visible string of the consult page, in English and Hindi (same keys; `hi` is typed by
// `en`). Registered under the `consult` key of app/i18n. The astrologers' own texts come from
// the API in the visitor's language; the form's validation texts are the API's catalogue.
import type { Strings } from "../../i18n/strings";
const en = {
  meta: {
    pageTitle: "Consult Expert Astrologer | Graha",
    pageDescription:
      "Book a consultation with an experienced Vedic astrologer: marriage and compatibility, career and finance, muhurta and remedies, in Hindi, English and regional languages.",
  },
  title: "Consult an Expert Astrologer",
  subtitle:
    "Talk to an experienced human astrologer. Leave your details and we call you back to arrange the consultation.",
  unavailable: "The astrologers could not be loaded. Please try again in a moment.",
  enlarge: "Enlarge the photo of {{name}}",
  photoOf: "Photo of {{name}}",
  close: "Close",
  rating: "Rated {{rating}} out of 5",
  experience_one: "{{count}} year of experience",
  experience_other: "{{count}} years of experience",
  experienceLabel: "Experience",
  languages: "Languages",
  specialization: "Specialisation",
  consultNow: "Consult Now",
  consultWith: "Consult {{name}}",
  testimonials: "What clients say",
  showTestimonials: "Show testimonials",
  hideTestimonials: "Hide testimonials",
  form: {
    title: "Request a consultation",
    with: "With {{name}}",
    fullName: "Full name",
    mobile: "Mobile number",
    mobileLocked: "The mobile number of your account.",
    email: "Email (optional)",
    birthPlace: "Birth place (optional)",
    birthDate: "Date of birth (optional)",
    birthTime: "Time of birth (optional)",
    submit: "Submit",
    sending: "Submitting...",
    failed: "Error submitting form. Please try again.",
  },
  success: {
    title: "Request received",
    fallback: "We will get back to you soon.",
    done: "OK",
  },
};

const hi: Strings<typeof en> = {
  meta: {
    pageTitle: "विशेषज्ञ ज्योतिषी से परामर्श | Graha",
    pageDescription:
      "अनुभवी वैदिक ज्योतिषी से परामर्श बुक करें: विवाह और गुण मिलान, करियर और धन, मुहूर्त और उपाय, हिंदी, अंग्रेज़ी और क्षेत्रीय भाषाओं में।",
  },
  title: "विशेषज्ञ ज्योतिषी से परामर्श लें",
  subtitle: "किसी अनुभवी ज्योतिषी से बात करें। अपना विवरण छोड़ें, परामर्श तय करने के लिए हम आपको फ़ोन करेंगे।",
  unavailable: "ज्योतिषियों की जानकारी लोड नहीं हो सकी। कृपया थोड़ी देर में फिर कोशिश करें।",
  enlarge: "{{name}} की फ़ोटो बड़ी करें",
  photoOf: "{{name}} की फ़ोटो",
  close: "बंद करें",
  rating: "5 में से {{rating}} रेटिंग",
  experience_one: "{{count}} वर्ष का अनुभव",
  experience_other: "{{count}} वर्षों का अनुभव",
  experienceLabel: "अनुभव",
  languages: "भाषाएँ",
  specialization: "विशेषज्ञता",
  consultNow: "अभी परामर्श लें",
  consultWith: "{{name}} से परामर्श लें",
  testimonials: "ग्राहकों की राय",
  showTestimonials: "समीक्षाएँ दिखाएँ",
  hideTestimonials: "समीक्षाएँ छिपाएँ",
  form: {
    title: "परामर्श का अनुरोध",
    with: "{{name}} के साथ",
    fullName: "पूरा नाम",
    mobile: "मोबाइल नंबर",
    mobileLocked: "आपके खाते का मोबाइल नंबर।",
    email: "ईमेल (वैकल्पिक)",
    birthPlace: "जन्म स्थान (वैकल्पिक)",
    birthDate: "जन्म तिथि (वैकल्पिक)",
    birthTime: "जन्म समय (वैकल्पिक)",
    submit: "जमा करें",
    sending: "जमा हो रहा है...",
    failed: "फ़ॉर्म जमा करने में त्रुटि। कृपया फिर से कोशिश करें।",
  },
  success: {
    title: "अनुरोध मिल गया",
    fallback: "हम जल्द ही आपसे संपर्क करेंगे।",
    done: "ठीक है",
  },
};

export const consultStrings = { en, hi };
