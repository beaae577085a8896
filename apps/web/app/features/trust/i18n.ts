// The trust pages' short strings (meta tags, Go back, company details, the contact form), in
// English and Hindi; registered under the `trust` key of app/i18n. The pages' long texts are
// in pages-en.ts and pages-hi.ts (ADR 023).
import type { Strings } from "../../i18n/strings";

const en = {
  meta: {
    aboutTitle: "About Us | Graha",
    aboutDescription:
      "Who we are, our mission and vision, and what Graha does: AI Vedic astrology from your own kundli.",
    termsTitle: "Terms of Use | Graha",
    termsDescription:
      "The terms for using Graha: accounts, questions, wallet and payments, fair use and forum content.",
    privacyTitle: "Privacy Policy | Graha",
    privacyDescription:
      "What Graha collects and why, who processes it, how long we keep it, and your rights under India's DPDP Act 2023.",
    refundTitle: "Refund Policy | Graha",
    refundDescription: "Request a refund within 7 days; we reply within 5 business days and refund within 10.",
    shippingTitle: "Shipping Policy | Graha",
    shippingDescription: "Graha is a digital service: questions and plans reach your account as soon as you pay.",
    contactTitle: "Contact Us | Graha",
    contactDescription: "Write to Graha support: Monday to Friday 9 to 6, Saturday 10 to 4. We reply within 24 hours.",
  },
  goBack: "Go back",
  lastUpdated: "Last updated: 26 November 2026",
  company: {
    heading: "Company details",
    name: "Company",
    address: "Registered address",
    gstin: "GSTIN",
  },
  grievance: {
    heading: "Grievance Officer",
    text: "For any question or complaint about your personal data, or to use your rights or withdraw consent, write to our Grievance Officer. We acknowledge within 48 hours and resolve within 30 days.",
    name: "Name",
    email: "Email",
  },
  languageModel: {
    on: "Our language-model provider writes the replies of Oracle and Astra on this site: it receives your question, the name on the birth details and the chart facts computed for it — never your mobile number — only to write the reply.",
    off: "The replies of Oracle and Astra are written on our own servers: your questions are not sent to any outside AI provider. If that changes, this policy will name the provider first.",
  },
  form: {
    heading: "Send us a message",
    name: "Your name",
    reach: "Mobile number or email",
    reachHint: "We reply here.",
    message: "Your message",
    send: "Send message",
    sending: "Sending...",
    failed: "Your message could not be sent. Please try again later.",
  },
};

const hi: Strings<typeof en> = {
  meta: {
    aboutTitle: "हमारे बारे में | Graha",
    aboutDescription: "हम कौन हैं, हमारा मिशन और दृष्टि, और Graha क्या करता है: आपकी अपनी कुंडली से AI वैदिक ज्योतिष।",
    termsTitle: "उपयोग की शर्तें | Graha",
    termsDescription: "Graha के उपयोग की शर्तें: खाता, प्रश्न, वॉलेट और भुगतान, उचित उपयोग और फ़ोरम सामग्री।",
    privacyTitle: "गोपनीयता नीति | Graha",
    privacyDescription:
      "Graha क्या एकत्र करता है और क्यों, उसे कौन प्रोसेस करता है, हम उसे कितने समय रखते हैं, और DPDP Act 2023 के तहत आपके अधिकार।",
    refundTitle: "धनवापसी नीति | Graha",
    refundDescription: "7 दिनों के भीतर धनवापसी का अनुरोध करें; हम 5 कार्य-दिवसों में उत्तर देते हैं और 10 में राशि लौटाते हैं।",
    shippingTitle: "शिपिंग नीति | Graha",
    shippingDescription: "Graha एक डिजिटल सेवा है: भुगतान होते ही प्रश्न और योजनाएँ आपके खाते में पहुँच जाती हैं।",
    contactTitle: "संपर्क करें | Graha",
    contactDescription: "Graha सहायता को लिखें: सोमवार से शुक्रवार 9 से 6, शनिवार 10 से 4। हम 24 घंटे के भीतर उत्तर देते हैं।",
  },
  goBack: "वापस जाएँ",
  lastUpdated: "अंतिम अद्यतन: 26 नवंबर 2026",
  company: {
    heading: "कंपनी विवरण",
    name: "कंपनी",
    address: "पंजीकृत पता",
    gstin: "GSTIN",
  },
  grievance: {
    heading: "शिकायत अधिकारी",
    text: "अपने व्यक्तिगत डेटा से जुड़े किसी प्रश्न या शिकायत के लिए, या अपने अधिकारों का उपयोग करने या सहमति वापस लेने के लिए, हमारे शिकायत अधिकारी को लिखें। हम 48 घंटे के भीतर पावती देते हैं और 30 दिनों के भीतर समाधान करते हैं।",
    name: "नाम",
    email: "ईमेल",
  },
  languageModel: {
    on: "इस साइट पर Oracle और Astra के उत्तर हमारा लैंग्वेज-मॉडल प्रदाता लिखता है: उसे केवल उत्तर लिखने के लिए आपका प्रश्न, जन्म विवरण में दिया नाम और उसके लिए गणना किए गए कुंडली तथ्य मिलते हैं — आपका मोबाइल नंबर कभी नहीं।",
    off: "Oracle और Astra के उत्तर हमारे अपने सर्वर पर लिखे जाते हैं: आपके प्रश्न किसी बाहरी AI प्रदाता को नहीं भेजे जाते। यदि यह बदलता है, तो यह नीति पहले उस प्रदाता का नाम बताएगी।",
  },
  form: {
    heading: "हमें संदेश भेजें",
    name: "आपका नाम",
    reach: "मोबाइल नंबर या ईमेल",
    reachHint: "हम यहीं उत्तर देंगे।",
    message: "आपका संदेश",
    send: "संदेश भेजें",
    sending: "भेजा जा रहा है...",
    failed: "आपका संदेश नहीं भेजा जा सका। कृपया बाद में फिर से प्रयास करें।",
  },
};

export const trustStrings = { en, hi } as const;
