import { asksMuhurat, namesADay } from "./muhurat.ts";
import { BENGALI_OR, REGIONAL_YES_NO } from "./text.ts";
import type { QuestionForm } from "./types.ts";

// Markers of each form on normalized text (lower case, punctuation gone, one space each
// side). JavaScript's \b knows only Latin letters, so Devanagari words are bounded by
// spaces (`(?= )`, `(?<= )`) instead.
const WHY =
  /(?<!\b(that s|thats|that is|this is|is liye|isi liye) )\b(why|whyy|kyun|kyu|kyon|kiyu|kiu|reason|reasons|karan|kaaran|causing|causes|cause of|how come|keno|enduku|kiyo|kela|(which|what|kaunsa|konsa|kaun sa|kon sa) (planet|graha|grah) .{0,40}(responsible|zimmedar|jimmedar|zimmedaar))\b|\b(kis|kaunse|konse|which) (grah|graha|planet)( ka| ki| ke| is)? (asar|prabhav|effect|behind)\b|(कौन सा|कौनसा) ग्रह .{0,40}(ज़िम्मेदार|जिम्मेदार)|किस ग्रह (का|की) (असर|प्रभाव)|क्यों|क्यूं|(?<= )क्यो(?= )|कारण|वजह/u;
// "क्या यह ग्रहों के कारण है?", "kya ye shani ki wajah se hai": whether that is the cause, yes
// or no ("kya karan hai" still asks why).
const CAUSE_ASKED_YES_NO =
  /\b(kya|kia)\b.{0,40}\b(ki|ke) (wajah|vajah|karan|kaaran)\b|(?<= )क्या(?= ).{0,40}(की|के) (वजह|कारण)(?= |$)/u;
const WHEN =
  /\b(when|whn|wen|kab|kb|kad|kadhi|kobe|ketiya|kokhon|eppudu|kevha|kevhā|eppo|eppodhu|kado|kaddon|kadon|kadun hog|kaddi|kehde mahine|kehde mahine ch|kebe|yavaga|yaavaga|kyare|kyaare|kad tak|which year|which month|which months|what year|what month|what age|which age|kis saal|kis sal|kis mahine|kis month|konse month|kaunse month|kaunsa mahina|konsa mahina|kis din|kis umar|kis umr|kitne saal|kitne din|koto din|kotodin|entha varaku|kitna time|kitna samay|kitne samay|kitne time|kitne mahine|how long|how soon|how many years|how many months|how many days|how many more years|how many more months|how many more days|till when|by when|kab tak|exactly when|exact date|exact time|exact month|exact months|exact year|konse mahine|kaunse mahine|kaun se mahine|kon se mahine|kaun se month|kis din|kahiya|which period|what period|best time|right time|which date|what date|best date|best day to|(auspicious|shubh) (date|dates|day|days)|best dates|(accha|achha|acha|shubh) din (batao|bataiye|btao|bata do)|age of death|which day (next|this|coming) week|which day (is|would be|will be) (good|best|auspicious|right) for|which (days|dates) (are|would be|will be) (good|best|auspicious|right|lucky|shubh)|sahi samay|sahi time|kitne baje|umar kitni|kitni umar|life span|lifespan|(kaun ?sa|kon ?sa|konsa|kaunsa) (time|samay)|(time|samay) (kaun ?sa|kon ?sa|konsa|kaunsa)|(kaun ?sa|kon ?sa|konsa|kaunsa) din (theek|thik|sahi|achha|accha|acha) (rahega|hoga))\b|(कौन सा|कौनसा) (समय|टाइम)|(कौन सा|कौनसा) दिन (ठीक|सही|अच्छा) (रहेगा|होगा)|(समय|टाइम|\btime|\bsamay) (कौन सा|कौनसा)(?= )|(?<= )(कब|कधी|कहिया)(?= )|(?<= )कद(?= )|किस साल|किस वर्ष|किस महीने|कौन से महीने|कौन सा महीना|कौनसा महीना|कौनसे महीने|कितने साल|कितने दिन|कितना समय|कितने समय|किस उम्र|उम्र कितनी|सही समय|(?<!जन्म )तारीख(?!.* या )(?! (निकल|तय|पक्की|फिक्स))|किस दिन|\bwhat time\b|किस समय|कद तक/u;
