import { detectDirectQuestions } from "../reading/direct-question.ts";
import { classifySafety } from "../reading/safety.ts";
import { detectCourtesy } from "./courtesy.ts";
import { asksDashaEffect, detectForm } from "./form.ts";
import { detectHorizon } from "./horizon.ts";
import { detectOtherBirth, speaksOfBirth } from "./birth-details.ts";
import { askedPeople, detectPeople } from "./people.ts";
import { detectOutOfScope, mentionsSymptom } from "./out-of-scope.ts";
import { detectMood, detectRefersBack } from "./signals.ts";
import {
  askingClauses,
  askingSentences,
  askingSpokenClauses,
  asksSomething,
  clausesBefore,
  normalize,
  sentencesOf,
} from "./text.ts";
import { splitQuestions } from "./split-questions.ts";
import { askedTopics, detectQuestionTopics, marriageOnlyAsTime, speaksOfCourtCase, TOPIC_ORDER } from "./topics.ts";
import { asksMuhurat } from "./muhurat.ts";
import type { Horizon, QuestionTopic, Understanding } from "./types.ts";

// A match asked for in words: "match", "milan", "kundli milao", "porutham", "गुण मिलान".
const MATCH_ASKED =
  /\b(match\w*|milan|milao|milaiye|milana|milegi|milenge|porutham|compatib\w*)\b|मैच|मिलान|मिलाइए|मिलाओ|मिलेगी|मिलेंगे|गुण/u;

// The other side of a match named ("ladke ka janam …", "रिश्ता: लड़की DOB …"): a child's
// marriage question with these details is the match, not the child's own chart.
const SIDE_OF_A_MATCH = /\b(ladka|ladki|ladke|boy|girl|groom|bride|rishta|rishte)\b|लडका|लडकी|लडके|रिश्ता|रिश्ते/u;

// A grandchild's birth details are the family's, not a match's.
const GRANDCHILD =
  /\b(grandson|granddaughter|grandchild\w*|pota|poti|pote|nati|natin)\b|पोता|पोती|पोते|नाती|नातिन|पौत्र/u;

// "mere dost ki shaadi kab hogi? uski dob …": the friend's own marriage, not a match with the asker.
// ("Friend born 2 March 1995 at 6am in Patna, will she get married this year?": her own marriage.)
const FRIENDS_MARRIAGE =
  /\b(dost|friend|saheli)( s| ki| ka| ke)? (shaadi|shadi|marriage|wedding|vivah)\b|^ (my )?(friend|dost|saheli) (born|dob|ka janam|ki dob)\b.*\bwill (she|he) (get married|marry)\b|(दोस्त|सहेली|मित्र) (की|का|के) (शादी|विवाह)/u;

// Saturn's transit asked about is answered with facts, but its form is the question's own.
// A house asked about as a whole ("tell me about my 10th house") asks to describe it; a
// placement's meaning or a yoga asked about asks to describe, or yes or no.
const asksChartFact = (text: string) =>
  detectDirectQuestions(text).some((d) => !d.transit && !d.meaning && d.kind !== "house");

// "aur meri wife ka?", "and my husband?": a follow-up that names only a person asks the last
// question again about them; the person brings no subject of their own.
const PERSON_FOLLOW_UP =
  /^ (?:aur|and|what about|how about|और) (?:meri|mera|mere|my|मेरी|मेरा|मेरे) (?:wife|husband|pati|patni|biwi|beti|beta|bete|son|daughter|brother|sister|mom|dad|parents|bhai|behen|mummy|papa|maa|mother|father|पत्नी|पति|बेटी|बेटा|बेटे|भाई|बहन|मां|माँ|पापा)(?: ka| ki| ke| का| की| के)? $/u;

/**
 * Reads one chat message (English, Hindi or Hinglish): what it is about, in what form it
 * asks, for what period (resolved against `now`), about whom (with another person's birth
 * details if written), in what state the asker is, whether it leans on the previous turn,
 * and whether it is a question for a reading at all.
 */
