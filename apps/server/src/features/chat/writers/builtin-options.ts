import type { Lang } from "../reading/names.ts";
import { pairedByAnd } from "./builtin-choice.ts";

// The two options of a "which" question the chart can weigh ("job or business", "switch or
// wait", "love or arranged"), in the words the reply uses. Options the chart has no rule for
// (two cities, two names) are not read: the reply then gives its verdict and timing.

export type OptionKind =
  | "job_business"
  | "govt_private"
  | "love_arranged"
  | "abroad_home"
  | "study_work"
  | "partner_alone"
  | "act_wait"
  | "gain_loss"
  | "keep_lose"
  | "safe_market"
  | "drop_join";

export interface QuestionOptions {
  readonly kind: OptionKind;
  /** The two options in the reply's language, in the order of OPTION_WORDS. */
  readonly words: readonly [string, string];
}

const OR = /\b(or|ya|yaa|vs|versus)\b| या |\//iu;

/** A yes-or-no about a love or an arranged marriage alone ("will it be a love marriage?", "लव मैरिज होगी?"). */
const ONE_SIDE_OF_MARRIAGE = /\b(love|arranged?) (marriage|shaadi|shadi|vivah)\b|(लव|प्रेम|अरेंज) (मैरिज|विवाह)|प्रेम विवाह/iu;

/** The one loved is told of: a girlfriend, a boyfriend, "our" marriage, "with him". */
const COUPLE_TOLD =
  /\b(gf|bf|girlfriend|boyfriend|our|we|hamari|humari|hamara|humara|hum dono|with (him|her)|uske saath|uske sath|usse)\b|हमारी|हमारा|हम दोनों|उसके साथ|उससे|गर्लफ्रेंड|बॉयफ्रेंड/iu;

// "mummy papa maanenge kya shaadi ke liye?": the family's consent, which is theirs to give.
export const FAMILY_CONSENT =
  /\b(mummy papa|mummy|papa|parents|ghar wale|gharwale|ghar walo|family|maa baap|mata pita|in laws)\b[^?]{0,25}\b(maan\w*|man jaye\w*|agree\w*|raazi|razi|ready|support karenge)\b|(माता-पिता|माता पिता|मम्मी पापा|घरवाले|घर वाले|परिवार)[^?]{0,25}(मान\S*|राज़ी|राजी)/iu;
const both = (a: string, b: string) => new RegExp(`(${a})[^?]*?(${b})|(${b})[^?]*?(${a})`, "iu");