const HOW =
  /\b(how (can|do|should|shall|could) (i|we|my|me)|how to|kaise (likhte|banate|karte|likhe|banaye|karu|karun|karoon|kare|karein|banau|banaye|paye|paun|milega|milegi|hoga|hogi|badhe|badhaye|badhayein|badhau|badhaun|sudhre|sudhare|bachu|bache|theek)|what (should|can|must) (i|we) do|what (?!(stone|gem\w*|ratna|colou?r|rang)\b)(\w+ ){0,2}(should|can|must) (i|we) (give|donate|offer|chant|wear|recite|keep|perform|follow)|what (?!(stone|gem\w*|ratna|colou?r|rang)\b)(\w+ ){0,2}(i|we) should (do|give|donate|offer|chant|wear|recite|keep|perform)|kaise \w+ (kare|karein|karu|karun|karoon|karte)|kaise \w{2,}te (hai|h|hain)|(upay|upaay|upaya|nivaran)(?= (?:plz|pls|please|batao|bataiye|btao|btaiye|do|dijiye) $| $)|what to do|ki korle|kivabe|ki bhabe|kibhabe|kono upay|upay bolun|upay bolo|upay kuhantu|ki karibu|ki karibi|kana karibi|kana karibu|upaya karibi|upaya karibu|upaya korbo|ki korbo|ki kori|kay karu|kay karave|shu karvu|shu karu|then what should|kya karu|kya karun|kya karoon|kya kare|kya karna chahiye|kya karein|to kya karu|upay batao|upay bataiye|upay bataye|upay kya|ka upay|ke upay|upaay|koi upay|koi upaay|koi remedy|koi mantra|koi vrat|koi puja|koi pooja|mantra batao|mantra bataiye|kya upay|kya upaay|koi solution|remed(y|ies) (for|to)|(upay|upaay|totka|totke) (for|to)|what remedies|what remedy|the remedy|tips|advice|suggest|please help|help me please|fix this|fix my|raasta batao|rasta batao|raasta bataiye|rasta bataiye|koi raasta|koi rasta|some upay|some remed\w*)\b|कैसे करूं|कैसे करूँ|कैसे करें|क्या करूं|क्या करूँ|क्या करें|क्या करना चाहिए|उपाय बताइए|उपाय बताओ|का उपाय|के उपाय|उपाय क्या|कोई उपाय|क्या उपाय|क्या (दान|पाठ|जाप|उपाय|व्रत) (करना|करनी|करें|करूं|करूँ)|कैसे (करते|करें|जाएं|जाएँ|भरते|भरें|बनाते|बनाएं|बनाएँ|लिखें|लिखते)|कोई व्रत|कोई पूजा|कोई मंत्र|मंत्र बताइए|मंत्र बताओ|कैसे (होगा|होगी|होंगे|मिलेगा|मिलेगी|मिलेंगे|सुधरेगा|सुधरेगी|सुधरेंगे)(?= |$)(?!.* या )/u;