export function understandQuestion(message: string, now: Date): Understanding {
  const normalized = normalize(message);
  // "Namaste pandit ji 🙏", "ok thanks": nothing is asked, nothing carried over.
  const courtesy = detectCourtesy(message);
  if (courtesy)
    return {
      topics: [],
      form: "describe",
      horizon: null,
      people: [],
      otherBirth: null,
      distress: false,
      urgent: false,
      refersBack: false,
      outOfScope: null,
      courtesy,
    };
  // A message about ending one's life is the safety rules' alone: no subject is read into it.
  const selfHarm = classifySafety(message) === "self_harm";
  let topics = selfHarm || PERSON_FOLLOW_UP.test(normalized) ? [] : askedTopics(message, asksChartFact);
  // A chart fact told ("Which gemstone should I wear? I am vrishabh lagna") is not asked.
  // A period's effects ("Saturn mahadasha chal rahi hai, kaisa rahega?") are described, not a fact.
  const isFact = asksChartFact((askingSpokenClauses(message) ?? [message]).join(" ")) && !asksDashaEffect(normalized);
  const horizon = askedHorizon(message, normalized, now);
  const people = askedPeople(message, (clause) =>
    detectQuestionTopics(normalize(clause)).filter((t) => t !== "remedies"),
  );
  const mood = detectMood(normalized, message);
  // "gud time kb ayega mera", "bahut pareshan hu, kb sab thik hoga": the end of one's bad time.
  if (
    topics.length === 0 &&
    people.length === 0 &&
    !isFact &&
    (GOOD_TIME_COMING.test(normalized) || (mood.distress && ALL_WELL.test(normalized)))
  )
    topics = ["life_path"];
  // Birth details belong to whoever the message names, asked about or not. A time and a place
  // without a date complete a birth only in a message that asks nothing else ("10:10 pm in
  // Kolkata") or speaks of a birth ("her birth time 4:10 pm, birth place Nagpur, date yaad
  // nahi"), not "shaadi ka muhurat shaam 6 baje Jaipur me theek hai?".
  const birth = detectOtherBirth(message, detectPeople(normalized));
  const otherBirth = birth && !birth.date && topics.length > 0 && !speaksOfBirth(message) ? null : birth;
  // A partner's birth details with a relationship question ask for the milan; so do birth
  // details with no subject of their own ("uska dob …, hum dono ki banegi?") and with a "match"
  // ("mera aur Ritika ka match check karo"), unless they are a child's or a parent's. A time
  // and a place alone ("10:10 pm in Kolkata") complete the birth the turn before asked for.
  const family =
    people.some((p) => p.relation !== "partner" && p.relation !== "friend" && p.relation !== "other") ||
    GRANDCHILD.test(normalized) ||
    FRIENDS_MARRIAGE.test(normalized);
  // ("My daughter DOB 08/09/2000 … when will her marriage happen?" is her own chart's marriage;
  // "ladka … meri beti se kundli milao" is still a match, the daughter's.)
  // (A wedding day asked with the fiancé's birth, "which date in february is best for the
  // wedding", is a muhurat for the marriage, not a milan.)
  if (
    otherBirth &&
    !(topics.includes("marriage") && asksMuhurat(normalized)) &&
    ((topics.includes("marriage") && (!family || SIDE_OF_A_MATCH.test(normalized))) ||
      MATCH_ASKED.test(normalized) ||
      (!family && topics.length === 0 && otherBirth.date))
  ) {
    topics = ["compatibility", ...topics.filter((t) => t !== "marriage" && t !== "compatibility")];
  }
  // Birth details for a match are a partner's, whoever the message calls them ("uska", "his").
  const withPartner =
    otherBirth && topics.includes("compatibility") && !people.some((p) => p.relation === "partner")
      ? [{ relation: "partner" as const }, ...people]
      : people;
  const symptom = mentionsSymptom(normalized, topics);
  // "Am I manglik? If yes, what remedy should I do?": a chart fact asked with another question
  // comes first (the label rules' order), whatever the other asks.
  const twoAsks = sentencesOf(message).length > 1 || splitQuestions(message).length > 1;
  // The form is the asking sentences' ("Will he get his promotion?" after "…which is why…").
  const asking = askingSentences(message);
  const askedForm = asking ? detectForm(normalize(asking.join(" ")), isFact) : null;
  // "Torn between an offer in Amsterdam and staying back. What does my chart say?": a question
  // that only asks to be told takes the form of the whole message.
  // When that is no more than "describe", the clauses that ask, where the sentence tells first
  // ("my wife and I are planning a baby, is 2027 a good year for that?").
  const clauses = askingClauses(message);
  const wholeForm = detectForm(normalized, isFact);
  const form =
    isFact && twoAsks
      ? "fact"
      : askedForm && askedForm !== "describe"
        ? askedForm
        : wholeForm === "describe" && clauses
          ? detectForm(normalize(clauses.join(" ")), isFact)
          : wholeForm;
  const standsAlone =
    !isFact &&
    form !== "why" &&
    horizon === null &&
    otherBirth === null &&
    !detectRefersBack(normalized, topics, isFact, false);
  const scope = detectOutOfScope(normalized, message, topics, symptom, standsAlone);
  // A chart fact asked ("am I manglik or not?") is a reading, whatever "match" the message tells of.
  // A condition told before another subject ("I was diagnosed with thyroid two years back but its
  // under control now. My question is, when will I get married?") is told, not asked.
  const outOfScope =
    (isFact && scope === "not_astrology") || (scope === "medical" && conditionOnlyTold(message, topics)) ? null : scope;
  // A medical question that names no subject is about health ("मुझे डायबिटीज है, क्या मैं इंसुलिन छोड़ सकता हूं?").
  // One that asks about another subject through it ("PCOD hai, kya isse baby hone me problem
  // hogi?") is about health too.
  // ("मैं PCOD से परेशान हूं, क्या शादी के बाद ठीक हो जाएगा?": the illness, cured after the wedding.)
  if (outOfScope === "medical" && !topics.includes("health")) {
    const asked = marriageOnlyAsTime(normalized) ? topics.filter((t) => t !== "marriage") : topics;
    const withHealth: readonly QuestionTopic[] = [...asked, "health"];
    topics = TOPIC_ORDER.filter((t) => withHealth.includes(t));
  }
  return {
    // A question for no reading (a cover letter "for a software job") and a death question
    // (declined, whatever it is about) have no subject.
    topics: outOfScope === "not_astrology" || outOfScope === "death_timing" ? [] : topics,
    form,
    horizon,
    people: withPartner,
    otherBirth,
    ...mood,
    // Birth details alone ("he was born on 12/04/1996 at 10:30 pm in Jaipur"), asking nothing,
    // answer the turn before.
    refersBack:
      outOfScope !== "not_astrology" &&
      ((otherBirth !== null && topics.length === 0 && !asksSomething(message)) ||
        detectRefersBack(normalized, topics, isFact, horizon !== null)),
    outOfScope,
    courtesy: null,
  };
}