// Each kind by its two sides' words (English, Hinglish, Devanagari); the first match wins.
const KINDS: readonly [OptionKind, RegExp][] = [
  [
    "govt_private",
    both(String.raw`\b(government|govt|sarkari)\b|सरकारी`, String.raw`\b(private|corporate|mnc)\b|प्राइवेट|निजी`),
  ],
  // "a job, or prepare for government exams": the government side against any job.
  [
    "govt_private",
    both(
      String.raw`\b(government|govt|sarkari) (exams?|naukri|jobs?|service)\b|\b(upsc|ssc|psc)\b|सरकारी (नौकरी|परीक्षा)`,
      String.raw`\b(job|naukri|private)\b|नौकरी|प्राइवेट`,
    ),
  ],
  [
    "job_business",
    both(
      // ("take a transfer or resign and start a business": staying in service is the job.)
      String.raw`\b(job|jobs|naukri|naukari|service|full[- ]?time|transfer|(dusra|doosra|koi|naya|nayi) (kaam|naukri) (dhundh\w*|dekh\w*|karu|kar lu))\b|नौकरी|तबादला|ट्रांसफर`,
      // ("one from Infosys and one from a startup": an offer from a startup is a job.)
      String.raw`\b(business|vyapar|vyapaar|dhandha|(?<!\b(?:from|at|join|joining|with) (?:a |an |the )?)startup(?! (?:offer|job|role|ka offer)\b)|own firm|apna kaam|apna khud ka kaam|khud ka kaam|apna business|own practice|start practice|practice|dukaan|dukan|shop|freelanc\w*|restaurant|cafe|dhaba|tuition|tuitions|coaching)\b|व्यापार|व्यवसाय|बिज़नेस|बिजनेस|दुकान`,
    ),
  ],
  ["love_arranged", both(String.raw`\blove\b|प्रेम|लव`, String.raw`\barrange(d)?\b|अरेंज`)],
  [
    "abroad_home",
    both(
      String.raw`\b(abroad|videsh|foreign|canada|usa|america|uk|london|australia|dubai|germany|gulf|saudi|riyadh|qatar|kuwait|oman|belgium|antwerp|singapore|europe|ireland|netherlands|japan|new zealand)\b|विदेश`,
      // ("should i go to belgium or stay in surat": staying where one is.)
      String.raw`\b(india|bharat|here|yahin|yahan|hometown|home town|back home|go back|come back|wapas|stay|stay back)\b|भारत|यहीं|यहाँ|वापस`,
    ),
  ],
  [
    "study_work",
    both(
      String.raw`\b(mba|masters|ms|md|phd|cat|gmat|gre|higher stud(y|ies)|further stud(y|ies)|study|studies|padhai|padhna)\b|पढ़ाई|पढाई|एमबीए|मास्टर्स|पीएचडी`,
      String.raw`\b(job|jobs|naukri|work|working|dukaan|dukan|shop|business|practice)\b|नौकरी|दुकान|व्यापार|बिज़नेस|बिजनेस`,
    ),
  ],
  [
    "partner_alone",
    both(
      // ("should i do it alone or with my cousin": a partner by kin.)
      String.raw`\b(partner|partnership|with (my|a) (cousin|friend|brother|sister|relative|bhai|dost)|(cousin|friend|dost|bhai|bhaiya) ke (saath|sath))\b|पार्टनर|साझेदारी`,
      String.raw`\b(alone|akele|akela|solo)\b|अकेले|अकेला`,
    ),
  ],
  // "should i drop a year for jee or join college", "drop lu ya B.Sc join karu": another attempt or a college now.
  [
    "drop_join",
    both(
      String.raw`\b(drop|drop year|gap year|reattempt|re attempt|another attempt|dobara attempt|ek saal aur)\b|ड्रॉप|दोबारा`,
      String.raw`\b(join|college|admission|bsc|b sc|b\.sc|private college|counselling)\b|कॉलेज|एडमिशन|दाखिला`,
    ),
  ],
  // "FD me rakhu ya mutual fund me?", "पेंशन के पैसे FD में रखूं या म्यूचुअल फंड में?": money kept safe against money in the market.
  [
    "safe_market",
    both(
      String.raw`\b(fd|fds|fixed deposits?|ppf|rd|post office|bank deposits?|savings account|bonds?|gold|sona|sone)\b|एफडी|एफ़डी|\bFD\b|फिक्स्ड डिपॉजिट|पोस्ट ऑफिस|सोना|सोने`,
      String.raw`\b(share market|share bazaar|shares|stocks?|stock market|mutual funds?|mf|sip|equity|crypto|trading|intraday)\b|शेयर|म्यूचुअल|म्युचुअल|क्रिप्टो|ट्रेडिंग`,
    ),
  ],
  // "profit hoga ya loss", "मुनाफा होगा या घाटा".
  [
    "gain_loss",
    both(
      String.raw`\b(profit|munafa|fayda|faida|labh|gain|gains)\b|मुनाफ़?ा|फ़?ायदा|लाभ`,
      String.raw`\b(loss|losses|nuksan|nuksaan|ghata|ghaata)\b|घाटा|नुक़?सान|हानि`,
    ),
  ],
  [
    "act_wait",
    both(
      String.raw`\b(switch|change|leave|quit|resign|vrs|retire|move|shift|start|propose|now|abhi|(dusra|doosra|koi aur|naya) (kaam|naukri|job)|join (the |a |this |that |new )?(\w+ )?(startup|company|firm|offer|job|organisation|organization)|badlu|badal|chhodu|chodu|chhod|gheu|ghyava|sell|bechu|bechun|bech du|bechna|bechni|bech de|bech dein|buy|kharidu|khareedu|le lu|lu|naya offer|new offer|new job|nayi job|nayi naukri|take (the |this |that )?(\w+ )?offer|band kar\w*|bandh kar\w*|close|accept|something else|come back|return|wapas aa\w*|vapas aa\w*|open (a |another |one more |the )?(second|new|2nd|another)|expand|kholu|kholun|khol du|khol doon|right time|take it|accept it|start looking|look elsewhere|looking elsewhere|start looking out|look out|go ahead|go for it|proceed|move ahead|move forward|aage badh\w*)\b|बदल|छोड़|अभी|बेचूं|बेचूँ|बेच दूं|खरीदूं|खरीदूँ|बंद कर|वापस आ`,
      String.raw`\b(wait|waiting|keep waiting|stay|continue|later|ruk\w*|thamb\w*|intezaar|intezar|intjar|baad me|baad mein|yahi rahu|yahin rahu|yahi raho|hold|hold off|keep it|rakhu|rakhun|rakh lu|rakhna|rakhni|rakh lo|rakh le|(rent|kiraye) (pe|par|per) (hi )?rah\w*|counter offer|current (job|company|role)|isi company|same company|chalata rah\w*|chalati rah\w*|chalu rakh\w*|chalne d\w*|pick up again|chalega|hi rahu|hi rahun|hi rahoon|hold off|improve|get better|hike|promotion|team lead)\b|रुक|इंतज़ार|इंतजार|प्रतीक्षा|बाद में|यहीं रहूं|यहीं रहूँ|रखूं|रखूँ|चलेगा`,
    ),
  ],
  // "job rahegi ya jayegi", "दुकान चलेगी या बंद करनी पड़ेगी": whether a thing one has holds or ends.
  [
    "keep_lose",
    both(
      String.raw`\b(rahegi|rahega|rahenge|bachegi|bachega|bachenge|tikegi|tikega|chalegi|survive|last)\b|रहेगी|रहेगा|बचेगी|बचेगा|चलेगी|टिकेगी`,
      String.raw`\b(jayegi|jaayegi|jaegi|jayega|jaega|chhootegi|chhutegi|chhut jayegi|band|bandh|close|shut|lose)\b|जाएगी|जायेगी|जाएगा|छूटेगी|बंद`,
    ),
  ],
];