const FACT =
  /^ (my|mera|meri) (moon sign|sun sign|lagna|rashi|nakshatra|ascendant)\b|\b(is|are) in which (house|ghar|bhav|bhava|sign|rashi)\b|\b(which|what) (house|ghar|bhav|sign|rashi) is\b|\b(what is the(?! (scope|future|prospects?|chances?|purpose|meaning|aim|goal|mission)\b)|what s the(?! (scope|future)\b)|(guna?|gun|milan|matching|compatibility|koota|kundli) score|(strong|weak|exalted|debilitated|benefic|malefic) (or|ya) (strong|weak|exalted|debilitated|benefic|malefic)|who is|kaun hai|kitna hai|kitne hai|kitne guna?|guna? kitne|how many gunas?|(is|kya) (my|mera|meri) (sun|moon|mars|mercury|jupiter|venus|saturn|rahu|ketu|shani|guru|mangal|budh|shukra|surya|chandra|lagna)( \w+)? (strong|weak|exalted|debilitated|bad|badly placed|well placed|kamzor|kamjor|majboot|mazboot|strong hai|kharab)|(kaal ?sarp|kalsarp|pitra|pitru|guru chandal|shrapit) dosh\w* (hai|h)\b|(काल ?सर्प|पितृ) दोष है|what is my (atmakaraka|atma karaka|amatyakaraka|gotra|gan|gana|nadi|yoni|varna)|\d+ times \d+|capital of|((which|kaun ?sa|kon ?sa|konsa|kaunsa) (planet|graha|grah) (is )?(in|me|mein))|(lord|swami) .*(where|kahan|kaha))\b|(planet|graha|grah) (hai|h)\b|स्कोर|(मजबूत|कमजोर|उच्च|नीच) या (मजबूत|कमजोर|उच्च|नीच)|कौन सा ग्रह|ग्रह है|कौनसा ग्रह|स्वामी कहाँ|स्वामी कहां|कितना है|कौन है|कितने गुण|गुण कितने/u;
// (Gujarati "ke" joins two options: "PhD karu ke job?", "Transfer Ahmedabad thase ke Vadodara?".)
const OPTIONS =
  /\b(torn between|confused between|choose between|decide between|kis akshar|which letter|which|konsa|konsi|konse|kaunsa|kaunsi|kaunse|kon sa|kon si|kaun sa|kaun si|kaun se|kon se|who will|kaun jeetega|kon jeetega|kis (field|kaam|line|sector|city|country|company|course|stream|din|day|cheez|devta|devi|bhagwan|bhagvan|bhakti|mantra|ratna|rang|disha)|(best|right|most suitable|suitable|ideal|sahi) (career|field|job|line|profession|business|stream|course|subject|gemstone|stone|ratna|mantra|colou?r|city|country|direction)s?)\b|कौन जीतेगा|किस (क्षेत्र|फील्ड|लाइन|शहर|देश|कंपनी|कोर्स|काम|दिशा|अक्षर|भगवान|देवता|देवी)|कौन सा|कौनसा|कौन सी|कौनसी|कौन से|कौनसे|(?<!^ )\b(or|ya|yaa|vs|versus)\b(?! (not|nahi|nahin|na|varshi|varshat|mahinyat|mahinyaat|athavdyat|aathavdyat|velela)\b)| या (?!नहीं|नही|ना(?= |$))|\bwhat (business|job|career|field|course|stone|gemstone|colou?r)\b|\b(karu|karun|thase|thashe|levu|lau|jau|jaun|rahu) ke (?!(nahi|nai|na|ni)\b)\w+\s*$/u;