/**
 * "isse", "iski wajah se", "because of it": the question leans on what was told; so does a
 * pregnancy's delivery asked after a condition ("BP badha hua hai … delivery theek se ho jayegi na").
 */
// A good time to come for the asker ("achha time kab aayega"), or all being well again, asked
// by someone troubled ("kb sab thik hoga", "will things get better").
// (Odia "jeebana re kebe sukh aasiba", Hindi "jeevan me sukh kab aayega": happiness to come.)
const GOOD_TIME_COMING =
  /\bsukh (kab|kb|kebe|kobe|ketiya) (aayega|ayega|aaega|aasiba|asiba|milega|ashbe|ahibo)\b|\b(kab|kb|kebe|kobe) sukh (aayega|ayega|aaega|aasiba|milega)\b|सुख कब (आएगा|मिलेगा)|कब सुख (आएगा|मिलेगा)|\b(good|accha|achha|acha|acchha|achhe|acche) (time|din|samay|waqt)( \w+){0,2} (aayega|ayega|aaega|aega|aayenge|ayenge|aaenge)\b|\b(aayega|ayega|aaega) (mera |meri )?(good|accha|achha|acha) (time|samay)\b/u;
// ("मुझे बहुत डर लग रहा है, क्या सब ठीक होगा?" asks whether, in fear, not when the bad time ends.)
const ALL_WELL =
  /\b(is there )?any hope for me\b|\b(kab|kb|when)( \w+){0,2} sab (thik|theek|sahi|accha|achha) (hoga|ho jayega|ho jaega|hojayega)\b|\bthings (will )?(get|be) better\b|\bsab (kab|kb) (thik|theek|sahi|accha|achha) (hoga|ho jayega|ho jaega|hojayega)\b|कब( \S+){0,2} सब (ठीक|सही|अच्छा) (होगा|हो जाएगा)|सब कब (ठीक|सही|अच्छा) (होगा|हो जाएगा)/u;

// ("मैं PCOD से परेशान हूं, क्या शादी के बाद ठीक हो जाएगा?": the condition itself, cured or not.)
const THROUGH_IT =
  /\b(isse|isase|iski wajah se|iske karan|because of (it|this)|due to (it|this)|with (it|this)|delivery|pregnancy|conceive|conceiving|(theek|thik) ho (jayega|jayegi|jaega|jaegi))\b|इससे|इसकी वजह से|इसके कारण|डिलीवरी|प्रसव|ठीक हो जाएग/u;

/**
 * Whether a medical matter is only told on the way: the sentences that ask name another
 * subject (not health) and no illness, symptom or medicine of their own.
 */
function conditionOnlyTold(message: string, topics: readonly QuestionTopic[]): boolean {
  // The clauses that ask ("मुझे थायराइड है, मेरी शादी कब होगी?"), else the sentences.
  const asking = askingClauses(message) ?? askingSentences(message);
  if (!asking || topics.includes("health")) return false;
  const text = asking.join(" ");
  const normalized = normalize(text);
  // A question with no subject leans on the illness told ("mujhe sugar hai, kya karu?"), unless
  // it asks about a court case ("… papa ka BP bhi badh gaya hai | ye case kab khatam hoga").
  if (topics.length === 0 && !speaksOfCourtCase(normalized)) return false;
  // "kya isse baby hone mein problem hogi?": asked through the condition told.
  if (THROUGH_IT.test(normalized)) return false;
  return (
    classifySafety(text) !== "illness" &&
    !mentionsSymptom(normalized, topics) &&
    detectOutOfScope(normalized, text, topics, false) !== "medical"
  );
}

/**
 * The period asked about: the one the clauses or sentences that ask name ("will my son get into
 * IIT this year? he is writing JEE mains in january" asks about this year), else the nearest
 * one told before them, clause by clause ("… dukaan kholi | march tak kiraya diya hai | kab
 * chalegi": March), else the one the message names anywhere.
 */
function askedHorizon(message: string, normalized: string, now: Date): Horizon | null {
  const asking = askingClauses(message) ?? askingSentences(message);
  if (!asking) return detectHorizon(normalized, now);
  for (const part of [asking.join(" "), ...clausesBefore(message, asking)]) {
    const horizon = detectHorizon(normalize(part), now);
    if (horizon) return horizon;
  }
  return detectHorizon(normalized, now);
}
