import { type Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { houseName, monthYear, signName, type Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import type { Bi } from "./builtin-phrases.ts";
import { cap, grahaName } from "./builtin-text.ts";
import {
  addMonthsIso,
  askedText,
  because,
  type Lead,
  months,
  strongest,
  vocative,
  windowName,
  leadWindow,
  ymd,
} from "./builtin-lead-parts.ts";
import { askingClauses, askingSentences, normalize } from "../understanding/text.ts";
import { detectForm } from "../understanding/form.ts";
import { detectQuestionTopics } from "../understanding/topics.ts";
import { ASKS_FEELINGS, feelingsLead, HARASSED, RAISE_HARASSMENT } from "./builtin-asked-leads.ts";
import { FAMILY_CONSENT } from "./builtin-options.ts";
import type { Strength } from "./builtin-answer.ts";

// The yes-or-no answer (issue #12): yes or not yet by the periods ahead, the feared thing's
// answer when the "yes" is a loss or an end, advice when the question asks what to do, a
// bond's lasting, another person's feelings. Split from builtin-answer.ts.

/** A result pending now: an interview given, an offer or a selection awaited, this attempt, this time. */
const PENDING =
  /\b(this (job )?offer|the offer|interview (diya|de diya|gave|given|hua|ho gaya|tha)|gave (an |the |my )?interview|selection hoga|select ho\w*|selected|this attempt|is baar|iss baar|this time|result (kab|aayega|aane)|offer letter|shortlist\w*|form bhar\w*|applied|apply kiya|written clear\w*|clear ho gaya|clear kar liya|cleared (the )?(written|prelims|mains|exam)|(physical|medical|interview) (baaki|baki|bacha)|application (submitted|di|dali|daali|lagayi|lagai))\b|इंटरव्यू (दिया|हुआ)|फॉर्म भर\S*|सिलेक्शन होगा|चयन होगा|इस बार/iu;
// "Will I get US visa? my B1/B2 interview is coming up": an interview at hand, told anywhere in the message.
const INTERVIEW_AHEAD =
  /\b(interview (is )?(coming up|next week|tomorrow|this week|soon)|upcoming interview|interview (kal|agle hafte|is hafte) hai|(kal|agle hafte) (mera )?interview)\b|(कल|अगले हफ्ते|इस हफ्ते) (मेरा )?इंटरव्यू|इंटरव्यू (कल|अगले हफ्ते) है/iu;
// "ye rishta pakka hoga ya nahi?", "baat chal rahi hai": a match being talked of now.
const MATCH_IN_TALKS =
  /\b(ye|yeh|is|iss|this) (rishta|rishte|proposal|alliance|match)\b|\brishta pakka\b|\bbaat chal rahi\b|(ये|यह|इस) (रिश्ता|रिश्ते)|रिश्ता पक्का|बात चल रही/iu;
// "so should I accept the job offer or not?": an offer in hand.
const OFFER_IN_HAND =
  /\b(accept|take|join)\b[^?]{0,20}\boffer\b|\boffer\b[^?]{0,20}\b(accept|le lu|le lun|join kar\w*)\b|(ऑफर|ऑफ़र)[^?]{0,20}(ले लूं|ले लूँ|स्वीकार)/iu;
const PENDING_TOPICS = new Set(["career", "education", "travel"]);

/** Someone gone asked to come back: an ex, a partner who left. */
const COMING_BACK =
  /\b(come back|comes back|coming back|back together|(wapas|vapas|waapas) (aa|aay|aaye|aayega|aayegi|ayega|ayegi|aaega|aaegi|aa jayega|aa jayegi|aa jaega|aa jaegi)\w*|phir se saath)\b|वापस (आ|आएगा|आएगी|आयेगा|आयेगी)|फिर से साथ/iu;

/** Whether the question asks for advice ("should I…", "karu?") rather than a promise ("will I…"). */
const ASKS_ADVICE =
  /\b(should|shall i|is it (good|right|wise|a good time)|chahiye|karu|karun|karoon|lu|loon|chhodu|chodu|badlu|(chhod|chod|badal|kar|le) (du|doon|dun|lu|loon))\b|चाहिए|करूं|करूँ|लूं|लूँ|छोड़ूं|छोड़ूँ|बदलूं|बदलूँ|(छोड़|बदल|कर|ले) (दूं|दूँ|लूं|लूँ)/iu;

// ---- yes / no -------------------------------------------------------------------------

/** "soon", "jaldi", "जल्द": a yes/no about the near months ("jaldi batao", tell me quickly, is not). */
export const ASKS_WAIT =
  /\b(wait|waiting|ruk\w*|thamb\w*|intezaar|intezar|postpone|delay|defer|tal du|taal du|tal doon)\b|रुक|इंतज़ार|इंतजार|टाल/iu;
const ASKS_SOON =
  /\b(soon|sooner|jaldi|jald|shighra)\b(?! (batao|bataiye|bataye|bolo|reply|jawab|answer|tell))|जल्द(?!ी बता)|शीघ्र/iu;

// A yes/no whose "yes" is a loss ("will he harm my job?", "naukri chali jayegi?") or an end
// ("क्या दुकान बंद कर दूं?"): a "Yes, your chart supports …" would answer it backwards.
// A visa refused again, a marriage ending in divorce, an affair, are losses too ("kya mera visa phir se reject hoga?",
// "husband ka kahin affair toh nahi chal raha?").
const ASKS_LOSS =
  /\b(lose|losing|harm|hurt|damage|spoil|spoils|ruin|ruins|sabotage|block|blocks|bigaad\w*|bigad\w*|fail|fired|sacked|laid off|nuksan|nuksaan|nukshan|nuqsan|haani|hani|chali (jayegi|jaegi|jayega|jaega)|chhoot (jayegi|jaegi|jayega)|chhin (jayegi|jayega)|reject|rejected|rejection|refused|get divorced|end in divorce|lead to divorce|split up|(divorce|talaq|talak) ho (jayega|jaega|jaayega|jayegi)|jail|danger|khatra|khatre|dhokha|dhoka|cheat\w*|betray\w*|affair|affairs|bewafa\w*|(job|jobs|naukri|post|position) (go|goes|going|be gone|be lost)|never|kabhi nahi|kabhi nahin)\b|कभी नहीं|नुकसान|नुक़सान|हानि|चली जाएगी|छूट जाएगी|छिन जाएगी|रिजेक्ट|अस्वीकार|तलाक हो जाएगा|जेल|खतरा|ख़तरा|धोखा|अफेयर|बेवफा/iu;
const ASKS_TO_CLOSE =
  /\b(close (it|down|the shop|the business|my shop|my business)|shut (it|down)|band kar (du|doon|dun|dena|de|dein))\b|बंद कर (दूं|दूँ|दें|दूँ)/iu;

/** "will my relationship last", "hamara rishta tikega?": whether a bond there is holds. */
const ASKS_LASTING =
  /\b(last|lasts|survive|work out|tikega|tikegi|tik payega|tik paayega|nibhega|nibhegi|chalega|chalegi)\b|टिकेगा|टिकेगी|निभेगा|निभेगी|चलेगा|चलेगी/iu;

/** Whether the question asks whether a loss or an end comes (or whether to close), in the clause that asks. */
export function asksLossOrEnd(question: string): "loss" | "close" | null {
  const asked = (askingClauses(question) ?? askingSentences(question) ?? [question]).join(" ");
  return ASKS_TO_CLOSE.test(asked) ? "close" : ASKS_LOSS.test(asked) ? "loss" : null;
}

/** The reply to a question whose "yes" is a loss or an end, by how strongly the chart holds the matter. */
function lossLead(
  c: ReadingContext,
  L: Lang,
  topic: string,
  strength: Strength,
  closing: boolean,
  reason: string,
): Lead {
  const name = vocative(c);
  // "will we get divorced?" is a couple's; "will I never get married?" one person's.
  const couple =
    c.person.marital === "married" || c.conversation.understanding.people.some((p) => p.relation === "partner");
  const text = closing
    ? {
        strong: {
          en: `Not on your chart's account${name}: it supports ${topic}, so give it time before you close; ${reason}.`,
          hi: `कुंडली के हिसाब से नहीं${name}: वह ${topic} का समर्थन करती है, इसलिए बंद करने से पहले समय दें; ${reason}।`,
        },
        mixed: {
          en: `Not in a hurry${name}: your chart is steady on ${topic}, so weigh the accounts before you decide; ${reason}.`,
          hi: `जल्दबाज़ी में नहीं${name}: कुंडली ${topic} के लिए स्थिर संकेत देती है, इसलिए निर्णय से पहले हिसाब-किताब देख लें; ${reason}।`,
        },
        effort: {
          en: `Your chart does not back this strongly${name}: it shows a testing stretch for ${topic}, so cutting your losses is reasonable if the accounts agree; ${reason}.`,
          hi: `कुंडली इसका मज़बूत समर्थन नहीं करती${name}: ${topic} के लिए यह परीक्षा का दौर है, इसलिए हिसाब भी यही कहे तो नुकसान रोकना ठीक है; ${reason}।`,
        },
      }[strength]
    : {
        strong: {
          en: `No${name}, your chart does not point to a loss here: it supports ${topic}; ${reason}.`,
          hi: `नहीं${name}, कुंडली यहाँ हानि का संकेत नहीं देती: वह ${topic} का समर्थन करती है; ${reason}।`,
        },
        mixed: {
          en: `Unlikely${name}, if you stay careful: your chart is steady on ${topic}; ${reason}.`,
          hi: `संभावना कम है${name}, अगर आप सजग रहें: कुंडली ${topic} के लिए स्थिर संकेत देती है; ${reason}।`,
        },
        // A marriage under strain is tended, not guarded against risks.
        effort:
          c.topic === "marriage"
            ? {
                en: `Not as a settled outcome${name}: your chart shows a testing stretch for ${topic}, which asks for patience and care${couple ? " from both of you" : ""}; ${reason}.`,
                hi: `यह तय नहीं है${name}: कुंडली ${topic} के लिए परीक्षा का दौर दिखाती है, जो ${couple ? "आप दोनों से " : ""}धैर्य और देखभाल माँगता है; ${reason}।`,
              }
            : {
                en: `Be careful here${name}: your chart shows a testing stretch for ${topic}, so guard it and avoid risks; ${reason}.`,
                hi: `यहाँ सावधान रहें${name}: कुंडली ${topic} के लिए परीक्षा का दौर दिखाती है, इसलिए सँभलकर चलें और जोखिम से बचें; ${reason}।`,
              },
      }[strength];
  return { text: text[L], timing: false };
}

/**
 * A fear asked of a period ("any danger to my marriage this year?", "visa reject hoga? kal
 * interview hai"): the steadier stretch inside it, or that none stands out there.
 */
function lossWithin(c: ReadingContext, L: Lang, topic: string): string {
  const h = c.horizonTiming;
  if (!h) return "";
  const w = strongest(h.inside);
  if (w) {
    const range = months(w.start > h.start ? w.start : h.start, w.end < h.end ? w.end : h.end, L);
    return L === "en"
      ? ` Within the time you asked about, ${range} is the steadier stretch for ${topic}.`
      : ` आपके पूछे समय के भीतर ${range} ${topic} के लिए अधिक स्थिर समय है।`;
  }
  const asked = months(h.start, h.end, L);
  return L === "en"
    ? ` Within ${asked}, no period tied to ${topic} stands out either way, so steady care counts most.`
    : ` ${asked} के भीतर ${topic} से जुड़ी कोई विशेष अवधि किसी ओर नहीं दिखती, इसलिए निरंतर सावधानी ही सबसे महत्वपूर्ण है।`;
}

/**
 * "is baar visa lagega kya? koi upay ho to wo bhi btao": the yes-or-no sentence asked beside a
 * remedy, answered first (the remedy is the reply's closing step); null when there is none.
 */
export function yesNoBesideRemedy(c: ReadingContext): string | null {
  const sentences = askingSentences(c.question) ?? [];
  if (sentences.length < 2) return null;
  return (
    sentences.find((s) => {
      const n = normalize(s);
      return detectForm(n, false) === "yes_no" && detectQuestionTopics(n).some((t) => t !== "remedies");
    }) ?? null
  );
}

// Leaving what one has: a job, a business, a home, a country.
const LEAVING =
  /\b(quit\w*|resign\w*|leave|leaving|chhod\w*|chod\w*|vrs|band kar\w*|bandh kar\w*|close)\b|छोड़|छोड|बंद कर/iu;

export function yesNoLead(c: ReadingContext, L: Lang, topic: string, strength: Strength): Lead {
  const name = vocative(c);
  // The clause that asks: "I lost my job last year, will I get one now?" asks for no loss.
  const loss = asksLossOrEnd(c.question);
  if (loss) {
    const main = c.topicHouses[0]!;
    const lead = lossLead(c, L, topic, strength, loss === "close", lordReason(c, L, main.lord, main.house));
    return { ...lead, text: lead.text + lossWithin(c, L, topic) };
  }
  const w = leadWindow(c);
  const soon = w && w.start <= addMonthsIso(ymd(c), 6);
  if (ASKS_ADVICE.test(c.question)) {
    // "so should I wait?": a good time now means no, do not wait.
    const wait = ASKS_WAIT.test(c.question);
    // "Got an offer from Amazon, should I accept?": a period that supports the matter in the
    // months just ahead answers it, as it does "when will I get a job?", though a stronger one
    // comes years later.
    // (Leaving what one has, "naukri chhodkar kheti karu?", still waits for a strong time.)
    const near =
      w && !soon && w.start > addMonthsIso(ymd(c), 24) && !LEAVING.test(c.question) ? nearWindow(c) : undefined;
    const now = soon ? w : near;
    if (now) {
      const later =
        near && w
          ? L === "en"
            ? `; the strongest time is ${windowName(c, w, L)}`
            : `; सबसे मज़बूत समय ${windowName(c, w, L)} है`
          : "";
      return {
        text:
          L === "en"
            ? `${wait ? "No need to wait" : "Yes"}${name}, ${now.start <= ymd(c) ? "now is a good time" : `from ${monthYear(now.start, L)} is a good time`}: ${windowName(c, now, L)}${now.start <= ymd(c) ? "," : ""} backs ${topic}, ${because(now, L, topic)}${later}.`
            : `${wait ? "इंतज़ार की ज़रूरत नहीं" : "हाँ"}${name}, ${now.start <= ymd(c) ? "अभी अच्छा समय है" : `${monthYear(now.start, L)} से अच्छा समय है`}: ${windowName(c, now, L)} ${topic} में सहायक है, ${because(now, L, topic)}${later}।`,
        timing: true,
      };
    }
    // "my manager is harassing me daily … should i leave?": safety first, whatever the chart's timing.
    const harassed = c.topic === "career" && HARASSED.test(c.question);
    const safety = harassed
      ? L === "en"
        ? `Yes, start looking${name}: ${RAISE_HARASSMENT.en} `
        : `हाँ, नई नौकरी खोजना शुरू करें${name}: ${RAISE_HARASSMENT.hi} `
      : "";
    const who = harassed ? "" : name;
    // An offer in hand with no strong period for years: waiting for a better one is not backed.
    if (w && w.start > addMonthsIso(ymd(c), 24) && !harassed && OFFER_IN_HAND.test(c.question))
      return {
        text:
          L === "en"
            ? `If the offer is better than what you have, take it${name}: no period in the next two years especially backs ${topic}, so waiting for a better one is not what your chart backs; the next strong time is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
            : `अगर ऑफ़र आपके मौजूदा काम से बेहतर है तो उसे ले लें${name}: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती, इसलिए बेहतर ऑफ़र का इंतज़ार कुंडली से समर्थित नहीं; अगला मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
        timing: true,
      };
    // A window years away is no reason to wait for it: build towards it, keeping what is in hand.
    if (w && w.start > addMonthsIso(ymd(c), 24))
      return {
        text:
          L === "en"
            ? `${safety}${harassed ? "As for timing" : `Not in a hurry${who}`}: no period in the next two years especially backs ${topic}${harassed ? "" : ", so build towards it while keeping what you have"}; the next strong time is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
            : `${safety}${harassed ? "समय की बात करें तो" : `जल्दबाज़ी में नहीं${who}`}: अगले दो वर्षों में ${topic} के लिए कोई अवधि विशेष समर्थन नहीं देती${harassed ? "" : ", इसलिए जो हाथ में है उसे रखते हुए तैयारी करें"}; अगला मज़बूत समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
        timing: true,
      };
    if (w)
      return {
        text:
          L === "en"
            ? `${safety}${harassed ? `As for timing: the stronger time for a move is ${windowName(c, w, L)}` : `Not yet${who}: prepare now and make the move in ${windowName(c, w, L)}`}, ${because(w, L, topic)}.`
            : `${safety}${harassed ? `समय की बात करें तो: बदलाव के लिए अधिक अनुकूल समय ${windowName(c, w, L)} है` : `अभी नहीं${who}: अभी तैयारी करें और क़दम ${windowName(c, w, L)} में उठाएँ`}, ${because(w, L, topic)}।`,
        timing: true,
      };
  }
  const main = c.topicHouses[0]!;
  const reason = lordReason(c, L, main.lord, main.house);
  if (c.topic === "marriage" && ASKS_FEELINGS.test(c.question))
    return { text: feelingsLead(L, name, reason), timing: false };
  // "Will it happen soon?" with the window a year or more away: not a "Yes".
  if (w && ASKS_SOON.test(c.question) && w.start > addMonthsIso(ymd(c), 12))
    return {
      text:
        L === "en"
          ? `Not in the coming months${name}: the likeliest time for ${topic} is ${windowName(c, w, L)}, ${because(w, L, topic)}.`
          : `आने वाले महीनों में नहीं${name}: ${topic} के लिए सबसे संभावित समय ${windowName(c, w, L)} है, ${because(w, L, topic)}।`,
      timing: true,
    };
  if (c.topic === "health" || c.topic === "children") {
    const yes = strength === "strong";
    return {
      text:
        L === "en"
          ? `${yes ? `Yes${name}, the signs are good` : `Your chart speaks more of the right time than of a closed door${name}`}: ${reason}.`
          : `${yes ? `हाँ${name}, संकेत अच्छे हैं` : `आपकी कुंडली बंद दरवाज़े से अधिक सही समय की बात करती है${name}`}: ${reason}।`,
      timing: false,
    };
  }
  // A married asker's marriage question ("Will he come back?", "hamara rishta tikega na?") asks
  // about the marriage they have, "will my relationship with my girlfriend last" and "my
  // daughter hasn't spoken to me … will things get better?" about the bond there is: a
  // testing stretch, not a date for a wedding.
  const married = c.person.marital === "married";
  const bondAsked = c.derived?.bond === true;
  if (
    c.topic === "marriage" &&
    (!c.derived || bondAsked) &&
    (married || bondAsked || ASKS_LASTING.test(askedText(c)))
  ) {
    const yes = strength === "strong";
    const [bond, calm]: [Bi, Bi] = bondAsked
      ? [
          { en: topic, hi: topic },
          { en: topic, hi: topic },
        ]
      : married
        ? [
            { en: "your married life", hi: "आपके वैवाहिक जीवन" },
            { en: "harmony at home", hi: "घर में सामंजस्य" },
          ]
        : [
            { en: "this relationship", hi: "इस रिश्ते" },
            { en: "this relationship", hi: "इस रिश्ते" },
          ];
    const calmer = w
      ? L === "en"
        ? ` The stretch that most supports ${calm.en} is ${windowName(c, w, L)}.`
        : ` ${calm.hi} के लिए सबसे सहायक समय ${windowName(c, w, L)} है।`
      : "";
    return {
      text:
        L === "en"
          ? `${yes ? `Yes${name}, your chart supports ${bond.en}` : `It can${name}, with patience: your chart shows a testing stretch in ${bond.en}, not a closed door`}; ${reason}.${calmer}`
          : `${yes ? `हाँ${name}, आपकी कुंडली ${bond.hi} का समर्थन करती है` : `हो सकता है${name}, धैर्य के साथ: आपकी कुंडली ${bond.hi} में बंद दरवाज़े से अधिक परीक्षा का दौर दिखाती है`}; ${reason}।${calmer}`,
      timing: w !== undefined,
    };
  }
  // "gf broke up with me last week. will she come back?": the months ahead, gently, not a year
  // far off for a heart broken now.
  if (c.topic === "marriage" && COMING_BACK.test(askedText(c))) {
    const near = nearWindow(c);
    return near
      ? {
          text:
            L === "en"
              ? `It can${name}: the months ahead are open to it, as ${windowName(c, near, L)}${near.start <= ymd(c) ? "," : ""} favours ${topic}, ${because(near, L, topic)}; the choice is also theirs.`
              : `हो सकता है${name}: आने वाले महीने इसके लिए खुले हैं, क्योंकि ${windowName(c, near, L)} ${topic} में सहायक है, ${because(near, L, topic)}; पर निर्णय उनका भी है।`,
          timing: true,
        }
      : {
          text:
            L === "en"
              ? `Not in the coming months, as far as your chart shows${name}: no period tied to ${topic} runs now, so give yourself time and care first; ${reason}.`
              : `आने वाले महीनों में नहीं, जहाँ तक कुंडली दिखाती है${name}: ${topic} से जुड़ी कोई अवधि अभी नहीं चल रही, इसलिए पहले अपने लिए समय और देखभाल रखें; ${reason}।`,
          timing: false,
        };
  }
  // "mera boyfriend dusri caste ka h, mummy papa maanenge kya?": consent is the family's; the chart gives the asker's side.
  if (c.topic === "marriage" && FAMILY_CONSENT.test(askedText(c)))
    return {
      text:
        L === "en"
          ? `Whether your family agrees is their choice, and no chart can promise it${name}; what yours shows is your side of marriage: ${reason}.${w ? ` The likeliest time for it is ${windowName(c, w, L)}.` : ""} Patient, respectful talks, with someone they trust, help most.`
          : `परिवार मानेगा या नहीं, यह उनका निर्णय है और कोई कुंडली इसका वादा नहीं कर सकती${name}; आपकी कुंडली आपके विवाह का पक्ष दिखाती है: ${reason}।${w ? ` इसका सबसे संभावित समय ${windowName(c, w, L)} है।` : ""} धैर्य और सम्मान से, किसी भरोसेमंद व्यक्ति के साथ बात करना सबसे अधिक मदद करता है।`,
      timing: w !== undefined,
    };
  // "ye rishta pakka hoga ya nahi?": a match in talks now is answered by the months ahead too.
  if (c.topic === "marriage" && MATCH_IN_TALKS.test(askedText(c))) {
    const near = nearWindow(c);
    return {
      text: near
        ? L === "en"
          ? `It can${name}: the months ahead support it, as ${windowName(c, near, L)}${near.start <= ymd(c) ? "," : ""} favours ${topic}, ${because(near, L, topic)}; decide on the match itself, with both families.`
          : `हो सकता है${name}: आने वाले महीने साथ देते हैं, क्योंकि ${windowName(c, near, L)} ${topic} में सहायक है, ${because(near, L, topic)}; निर्णय रिश्ते को देखकर, दोनों परिवारों के साथ लें।`
        : L === "en"
          ? `Not strongly in the coming months${name}: no period tied to ${topic} runs now, so let the talks take their time and judge the match itself; ${reason}.`
          : `आने वाले महीनों में विशेष समर्थन नहीं${name}: ${topic} से जुड़ी कोई अवधि अभी नहीं चल रही, इसलिए बातचीत को समय दें और रिश्ते को उसके गुण-दोष से परखें; ${reason}।`,
      timing: near !== undefined,
    };
  }
  // "interview diya hai, selection hoga?", "will i get this job offer": a result pending now is
  // answered by the months ahead, not by the likeliest period years away (the application is
  // often told before the question: "group D ka form bhare the | naukri lagegi ki nahi").
  if (PENDING_TOPICS.has(c.topic) && (PENDING.test(c.question) || INTERVIEW_AHEAD.test(c.question))) {
    const near = nearWindow(c);
    return near
      ? {
          text:
            L === "en"
              ? `Yes${name}, the months ahead support it: ${windowName(c, near, L)}${near.start <= ymd(c) ? "," : ""} favours ${topic}, ${because(near, L, topic)}.`
              : `हाँ${name}, आने वाले महीने साथ देते हैं: ${windowName(c, near, L)} ${topic} में सहायक है, ${because(near, L, topic)}।`,
          timing: true,
        }
      : {
          text:
            L === "en"
              ? `Your chart does not back this strongly right now${name}: no period tied to ${topic} runs in the coming months, so keep other options open alongside this one; ${reason}.`
              : `कुंडली इसका मज़बूत समर्थन नहीं करती${name}, कम से कम आने वाले महीनों में: ${topic} से जुड़ी कोई अवधि अभी नहीं चल रही, इसलिए इसके साथ दूसरे विकल्प भी खुले रखें; ${reason}।`,
          timing: false,
        };
  }
  const opening = {
    strong: {
      en: `Yes${name}, your chart clearly supports ${topic}`,
      hi: `हाँ${name}, आपकी कुंडली ${topic} का स्पष्ट समर्थन करती है`,
    },
    mixed: { en: `Yes${name}, with steady effort`, hi: `हाँ${name}, निरंतर प्रयास के साथ` },
    effort: {
      en: `It can happen${name}, but not easily or quickly`,
      hi: `हो सकता है${name}, पर आसानी से या जल्दी नहीं`,
    },
  }[strength][L];
  // A period that supports the matter in the months just ahead is said before a stronger one years away.
  const near = nearWindow(c);
  const soonToo =
    w && near && near.start !== w.start && w.start > addMonthsIso(ymd(c), 12)
      ? L === "en"
        ? ` ${cap(windowName(c, near, L))}${near.start <= ymd(c) ? "," : ""} already supports it;`
        : ` ${windowName(c, near, L)} भी इसमें सहायक है;`
      : "";
  const when = w
    ? L === "en"
      ? `${soonToo} ${soonToo ? "the strongest" : "The likeliest"} time is ${windowName(c, w, L)}.`
      : `${soonToo} सबसे संभावित समय ${windowName(c, w, L)} है।`
    : "";
  return {
    text: L === "en" ? `${opening}: ${reason}.${when}` : `${opening}: ${reason}।${when}`,
    timing: w !== undefined,
  };
}

/** The strongest topic period running now or starting within three months, if any. */
export const nearWindow = (c: ReadingContext) =>
  strongest(c.nearTiming.inside.filter((x) => x.start <= addMonthsIso(ymd(c), 3)));

/** "Jupiter, lord of your 10th house, sits in …" from the context; mid-sentence ("the Sun", not "The Sun"). */
export function lordReason(c: ReadingContext, L: Lang, lord: Graha, house: number): string {
  const p = c.planets[lord];
  return L === "en"
    ? `${grahaName(lord, L)}, lord of your ${houseName(house, L)}, sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}`
    : `${houseName(house, L)} के स्वामी ${grahaName(lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})`;
}