// "How compatible am I …" asks how, not yes or no.
const WH_BEFORE = String.raw`(?<!\b(?:how|what|where|who|which|when|why) )(?<!\bhow \w+ )`;
const YES_NO_STRONG = new RegExp(
  [
    String.raw`${WH_BEFORE}\b(will|would|can|could|should|shall|is|am|are|do|does|did|has|have|may) (i|we|my|he|she|it|they|there|our|this|that|things|the|his|her|me|things)\b`,
    String.raw`^ (are|any|is there|are there|will|can|should|does|do|did|would|could|shall|am|has|have) (?!you\b)`,
    String.raw`^ is (?!(saal|sal|mahine|baar|hafte|week|month|year|din|bar)\b)`,
    String.raw`(?<!\b(ka|ki|ke|kya|baad|bad|aage) )\b(kya|kia) (?!(hoga|hogi|hai|hua|karu|karun|kare|karna|likha|chal|baat|karein|karoon|kya|khas|khaas|special)\b)[a-z]`,
    String.raw`\b(hai|hoga|hogi|honge|milega|milegi|hogi|jayega|jayegi|\w{3,}(ega|egi|enge)) (kya|kia)\b(?! (hua|hai|hoga|hogi|karu|karun|kare|karna|karein)\b)`,
    // ("अगले साल करियर में क्या बदलाव आएगा?" asks what change.)
    String.raw`(?<!क्या) क्या (?!(होगा|है|करूं|करूँ|करें|लिखा|करना|हो रहा|क्या|खास|उपाय|बदलाव|परिवर्तन))`,
    String.raw`^ (kya|kia) (?!(hoga|hogi|hai|hua|karu|karun|kare|karna|likha|chal|baat|kya)\b)`,
    String.raw`(?<!\b(ka|ki|ke) )\b(kya|kia) $`,
    String.raw` क्या $`,
    String.raw`\b(or not|ya nahi|ya nahin|ki nahi|ki nahin|ke nahi|yes or no|haan ya na|whether|check if|see if|tell me if|tell if|let me know if|any chance|what are the chances|anything to worry|to nahi na|to nahi n|to nhi n|to nahi hai na|toh nahi hai na|to nahi h na|ya ni|ya nai|ya nhi)\b`,
    // "good time to start business?", "wil i get foriegn settelment": is it, will I.
    String.raw`^ (good|right|auspicious|shubh) (time|samay) (to|for|hai|h)\b`,
    // "job in usa possible?": whether it can be.
    String.raw`\b(possible|possible hai|sambhav hai|mumkin hai)\s*$`,
    String.raw`^ (wil|wll|wiil|shd|shud) (i|we|my)\b`,
    // Regional tags that ask yes or no: Bhojpuri "naukri lagi ki na?", Haryanvi and
    // Rajasthani "बढ़ैगा के?", "पास होवैगो के?".
    String.raw`\b(ki na|ki nahi|ke na)\s*$| (की|कि) (ना|नहीं)\s*$`,
    String.raw`\S+(गा|गी|गे|गो) के\s*$`,
    // Bengali, Assamese and Odia futures asked: "visa hobe?", "dokan ta bhalo cholbe?", "chakri
    // ta ki thakbe?" (not "ki hobe", what will be, nor "kobe hobe", when).
    String.raw`(?<!\b(ki|kemon|kobe|keno|ketiya|kebe|kenta|kiman|kokhon) )\b(hobe|hobo|cholbe|pabo|pabe|thakbe|milbe|hoibo|hebo|paibi|hoba)\s*$`,
    // Chhattisgarhi and Marwari tags: "बिहाव ए साल हो जाही का?", "ब्याव पक्को हो जावेगो कांई".
    String.raw`\S+(ही|गो|गी|गा|गे) (का|कांई|काई)\s*$`,
    String.raw`\b\w+(hi|go) (ka|kai|kaai|kaain)\s*$`,
    // Marathi and Gujarati: "IT job milel ka?", "pass hoil ka?", "मला नोकरी मिळेल का?", "CA final
    // clear thase?", "lagna nakki thai jase?", "December ma rakhiye to chale?", "Neelam pehan sakta hu?".
    String.raw`\b(milel|milnar|hoil|hoel|jail|hotil|miltil|vikavi|karavi|ghyavi) ka\b|(ळेल|ईल|एल|तील) का\s*$`,
    String.raw`\b(thase|thashe|jase|malse|chalse|chale|male|saru thase ne)( aa (vakhte|vakhat|varshe|varse))?\s*$`,
    String.raw`\b(sakta|sakti|sakte) (hu|hoon|hun)\s*$`,
    // Punjabi and Pahadi: "Naukri chhad ke kheti karaan?", "jaa sakuga?", "IAS ban sakta hu?".
    String.raw`\b(karaan|karan|jaavan|sakuga|sakugi|hovega|hovegi|milu|milugi|milega ji)\s*$`,
    String.raw`\b(ban|kar|ho|mil|ja) (sakta|sakti|sakte|paunga|paungi|payega|payegi) (hu|hoon|hun|h|hai)\s*$`,
    // Marwari futures asked: "peehar ki zameen me hissa milsi?"
    String.raw`\b(milsi|milasi|hosi|aasi|lagsi|bansi|jaasi)\s*$`,
    // Haryanvi in Latin letters: "pass ho jaga ke?", "ho jagi ke".
    String.raw`\b\w{2,}(ga|gi|ge|go) ke(\s+(is|iss|this|agle|next)\s+(saal|sal|baar|bar|mahine|year))?\s*$`,
    // "husband ka kahin affair toh nahi chal raha?": whether it is so.
    String.raw`\b(toh|to) nahi (\S+ ){0,3}(raha|rahi|rahe|hai|h|hoga|hogi)\s*$`,
    // "foreign jaane ka chance hai next 2 saal mein?": whether there is a chance within a period.
    String.raw`\b(chance|chances|yog|sambhavna) (hai|h|hain|banta) (next|agle|is|iss|this|aane wale) (\S+ ){0,2}(saal|sal|mahine|year|years|months?)( me| mein)?\s*$`,
    // "kundli milan karke batao shaadi ho sakti hai?": whether it can be.
    String.raw`\b(ho|mil|ban|kar|ja) (sakti|sakta|sakte|payegi|payega|payenge) (hai|h|hain)\s*$`,
    // "… with my savings, good idea?", "right move?": whether it is.
    String.raw`\b(good|right|wise|bad|smart) (idea|decision|move|choice|step)\s*$`,
    // "theek rahegi na aage?": a future verb with the tag "na", wherever it stands.
    String.raw`\b\w{2,}(egi|ega|enge|ogi|oge|unga|ungi) (na|naa)\b`,
    String.raw`या नहीं|या नही(?= |$)|अथवा नहीं|(हाँ|हां) या ना(?= |$)|कि नहीं(?= |$)|की नहीं(?= |$)`,
  ].join("|"),
  "u",
);
const YES_NO_AUX = new RegExp(
  String.raw`${WH_BEFORE}\b(will|would|can|could|should|shall|is|am|are|do|does|did) (i|we|my|he|she|it|they|there|things)\b`,
  "u",
);
const REQUEST = /^ (can|could|will|would) you\b/u;
const DESCRIBE =
  /\b(how will|how is|how was|how are|how would|how s|kiven|kivein|kidaan|kaisa|kaisi|kaise|kesa|kesi|describe|tell me|tell|about my|abt|what will happen|what is in|kya hoga|kya hai|kya likha|prediction|predictions|reading|effect|effects|explain|batao|bataiye|detail|what is|what are|what does|what do|what s|problems|kya kya|kya khas|kya khaas|kya special|kya badlav|kya badlaav|what changes?)\b|कैसा|कैसी|कैसे|बताइए|बताओ|बताएं|क्या होगा|क्या है|क्या क्या|क्या खास|क्या बदलाव|क्या परिवर्तन/u;
