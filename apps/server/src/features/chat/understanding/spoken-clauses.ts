// The clause finder for a message spoken without stops (ADR 050): a dictated message tells
// the asker's job, family and worries clause after clause, then asks one question; these
// cuts find the clauses. `text.ts` reads which of them ask.

// A sentence spoken without stops tells clause after clause before it asks ("hum log
// ghaziabad me kiraye pe rehte hai 15 saal se main dukan pe kaam karta hu kya 2027 tak apna
// ghar le paunga"; ADR 050). A told Hindi clause ends on its verb ("hai", "hu", "tha", "है",
// "थी", "neend nahi aati"), unless what follows closes the same question ("… hai kya", "… hai
// ya nahi", "… है कि नहीं") or goes on about what was just told ("jo paisa aaya h usko FD me
// dalu"); an English question opens on its own ("… loan for her marriage will i be able to
// repay"). Someone else's words reported ("maai roj puchhat hai ki beta kab aai", "mummy keh
// rahi hai ki rishte isliye nahi aa rahe") stay whole: the question in them is theirs, told.
const REPORTING = String.raw`(?:puchh?at|puchh?ti|puchh?te|puchh?ta|poochh?ti|poochh?te|kehti|kehte|kehta|kahti|kahte|kahta|bolti|bolte|bolta|keh rahi|keh rahe|keh raha|bol rahi|bol rahe|bol raha)`;
export const REPORTED = new RegExp(String.raw`(?:^|\s)${REPORTING}\s+(?:hai|hain|h|thi|the|tha)\s+ki\s`, "iu");
const TOLD_CLAUSE_END = new RegExp(
  String.raw`(?<=(?:^|\s)(?:hai|hain|hu|hoon|hun|h|tha|thi|che|chhe|chu|chhu|aahe|ba|bani|haan|है|हैं|हूं|हूँ|था|थी|थे|(?:nahi|nahin|नहीं)(?: \S+)? \S+(?:ta|ti|te|ता|ती|ते)))\s+(?!(?<=${REPORTING}\s+\S+\s+)ki\s)` +
    String.raw`(?!(?:kya|ki|ke|ka|ya|na|nahi|nahin|क्या|कि|या|ना|नहीं)(?:\s+\S+){0,2}\s*$|(?:usko|use|usse|unko|unhe|उसको|उसे|उससे|उनको|उन्हें)\s|(?:ki|ke|ya|kya|कि|या) (?:nahi|nahin|na|नहीं|ना)(?:\s|$))`,
  "iu",
);
export const Q_WORD = String.raw`(?:will|when|what|why|how|which|where|should|can|could|shall|would|is|are|do|does)`;
const ENGLISH_QUESTION_OPENS = new RegExp(
  [
    // "… loan for her marriage | will i be able to repay", "… really worried now | why is my
    // marriage getting delayed" (not after "or": "higher studies or should i start working").
    String.raw`(?<=\S+\s+\S+\s+(?!(?:or|and|but|if|that|ya|aur|${Q_WORD.slice(3, -1)})\s)\S+)(?<!\b(?:which|what|whose)\s+\S+)\s+(?=${Q_WORD}\s+(?:i|we|my|he|she|they|it|there|this|our|u|you|is|are|was|will|would|should|can|do|does|did|the|his|her|their)\b)`,
    // "… my astrologer told rahu mahadasha started | what remedy should i do".
    String.raw`(?<=\S+\s+\S+\s+\S+)\s+(?=(?:what|which)\s+\S+\s+(?:should|will|would|can|is|are|suits?)\s)`,
    // "… kaam chal pada | to mujhe bhi batao main konsa ratna pehnu", "… | bas ee batai ki …".
    String.raw`(?<=\S+\s+\S+\s+\S+)\s+(?=(?:to|toh|bas|aap|ab|so)\s+(?:(?:mujhe|hame|hamen|humko|hume|ye|ee|yeh|bhi|sir|ji)\s+){0,3}(?:batao|bataiye|batai|btao|dasso|bataye)\b)`,
    // "… so tell me | which career suits me", "… please tell | is my sade sati running".
    String.raw`(?<=\b(?:tell|tell me|know|batao|bataiye|btao|dasso))\s+(?=(?:${Q_WORD}|kya|kab|kaise|kaun)\s)`,
    // "… we took loan | so please tell …", "… | please tell …": the request opens the question.
    String.raw`(?<=\S+\s+\S+\s+\S+)\s+(?=(?:so |and )?(?:please|pls|plz|kindly) (?:tell|batao|bataiye|advise|suggest|guide)\b|so tell me\b)`,
  ].join("|"),
  "iu",
);
const SPOKEN_WORDS = 10;

/** A long sentence with no stop and no comma cut into the clauses it tells and the one it asks. */
export const spokenClauses = (sentence: string): string[] =>
  /[,;，]/u.test(sentence) || sentence.trim().split(/\s+/u).length < SPOKEN_WORDS
    ? [sentence]
    : sentence
        .split(new RegExp(TOLD_CLAUSE_END, "giu"))
        .flatMap((s) => s.split(new RegExp(ENGLISH_QUESTION_OPENS, "giu")));
