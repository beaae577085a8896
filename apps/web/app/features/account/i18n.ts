// The account page's "Your data" card, in English and Hindi; registered under the `account`
// key of app/i18n.

const en = {
  myData: {
    title: "Your data",
    intro:
      "Download everything Graha keeps about you: profile, consent, kundlis, chats, wallet statement, payments, plans and forum posts, as one JSON file.",
    download: "Download my data",
  },
};

const hi: typeof en = {
  myData: {
    title: "आपका डेटा",
    intro:
      "Graha आपके बारे में जो कुछ रखता है, वह सब डाउनलोड करें: प्रोफ़ाइल, सहमति, कुंडलियाँ, चैट, वॉलेट स्टेटमेंट, भुगतान, प्लान और फ़ोरम पोस्ट, एक JSON फ़ाइल में।",
    download: "मेरा डेटा डाउनलोड करें",
  },
};

export const accountStrings = { en, hi };