// A follow-up that only names a subject or a period ("and my health?", "aur agle saal?",
// "what if it doesn't happen?") asks to hear about it.
const FOLLOW_UP = /^ (and|aur|or|what about|how about|what if|and if|agar|और|अगर)(?= )/u;
// A Hinglish or Hindi sentence that ends on a future or a "should I" verb asks yes or no
// ("naukri lagegi?", "job change karu?", "शुरू करूं?"), also before "this time" ("neet nikal
// jayega is baar?"); "pareshan hu" (I am) does not.
const VERB_END =
  /(ga|gi|ge|gaa|gee|oge|enge|ega|egi)(\s+(is|iss|isi|agle|agli|next|this)\s+(baar|bar|saal|sal|mahine|time|year|month|attempt))?\s*$|\b(du|doon|dun|lu|loon|lun|jau|jaun|jaaun)\s*$|(?<! (hu|mu|tu|ku|hoon|hun))(?<=[a-z]{2})(u|un|oon)\s*$|(गा|गी|गे|ूं|ूँ|ऊं|ऊँ|एं)\s*$|(?<!क्या )है\s*$|(?<= )(?:चाहिए|chahiye)\s*$/u;

// (Devanagari too: "SSC CGL में selection होगा इस साल?", "नौकरी मिलेगी अगले साल?".)
const FUTURE_VERB = /\b\w{3,}(ega|egi|enge|egaa)\b|\b(hoga|hogi|honge)\b|(?<= )(होगा|होगी|होंगे|\S{2,}(ेगा|ेगी|ेंगे))(?= |$)/u;