const OPTION_WORDS: Readonly<Record<OptionKind, Readonly<Record<Lang, readonly [string, string]>>>> = {
  job_business: { en: ["a job", "business"], hi: ["नौकरी", "व्यापार"] },
  govt_private: { en: ["a government job", "the private sector"], hi: ["सरकारी नौकरी", "निजी क्षेत्र"] },
  love_arranged: { en: ["a love marriage", "an arranged marriage"], hi: ["प्रेम विवाह", "परिवार द्वारा तय विवाह"] },
  abroad_home: { en: ["going abroad", "staying in India"], hi: ["विदेश जाने", "भारत में रहने"] },
  study_work: { en: ["further studies", "work"], hi: ["आगे की पढ़ाई", "नौकरी"] },
  partner_alone: { en: ["a partnership", "going alone"], hi: ["साझेदारी", "अकेले काम"] },
  act_wait: { en: ["making the change", "waiting"], hi: ["बदलाव", "प्रतीक्षा"] },
  gain_loss: { en: ["profit", "loss"], hi: ["लाभ", "हानि"] },
  keep_lose: { en: ["keeping it", "losing it"], hi: ["बने रहने", "छूटने"] },
  drop_join: { en: ["another attempt", "joining a college now"], hi: ["एक और प्रयास", "अभी कॉलेज में दाखिला"] },
  safe_market: { en: ["keeping the money safe", "putting it in the market"], hi: ["पैसा सुरक्षित रखने", "बाज़ार में लगाने"] },
};

/** The two options a question weighs, when it names a pair the chart has a rule for. */
export function optionsOf(question: string, L: Lang): QuestionOptions | null {
  // "Will it be a love marriage?" weighs love against arranged though it names one side; a
  // couple already in love ("me and my gf … will our love marriage happen?") asks yes or no.
  // ("will my parents agree to my love marriage?" asks for consent, not which kind of marriage.)
  if (ONE_SIDE_OF_MARRIAGE.test(question) && !COUPLE_TOLD.test(question) && !FAMILY_CONSENT.test(question))
    return { kind: "love_arranged", words: OPTION_WORDS.love_arranged[L] };
  if (!OR.test(question) && !pairedByAnd(question)) return null;
  const found = KINDS.find(([, re]) => re.test(question));
  return found ? { kind: found[0], words: OPTION_WORDS[found[0]][L] } : null;
}
