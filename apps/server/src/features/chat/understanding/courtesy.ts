// A message that asks nothing: a greeting, thanks or goodbye ("Namaste pandit ji 🙏", "ok
// thanks", "dhanyavaad guruji aapne bahut achha bataya", "bye, thank u"). It gets a short
// courteous reply, free, never a reading and never the previous topic again.

import { normalize } from "./text.ts";

/** What a message that asks nothing says. */
export type Courtesy = "greeting" | "thanks" | "goodbye";

const THANKS = [
  "thanks",
  "thank you",
  "thank u",
  "thanku",
  "thankyou",
  "thnx",
  "thx",
  "tq",
  "ty",
  "dhanyavad",
  "dhanyavaad",
  "dhanyawad",
  "dhanyawaad",
  // Bengali, Tamil, Telugu, Marathi, Gujarati.
  "dhonnobad",
  "dhanyabad",
  "nandri",
  "romba nandri",
  "dhanyavadamulu",
  "aabhari aahe",
  "shukriya",
  "shukria",
  "aabhar",
  "abhar",
  "धन्यवाद",
  "शुक्रिया",
  "आभार",
];
const GOODBYE = [
  "bye",
  "bye bye",
  "goodbye",
  "good bye",
  "tata",
  "alvida",
  "see you",
  "good night",
  "shubh ratri",
  "अलविदा",
  "शुभ रात्रि",
];
const GREETING = [
  "hi",
  "hii",
  "hiii",
  "hello",
  "helo",
  "hey",
  "namaste",
  "namaskar",
  "namaskaram",
  "nomoskar",
  "pranam",
  "pranaam",
  "parnam",
  "ram ram",
  "jai shri krishna",
  "jai shree krishna",
  "jai shri ram",
  "jai shree ram",
  "radhe radhe",
  "jai mata di",
  "hari om",
  "sat sri akal",
  "sat shri akal",
  "vanakkam",
  "kem cho",
  "khamma ghani",
  "charan sparsh",
  "good morning",
  "good afternoon",
  "good evening",
  "gm",
  "नमस्ते",
  "नमस्कार",
  "प्रणाम",
  "राम राम",
  "जय श्री कृष्ण",
  "जय श्री राम",
  "राधे राधे",
  "हरि ओम",
  "चरण स्पर्श",
  "सुप्रभात",
];
// Words said around them: whom they are said to, "ok", "so much", "aapne bahut achha bataya".
const AROUND = [
  "ok",
  "okay",
  "okk",
  "k",
  "achha",
  "accha",
  "acha",
  "theek hai",
  "thik hai",
  "ji",
  "jii",
  "sir",
  "sirji",
  "madam",
  "mam",
  "maam",
  "guruji",
  "guru ji",
  "gurudev",
  "pandit ji",
  "panditji",
  "pandit",
  "maharaj",
  "maharaj ji",
  "baba",
  "dada",
  "didi",
  "bhaiya",
  // South Indian forms of address: "Vanakkam amma", "namaskaram garu", "chechi".
  "amma",
  "garu",
  "akka",
  "anna",
  "chechi",
  "saar",
  "astra",
  "oracle",
  "so much",
  "very much",
  "a lot",
  "again",
  "you",
  "all",
  "for the reading",
  "for your help",
  "for the help",
  "bahut",
  "bahut bahut",
  "aapka",
  "aapko",
  "aapne bahut achha bataya",
  // A blessing asked with the greeting ("jai mata di guruji aashirwad dijiye").
  "aashirwad",
  "aashirvad",
  "ashirwad",
  "ashirvad",
  "aashirwad dijiye",
  "aashirwad chahiye",
  "ashirwad dijiye",
  "ashirwad chahiye",
  "dijiye",
  "chahiye",
  "bless me",
  "blessings",
  "आशीर्वाद",
  "आशीर्वाद दीजिए",
  "आशीर्वाद चाहिए",
  "aapne bahut accha bataya",
  "bahut achha laga",
  "bahut accha laga",
  "very helpful",
  "helpful",
  // Telugu "Thanks andi, chala helpful ga undi" (very helpful it was), Tamil "romba".
  "andi",
  "garu",
  "chala",
  "ga undi",
  "romba",
  "that helps",
  "great",
  "nice",
  "and",
  "aur",
  "जी",
  "गुरुजी",
  "गुरु जी",
  "पंडित जी",
  "पंडितजी",
  "महाराज",
  "बहुत",
  "बहुत बहुत",
  "आपका",
  "आपको",
  "आपने बहुत अच्छा बताया",
  "ठीक है",
  "अच्छा",
  // Asking after the astrologer: "namaste guruji, kaise hain aap", "नमस्ते पंडित जी, आप कैसे हैं".
  "how are you",
  "kaise hain aap",
  "kaise hai aap",
  "aap kaise hain",
  "aap kaise hai",
  "kaise ho",
  "kaise hain",
  "आप कैसे हैं",
  "कैसे हैं आप",
  "आप कैसे है",
  "कैसे हैं",
];

const phrase = (words: readonly string[]) =>
  new RegExp(` (?:${[...words].sort((a, b) => b.length - a.length).join("|")})(?= )`, "gu");
const THANKS_AT = phrase(THANKS);
const GOODBYE_AT = phrase(GOODBYE);
const GREETING_AT = phrase(GREETING);
const AROUND_AT = phrase(AROUND);

/** A greeting, thanks or goodbye said alone, or null when the message says anything more. */
export function detectCourtesy(message: string): Courtesy | null {
  const text = normalize(message);
  const said: Courtesy[] = [];
  let rest = text;
  for (const [kind, at] of [
    ["thanks", THANKS_AT],
    ["goodbye", GOODBYE_AT],
    ["greeting", GREETING_AT],
  ] as const) {
    const left = rest.replace(at, " ").replace(/ +/gu, " ");
    if (left !== rest) said.push(kind);
    rest = left.length > 0 ? ` ${left.trim()} ` : " ";
  }
  if (said.length === 0) return null;
  // Normalized text is padded with a space each side; the phrases leave a space behind.
  const left = rest.replace(AROUND_AT, " ").replace(/ +/gu, " ").replace(AROUND_AT, " ").trim();
  return left.length === 0 ? said[0]! : null;
}