// "What is the best career field", "sahi gemstone kaunsa hai": the best of several.
const BEST_OF =
  /\b(what|which|kya|kaunsa|konsa) (is|are|hai|h)? ?(the )?(best|right|most suitable|ideal) (career|field|job|line|profession|business|stream|course|subject|gemstone|stone|ratna|mantra|colou?r|city|country|direction)s?\b/u;
// "which mantra for Sade Sati", "कौन सा मंत्र जपूं": a remedy to pick, though a chart fact is named.
const WHICH_REMEDY =
  /\b(which|konsa|kaunsa|kaun sa|kon sa|konsi|kaunsi) (mantra|ratna|ratan|stone|gemstone|rudraksha|vrat|fast|puja|pooja|colou?r|day|upay)\b|(कौन सा|कौनसा|कौन सी|कौनसी) (मंत्र|रत्न|व्रत|पूजा|रुद्राक्ष|रंग|उपाय)/u;
// "nayi dukaan ka naam kya rakhu?": a name to pick.
const NAME_TO_PICK = /\b(naam|name) kya (rakh\w*)\b|\bkya naam rakh\w*|नाम क्या रख/u;
const LUCKY = /\blucky (number|no|colou?r|day|stone|gem\w*|rang|ratna)\b|शुभ (रंग|अंक|दिन|रत्न)|लकी (कलर|नंबर|रंग|स्टोन)/u;
// "Saturn mahadasha … what will it give me", "राहु की महादशा में क्या होगा": a period's effects, described.
const DASHA_EFFECT =
  /\b(maha ?dasha|mahadasa|antar ?dasha|dasha|dasa|sade ?sati|sadesati|dhaiya|dhaiyya)\b.*\b(what will|what does|kaisa|kaisi|kaise|kya hoga|kya milega|give me|bring|effect|effects|asar|prabhav)\b|(महादशा|अंतर्दशा|दशा|साढ़ेसाती|साढ़े साती|ढैया|ढैय्या).*(क्या होगा|कैसा|कैसी|क्या देगी|क्या मिलेगा|असर|प्रभाव)/u;
// "How will Rahu mahadasha be for me?": the same, asked the other way round.
const DASHA_AHEAD =
  /\b(how (will|would|is|s)|how is it going to)\b.*\b(maha ?dasha|mahadasa|antar ?dasha|dasha|dasa|sade ?sati|sadesati|dhaiya|dhaiyya)\b/u;
// "Will Rahu mahadasha be good for me?": whether a period is good, yes or no.
const DASHA_JUDGED =
  /\b(will|would|is|kya)\b.*\b(maha ?dasha|mahadasa|antar ?dasha|dasha|dasa|sade ?sati|sadesati|dhaiya|dhaiyya)\b.*\b(good|bad|favou?rable|lucky|auspicious|shubh|achhi|acchi|achha|accha|kharab)\b|क्या .*(महादशा|अंतर्दशा|दशा|साढ़ेसाती|साढ़े साती|ढैया) .*(अच्छी|अच्छा|शुभ|खराब|ख़राब|बुरी|बुरा)(?= )/u;
/** A period's effects asked about (described, or judged yes or no): a reading, not which dasha runs. */
export const asksDashaEffect = (normalized: string): boolean =>
  DASHA_EFFECT.test(normalized) || DASHA_AHEAD.test(normalized) || DASHA_JUDGED.test(normalized);
// "Is my 7th house weak?", "Is my Moon in Scorpio?": a chart fact, yes or no.
const IS_MY_PLACEMENT =
  /\b(is|kya) (my|mera|meri) ((\d{1,2}(st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) (house|bhav|ghar) (strong|weak|afflicted|empty|kamzor|majboot|khali)|(sun|moon|mars|mercury|jupiter|venus|saturn|rahu|ketu|shani|guru|mangal|budh|shukra|surya|chandra) (in|me|mein) )/u;
// "shaadi ke liye match thik hai?", "date shubh rahega?": is it good, at the end.
const OK_END = /\b(thik|theek|sahi|accha|acha|achha|shubh|safe) (hai|h|rahega|rahegi|hoga|hogi|rahenge)\s*$/u;

// "plz jaldi batao", "तुरंत बताइए": asking to be told, around the question itself.
const ASK_TO_TELL =
  /(?<= )(?:(?:plz|pls|please|kindly|jaldi|turant|तुरंत|जल्दी|कृपया) ){0,2}(?:batao|bataiye|bata do|bata dijiye|btao|बताइए|बताइये|बताओ|बता दीजिए|बताएं)(?: (?:na|jaldi|please|plz|pls|asap|जल्दी))?(?= )/gu;
// "kaise lagaun", "kaise prasann karu": how + a first-person "may I" verb asks how to.
const HOW_I = /\bkaise( \w+)? \w{2,}(aun|aau|aaun|oon|un|u)\b|कैसे( \S+)? \S+(ूं|ूँ|ऊं|ऊँ)(?= |$)/u;
// "shaadi ke yog hai?", "2027 me naukri ka yoga banta hai", "योग है?": is there a yoga for it.
const YOGA_END =
  /\b(yog|yoga|yogs|sanyog|chance|chances|sambhavna)( bhi)? (hai|h|hain|he|banta|bante|ban raha|ban rahe)( kya)?\s*$|योग (है|हैं|बनता है|बन रहा है)\s*$/u;

// "JEE mains me kitni percentile aayegi", "kitni salary milegi": an amount, told.
const AMOUNT =
  /\b(kitni|kitne|kitna|how much|how many) (\w+ )?(marks|percentile|percent|percentage|rank|salary|package|income|score|paisa|paise|money|lakh|lakhs)\b|(कितनी|कितने|कितना) (\S+ )?(मार्क्स|नंबर|अंक|प्रतिशत|रैंक|सैलरी|पैसा|पैसे|कमाई)(?= )/u;

// Two options named as the message's last words ("kya karu share market ya FD").
const OPTIONS_LAST =
  /(?:kya karu|kya karun|kya karoon|kya karein|what should i do|क्या करूं|क्या करूँ|क्या करें) \S+(?: \S+)? (?:ya|yaa|or|या) (?!nahi|nahin|na|not|नहीं|ना)\S+(?: \S+)? $/u;

// Bengali "X-bo na Y?" (X or Y), its options at the question's end.
const BENGALI_OPTIONS = new RegExp(String.raw`${BENGALI_OR.source}\w+(?: \S+){0,4} $`, "u");

// Two months weighed for a day ("shaadi ka muhurat dekh do december ya january me").
const MONTH_NAME = String.raw`(?:jan\w*|feb\w*|march|april|may|june?|july|aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*|जनवरी|फरवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)`;
const MONTHS_WEIGHED = new RegExp(
  String.raw`(?<=\s)${MONTH_NAME}(?: (?:me|mein|main|में))? (?:ya|yaa|or|या) ${MONTH_NAME}(?=\s)`,
  "u",
);

/**
 * The form of a question (see types.ts). `isFact` is set when the message asks for a chart
 * fact (moon sign, lagna, where a graha sits), as found by reading/direct-question.ts.
 */
// "… visa kittumo? Kindly tell sir.", "… by June? Kindly revert at the earliest.": a courtesy
// after the question, not what it asks.
const TRAILING_REQUEST =
  / (?:kindly|please|pls|plz)(?: (?:tell|revert|guide|reply|advise|cheppandi|sollunga|sangaa|kaho))?(?: (?:sir|madam|mam|maam|ji|me|us|guruji))*(?: at the earliest| asap| soon)? $/u;

export function detectForm(text: string, isFact: boolean): QuestionForm {
  const trimmed = text.replace(TRAILING_REQUEST, " ");
  const normalized = trimmed.trim().split(" ").length >= 2 ? trimmed : text;
  const form = formOf(normalized, isFact);
  // "dukaan ka muhurat batao", "gaadi lene ka shubh din kaunsa hai": a day is asked for.
  // ("april mein shaadi ka muhurat hai kya" still asks yes or no.)
  // ("shaadi ka muhurat dekh do december ya january me": the day, in either month.)
  return asksMuhurat(normalized) &&
    (form === "describe" || (form === "which" && (namesADay(normalized) || MONTHS_WEIGHED.test(normalized))))
    ? "when"
    : form;
}

function formOf(normalized: string, isFact: boolean): QuestionForm {
  if (CAUSE_ASKED_YES_NO.test(normalized)) return "yes_no";
  if (WHY.test(normalized)) return "why";
  if (WHEN.test(normalized)) return "when";
  // "aap batao kya karu share market ya FD": the options named last are what is asked.
  if (OPTIONS_LAST.test(normalized)) return "which";
  if (HOW.test(normalized) || HOW_I.test(normalized)) return "how";
  // "What is the best career field for me?", "my lucky colour": one of several, though it opens like a fact.
  if (
    BEST_OF.test(normalized) ||
    LUCKY.test(normalized) ||
    WHICH_REMEDY.test(normalized) ||
    NAME_TO_PICK.test(normalized)
  )
    return "which";
  if (DASHA_JUDGED.test(normalized)) return "yes_no";
  if (asksDashaEffect(normalized)) return "describe";
  if (isFact || FACT.test(normalized) || IS_MY_PLACEMENT.test(normalized)) return "fact";
  if (AMOUNT.test(normalized)) return "describe";
  if (OPTIONS.test(normalized) || BENGALI_OPTIONS.test(normalized)) return "which";
  if (FOLLOW_UP.test(normalized) && !YES_NO_AUX.test(normalized)) return "describe";
  if (
    !REQUEST.test(normalized) &&
    (YES_NO_STRONG.test(normalized) || YOGA_END.test(normalized) || REGIONAL_YES_NO.test(normalized))
  )
    return "yes_no";
  // "… wapas aayega? turant bataiye": the request around a question is not what it asks.
  const core = normalized.replace(ASK_TO_TELL, " ");
  if (DESCRIBE.test(core.trim() ? core : normalized) || REQUEST.test(normalized)) return "describe";
  // A tag "na?" at the end ("pass ho jaunga na?", "sab thik hoga na?") asks for a yes.
  // (and a "now" after the verb: "job change karu abhi?")
  const untagged = core
    .replace(/ (na|naa|na ji|hai na|ना|ना जी|है ना)\s*$/u, " ")
    .replace(/ (abhi|ab|abhi se|अभी)\s*$/u, " ");
  if (VERB_END.test(untagged) || OK_END.test(untagged)) return "yes_no";
  // A Hinglish future verb with no question word ("agle 10 din mein woh paise wapas milenge jo
  // dost ko diye the?", "koi achhi news milegi job ki?") asks whether it will happen.
  if (FUTURE_VERB.test(untagged)) return "yes_no";
  return "describe";
}
