// Words that carry a subject's word without that subject ("7th house", a business partner, a
// visa's lottery, money already paid), and stripNonTopics, which replaces them before the
// subjects are read (topics.ts).

// An ordinal or a question word before "house"/"ghar" makes it a house of the chart ("7th house",
// "which house is Saturn in", "saatve ghar").
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|pehl[ae]|pahl[ae]|dusr[ae]|tisr[ae]|chauth[ae]|paanchv[ae]|panchv[ae]|chhath[ae]|chhat[ae]|saatv[ae]|satv[ae]|aathv[ae]|athv[ae]|nauv[ae]|nav[ae]|dasv[ae]|gyarahv[ae]|barahv[ae]|which|what|kis|kaun ?s[ae]|konsa|konse|kaunse)`;

/** "diamond ka kaam", "gold ka business", "diamond polishing work", Gujarati "diamond nu kaam": a trade in gems or metals, not a gem to wear. */
export const GEM_TRADE =
  /\b(diamond|diamonds|heera|heere|hira|gold|sona|silver|chandi|jewell?ery|gems?|pearls?|moti) ((ka|ki|ke|nu|no|ni|na) )?(kaam|kam|business|dhandha|dhanda|vyapar|vyapaar|dukan|dukaan|trade|factory|polishing|cutting|market|industry|merchant|units?|work|shop)\b/u;

const GEM_TRADE_ALL = new RegExp(GEM_TRADE.source, "gu");

// Phrases that carry a topic word without its topic: an astrological house, a sign called
// Cancer, a trade in gems, a lottery for a visa, a court case over land.
const NOT_A_HOME: readonly RegExp[] = [
  // ("2030 se pehle ghar": before 2030, a home; "pehle ghar" alone is the 1st house.)
  new RegExp(String.raw`(?<!\bse) ${ORDINAL} (house|ghar|bhav|bhava|home)s?\b`, "gu"),
  /\b(house|houses|ghar|bhav) (lord|swami|ka swami|from|of my chart|in my chart|in my kundli|in kundli)\b/gu,
  // ("ghar 2028 tak le paunga?": a year, a home to take by then.)
  /\b(house|ghar|bhav) (no |number )?\d{1,2}\b/gu,
  /(पहले|दूसरे|तीसरे|चौथे|पांचवें|पाँचवें|छठे|सातवें|आठवें|नौवें|दसवें|ग्यारहवें|बारहवें|किस|कौन से|कौनसे|\d+वें|\d+) (घर|भाव)/gu,
  /\bcancer (sign|ascendant|lagna|moon|rashi|sun|rising)\b/gu,
  /\b(moon|sun|mars|mercury|jupiter|venus|saturn|rahu|ketu|lagna|ascendant|rising) (sign )?(is in |is |in )?cancer\b/gu,
  // "Will it work out?": going well, not work.
  /\bwork(s|ed)? out\b/gu,
  // "Will this match work?": the match going well.
  /\b(match|rishta|relationship|marriage|shaadi|alliance) (will |would |can |could )?work(s|ed)?\b/gu,
  GEM_TRADE_ALL,
  // "Will my H1B get picked in the lottery": the lottery is the visa's wherever it is named.
  /\blotter(y|ies)\b(?=.*\b(visa|green card|h1b|h 1b|dv)\b)|(?<=\b(visa|green card|h1b|h 1b|dv)\b.*)\blotter(y|ies)\b/gu,
  // "visa interview", "visa ka interview" is the visa's.
  /(?<=\bvisa (ka |ke |ki )?)interview\b/gu,
  // "ghar ki EMI", "ghar pe baitha hai": the home one pays for or sits in, not one to buy.
  /\b(ghar|home) (ki|ka|ke) (emi|kiraya|kharcha|kharch|loan ki emi)\b|\bghar (pe|par|pr) (hai|hu|baith\w*|bekar|khali)\b/gu,
  // "shaadi ko 5 saal ho gaye": a marriage of some years is the setting, not the subject.
  /\b(shaadi|shadi|marriage|vivah) (ko|ke) \w+ (saal|sal|years?|mahine|months) (ho gaye|ho gye|ho gayi|hue|ho chuke)\b|\bmarried (for|since) \w+ (years?|months)\b|(शादी|विवाह) को \S+ (साल|वर्ष|महीने) (हो गए|हो गये|हुए)/gu,
  // "kaam ban jayega?" (will it work out) is the matter at hand, not work.
  /\bkaam (ban|bann) (jayega|jaega|jaayega|jayegi|jaye|jaaye|gaya|jata|jaata|sakta)\b|\bkaam banega\b|काम बन (जाएगा|जायेगा|जाए|गया)|काम बनेगा/gu,
  // "kitna time bacha h": time left, not a child ("bacha").
  /\b(time|samay|din|saal|waqt) (bacha|bache|bachi)\b/gu,
  // "will i get placed before college ends": a time told by the studies, not studies asked.
  /\b(before|after|till|until|by the time) (my |the )?(college|graduation|degree|course|school|final year) (ends|finishes|is over|gets over|completes|khatam)\b/gu,
  // A court case over property is a court case, which has no subject ("a land dispute" settled
  // out of court is the land's; one in court is a court case by COURT_CASE).
  /\b(property|zameen|jameen|land|ghar|makaan|makan) (ka |ki |ke )?(court )?(case|mukadma|mukadama)\b/gu,
];

/** "by Durga Puja", "दुर्गा पूजा तक": a time (horizon.ts), not a puja to do (also read by the reply's step notes). */
export const FESTIVAL_AS_TIME =
  /\b(?:by|before|till|until|around|during) durga puj[ao]\b|\bdurga puj[ao](?= (?:tak|se pehle|ke pehle|age|aage|porjonto|er age)\b)|दुर्गा पूजा(?= (?:तक|से पहले))/giu;

// "business partner", "partnership me": not a spouse.
export const BUSINESS_PARTNER = /\b(business|biz) partners?\b|\bpartnership\b/gu;

// "IAS ban paunga?", "bank PO ban sakta hu", "टीचर बन पाऊँगी? B.Ed कर रही हूँ": becoming an
// officer, a teacher or a doctor is a job, not studies.
const BECOME_OFFICER =
  /\b(ias|ips|pcs|ifs|irs|collector|officer|bank po|po|clerk|daroga|inspector|pilot|judge|doctor|engineer|lawyer|vakil|teacher|ca) (ban|banu|banunga|banungi|ban paunga|ban paungi|ban sakta|ban sakti|banna|bannu|banega|banegi|banenge)\w*\b|\bbecome (an? )?(ias|ips|pcs|ifs|irs|officer|teacher|professor|doctor|engineer|lawyer|pilot|judge|ca|chartered accountant)( officer)?\b|(आईएएस|आईपीएस|ias|ips|ca|सीए|अफसर|अधिकारी|पायलट|जज|डॉक्टर|इंजीनियर|वकील|टीचर|शिक्षक|शिक्षिका|अध्यापक|अध्यापिका|प्रोफेसर) (बन|बनूं|बनूँ|बनेगा|बनेगी)/gu;

// "govt job kab milegi, ssc cgl de raha h": the exams of a job asked about are the job's.
const RECRUITMENT_EXAMS =
  /\b(ssc|cgl|chsl|ibps|rrb|ntpc|bank po|sbi po|upsc|psc|appsc|tnpsc|kpsc|tspsc|mpsc|bpsc|uppsc|ias|ips|pcs|tet|ctet)\b/gu;

// "first job after MBA", "btech karke ghar pe hai": a degree done is the setting of a job question.
// (Telugu "APPSC group 2 lo select avutana?": being selected for the post.)
const JOB_ASKED = /\b(job|jobs|naukri|naukari|placement|placements|select avut\w*|selection)\b|नौकरी/u;

const DEGREE_DONE =
  /\b(btech|b tech|mba|bcom|bsc|mtech|graduation|engineering) (करके|करने के बाद|kar ke|karke)|\b(after|since) (my |the |his |her )?(studies|studying|padhai)\b|\b(?<!\b(?:of|to|i|about|considering|start|planning on) )doing (my |an? )?(ms|mba|masters|btech|b tech|mtech|phd|degree)\b|\b(padhai|studies) ke (baad|bad)\b|\b(btech|b tech|mba|bcom|bsc|mtech|graduation|engineering|degree) (kiye|kiya|kari|kar li|ho gaya|ho gayi|complete)\b|\b(after|since) (my |the |his |her )?(mba|btech|b tech|mtech|bcom|bsc|graduation|engineering|degree|college)\b|\b(mba|btech|b tech|mtech|bcom|bsc|engineering|college) (ke |ka |ki )?(last|final|third|3rd|fourth|4th|second|2nd) (year|sem\w*)\b|\b(mba|btech|b tech|mtech|bcom|bsc|graduation|engineering|degree) (karke|kar ke|ke baad|complete karke|done|completed)\b/gu;

// "ग्रुप डी का पेपर दिया है": an exam sat for the job asked about is the job's.
const PAPER_GIVEN =
  /\b(paper|exam|pariksha) (diya|di|de diya|de chuka|de chuki)\b|(पेपर|परीक्षा) (दिया|दी|दे दिया|दे चुका|दे चुकी)/gu;

// (Also money taken for a question, "paise kat gaye but answer nahi aaya": the app's, not the asker's wealth.)
const PAID =
  /\b(paise|paisa|money|fees?|rupees?) (de diye|de diya|diye|diya|de chuka|de chuki|de chuke|bhar diye|bhar diya|paid)\b|\bpaid (the )?(agent|money|fees?)\b|(पैसे|पैसा|फीस) (दे दिए|दे दिया|दिए|दिया|दे चुका|दे चुकी|भर दी|भर दिए)|\b(paise|paisa|money|amount|balance) (kat|cut|deduct)\w*|(पैसे|पैसा|बैलेंस) कट/gu;

const REPAYING =
  /\b(debt|debts|karz|karza|karja|karj|emi|emis|chukana|chuka|chukaunga|repay\w*|debt free|paid off|pay off|payoff|foreclos\w*)\b|कर्ज|ईएमआई/u;

const IN_HOSPITAL = /\b(operation|surgery|ilaj|treatment|admit\w*|bypass|transplant)\b/u;

/** The message with the words that look like a subject and are not the one asked replaced by what they are. */
export function stripNonTopics(normalized: string): string {
  // Words that look like a subject and are not the one asked, each replaced by what it is.
  let text = normalized
    // "ग्रीन कार्ड की लॉटरी": the visa's lottery.
    .replace(/(ग्रीन कार्ड|वीज़ा|वीजा|डीवी) (की )?लॉटरी/gu, " visa ")
    // "green card stuck in backlog": the visa's queue, not papers to clear.
    .replace(/\b(green card|visa|gc|h1b|h 1b|pr)( \S+){0,3} backlogs?\b/gu, " visa ")
    // "green card lottery", "DV lottery": the visa's lottery.
    .replace(/(?<=\b(visa|green card|dv|h1b|h 1b) )lotter(y|ies)( results?)?\b/gu, " visa ")
    .replace(BUSINESS_PARTNER, " ")
    // Odia "chakiri pain upay" (a remedy for a job): "pain" is "for", not an ache.
    .replace(
      /\b(chakiri|chakri|chakuri|bahaghara|biya|bibaha|pila|jhia|pua|ghara|business|byabasaya|paisa|padhai|pariksha|exam) pain\b/gu,
      " $1 ",
    )
    // "ghar bechne ka deal aa gaya": a sale, not a deal of work; "start earning from home": work.
    .replace(
      /\b(bechne|bechna|kharidne|kharidna|selling|buying|ghar|flat|plot|zameen|jameen|property|makaan|makan|house|land|dukaan|dukan) (ka |ki |ke )?deal\b/gu,
      " $1 ",
    )
    .replace(/\b(start earning|earn(ing)? from home|ghar (baithe|se) kamai)\b/gu, " job ")
    // "ऐप में एक सवाल पूछने के कितने पैसे लगते हैं?": the price of a question, not the asker's money.
    .replace(
      /(?:सवाल|प्रश्न) पूछने (?:के|का) (?:कितने|कितना) (?:पैसे|पैसा|रुपये)|\b(?:sawal|question) puchne (?:ke|ka) (?:kitne|kitna) (?:paise|paisa|rupaye)\b/gu,
      " ",
    )
    // "MP police ki likhit pariksha": the exam of a post, which is the exam.
    .replace(
      /\b(?:police|railway|bank|army) (?:ki |ka )?(?:likhit |written )?(pariksha|exam|paper)\b|(?:पुलिस|रेलवे|बैंक|आर्मी) (?:की |का )?(?:लिखित )?(परीक्षा|पेपर)/gu,
      " $1$2 ",
    )
    // "H1B lottery lo select avutunda?": picked in the visa's lottery, not for a post.
    .replace(/\b(?:visa|h1b|lottery)\s+(?:(?:lo|me|mein|mai|in)\s+)?select\w*(?:\s+avut\w*)?/gu, " visa ")
    // "bhai ki naukri dubai me lagi h, wha settle ho payega?": the job found is told.
    .replace(/\b(?:naukri|job) ((?:\S+ ){0,2})(?:lagi|lag gayi|lag gai|mil gayi|mil gai) (?:h|hai|he)\b/gu, " $1 ")
    // Tamil "santhana bhagyam" (the blessing of children): the children, not one's fate.
    .replace(/\b(santhana|santana|santan|putra|kalyana|vivaha) bhagyam?\b/gu, " $1 ")
    // "running in loss since covid", "lockdown ke baad se": a time told, not an illness asked about.
    .replace(
      /\b(?:since|after|before|during) (?:the )?(?:covid|corona|lockdown|pandemic)\b|\b(?:covid|corona|lockdown) (?:ke baad|ke bad|ke time|se pehle|ke pehle)\b/gu,
      " then ",
    )
    .replace(FESTIVAL_AS_TIME, " festival ")
    // "I'm a PR holder in Brampton", "police verification me atka hai", "pension ke baad business
    // karu?": a status, a passport's step and a time told, not a visa, a police job or money asked.
    .replace(/\b(pr|green card) holders?\b/gu, " ")
    // "ladki ka naam Pooja", "my name is Neelam": a name, not worship or a gem.
    .replace(
      /\b(naam|name is|named) (pooja|puja|aarti|arti|shanti|jyoti|ratna|neelam|heera|hira|moti|panna|manik|bhakti|vandana|prarthana)\b/gu,
      " naam ",
    )
    // "Dubai me kamaya sara paisa", "2019 ch study visa te Canada aaya si": where the money was
    // earned and how one came, told, not a move or studies asked about.
    .replace(/\b\w+ (me|mein|ch) (kamaya|kamayi|kamaye)\b/gu, " kamaya ")
    .replace(
      /\b(study|student) visa (te|pe|par|on)( \S+){0,2} (aaya|aayi|aaye|aya|gaya|gayi|gaye|came|went|arrived)\b/gu,
      " visa ",
    )
    // "Why am I not getting success despite so much hard work?": the effort told, not a job asked.
    .replace(/\b(despite|even after|in spite of) (so much |all this |all my |my )?hard ?work\b/gu, " ")
    // "Papa ka heart ka operation hona hai AIIMS me": the hospital, not a medical seat.
    .replace(/\b(aiims|pgi)\b/gu, (name) => (IN_HOSPITAL.test(normalized) ? " hospital " : name))
    // "naya truck finance pe lu?": how it is bought, not money asked about.
    .replace(/\b(finance|loan) (pe|par)\b|\bon finance\b/gu, " ")
    // "he's in Canada and I'm in Pune", "when he moves to bangalore for work", "affair … office me
    // kisi ke saath", "पति के जीवन में कोई और औरत": where a partner is, not a move, a job or a life asked.
    .replace(
      /\b(he|she) (s|is) (in|at) \w+\b|\b(he|she)( \S+){0,2} (moves?|moving|shifts?|shifting) to \w+ for (work|a job|job)\b/gu,
      " ",
    )
    .replace(/\b(office|offic|daftar) (me|mein|main) kisi\b/gu, " kisi ")
    .replace(/(पति|पत्नी|बॉयफ्रेंड|गर्लफ्रेंड) (के|की) (जीवन|लाइफ|जिंदगी) में/gu, "$1 ")
    // "Diamond mein mandi hai", "diamond polishing ka kaam": the diamond trade, not a gem.
    .replace(
      /\bdiamond (me|mein|ma|market|trade|polishing|business|industry|unit|ka kaam|no dhandho)\b/gu,
      " business ",
    )
    // "Garba class join karna hai": a class, not a job.
    .replace(/\bclass (join|joining)\b/gu, " class ")
    // "कर्ज … कब छुटकारा मिलेगा": when it ends, not a remedy asked.
    .replace(/\b(kab|kb) (chhutkara|chutkara)\b|कब छुटकारा/gu, " kab ")
    // "sugar 280 aa rahi hai fasting me": blood sugar measured fasting, not a vrat.
    .replace(/\b(fasting|khali pet) (me|mein|sugar)\b/gu, " ")
    .replace(/\bpolice verification\b|पुलिस वेरिफिकेशन/gu, " verification ")
    .replace(/\b(pension|retirement) ke (baad|bad)\b/gu, " baad ")
    // "home loan kab utrega?": a loan repaid is money, not a home to buy.
    .replace(/\bhome loan\b(?=( \S+){0,3} (utr|chuk|khatam|clear|repay|pay off|paid|band)\w*)/gu, " loan ")
    .replace(BECOME_OFFICER, " naukri ")
    // "not coming home properly", "tiffin service from home": a home lived in, not one to buy.
    .replace(/\b(coming|come|comes|came|return\w*|reach\w*) home\b|\b(from|at) home\b/gu, " ")
    // "ghar ka main gate kis disha me ho?": a gate of a house, not the GATE exam.
    .replace(/\b(main|front|back|entrance|entry|bada|chhota) gate\b/gu, " darwaza ")
    // "सरकारी कॉलेज में एडमिशन": a government college is a seat, not a government job.
    .replace(/\b(sarkari|government|govt) (college|school|university|medical college|seat)\b/gu, " college ")
    .replace(/सरकारी (कॉलेज|स्कूल|यूनिवर्सिटी|मेडिकल कॉलेज|सीट)/gu, " कॉलेज ")
    // "relations with my boss", "colleagues se rishte": work, not love.
    .replace(
      /\b(relation|relations|relationship|relationships|rishta|rishte)( \w+){0,2} (boss|manager|colleagues?|co ?workers?|seniors?|team)\b|\b(boss|manager|colleagues?|seniors?)( \w+){0,2} (relation|relations|relationship|relationships|rishta|rishte)\b/gu,
      " job ",
    )
    // "I am contesting for sarpanch, will I win the election?", "मैं चुनाव जीतूंगा?": the asker's
    // own election is their career; who will rule the country is not a question for a chart.
    .replace(
      /\b(i|main|mai|me|hum)( \S+){0,4} (win|jeet\w*)( \S+){0,2} (election|elections|chunav)\b|\b(contest\w*|sarpanch|parshad|corporator|mla ticket|chunav lad\w*|election lad\w*)\b|(मैं|हम)(\s\S+){0,4}\s(चुनाव|इलेक्शन)\s?(जीत|लड़)\S*|चुनाव लड़\S*|सरपंच|पार्षद/gu,
      " naukri ",
    )
    // "picked in the IPL auction", "state team me selection": a player's career, not a match.
    .replace(
      /\b(picked|pick|selected|select|selection|chosen|sold|bought)( \S+)? (in|for|into|me|mein) (the )?(ipl|ranji|state|national|district|under 19|u19|team|squad|auction)( team| squad| auction)?\b|\b(ipl|ranji|state|national|district|under 19|u19) (team|squad|auction) (me|mein|main|in) (select\w*|selection|pick\w*|chun\w*)\b/gu,
      " job ",
    )
    // "offer a rudrabhishek", "jal offer karna": worship offered, not a job offer.
    .replace(
      /\boffer (a |an |the )?(puja|pooja|rudrabhishek\w*|prayers?|water|jal|arghya|flowers|chadar|prasad)\b|\b(jal|water|arghya|prasad) offer\w*/gu,
      " puja ",
    )
    // "बीपीएससी मेंस", "BPO": an exam and a job, not blood pressure (बीपी).
    .replace(/बीपी(एससी|ओ)/gu, " bpsc ")
    // "shouts at the kids", "our kids are settled abroad": children who are, not having them.
    .replace(/\b(the|my|our|his|her) (kids|children)\b(?! (hoga|honge|kab|plan\w*|s? ?future|bhavishya))/gu, " family ")
    // "tractor ke liye loan", "ट्रैक्टर का कर्ज": the debt is money, not a vehicle to buy.
    .replace(
      /\b(tractor|car|bike|gaadi|gadi)( ke liye| ka| ki| ke)? (loan|emi|emis|karz|karj|karza)\b|(ट्रैक्टर|गाड़ी|कार)( का| की| के लिए)? (कर्ज|क़र्ज़|कर्ज़|लोन|ईएमआई)/gu,
      " loan ",
    )
    // "mera weight loss hoga kya": the body's, not money lost.
    .replace(/\bweight (loss|lose|losing)\b/gu, " weight health ")
    // "education loan approve hoga kya?": the loan.
    .replace(/\beducation loan\b/gu, " loan ")
    // "masters ke baad UK me job": the studies done first are the setting.
    .replace(/\b(masters|ms|mba|btech|b tech|graduation|degree) (ke baad|ke bad|karke|kar ke)\b/gu, " ")
    // "mera breakup … 3 saal ka relationship tha college se": since college, the setting.
    .replace(/\b(college|school) (se|ke time se|ke din se|days)\b/gu, " ")
    // "मेरा भाग्यशाली अंक क्या है": a lucky number, a remedy's matter, not one's fate.
    .replace(/भाग्यशाली (अंक|नंबर|रंग|दिन)|शुभ अंक|\b(shubh|lucky) ank\b/gu, " lucky number ")
    // "arrears stuck in treasury office": an office one waits at, not one's work.
    .replace(
      /\b(treasury|tehsil|collector|collectorate|passport|post|pension|registry|registrar|rto|municipal|court) office\b/gu,
      " daftar ",
    )
    // "his departmental promotion exam": an exam to pass, not a promotion asked for.
    .replace(/\b(departmental|department|promotion|promotional)( promotion)? (exam|exams|pariksha)\b/gu, " exam ")
    // "take science again or switch to commerce": a stream, not a job switched.
    .replace(/\bswitch (to|from) (science|commerce|arts|humanities|biology|maths|pcm|pcb)\b/gu, " $2 ")
    // "ghar chalana mushkil hai": running the household, not a home.
    .replace(/\bghar (chala\w*|chalne)\b|घर (चला\S*|चलने)/gu, " kharcha ")
    // "चारधाम यात्रा", "vaishno devi jana": a pilgrimage is devotion, not travel abroad.
    .replace(
      /\b(char ?dham|teerth|tirth|vaishno devi|kedarnath|badrinath|amarnath|kashi vishwanath)( yatra| yaatra)?\b|(चारधाम|चार धाम|तीर्थ|वैष्णो देवी|केदारनाथ|बद्रीनाथ|अमरनाथ)( यात्रा)?/gu,
      " teerth ",
    )
    // "please bless her": a greeting, not a question of devotion.
    .replace(/\b(please |pls )?bless (me|her|him|us|them|the child)\b|\bblessings?\b/gu, " ")
    // "please tell fast": quickly, not a fast kept as a remedy.
    .replace(
      /\b(tell|reply|answer|batao|bataiye|bolo|respond)( me| pls| please| very| so)? fast\b|\bfast (reply|answer|batao|bataiye|bolo)\b/gu,
      " jaldi ",
    )
    // "my college friends", "office friends": friends, not studies or work.
    .replace(/\b(college|school|office|work) (friends|dost|doston)\b/gu, " friends ")
    // "a better paying school job", "college me teacher ki naukri": the job, not studies.
    .replace(
      /\b(school|college|coaching|tuition|university) (job|jobs|naukri|teacher|teaching|lecturer|principal)\b/gu,
      " job ",
    )
    // "meri god kab bharegi" (the lap filled): a child, not God.
    .replace(/\bgodh? (\w+ )?(bhar\w*|suni|sooni)\b/gu, " santan ")
    // "open a coaching centre … will the coaching centre business be successful": a business.
    .replace(
      /\b(open|opening|start|starting|khol\w*|shuru)( a| an| my| apna| ek)? (coaching|tuition) (centre|center|institute|classes)\b|\b(coaching|tuition) (centre|center|institute|classes) (business|kholna|kholu|chalega)\b/gu,
      " business ",
    )
    // "delivery boy ki job": work, not a birth.
    .replace(/\bdelivery (boy|boys|job|wala|executive|partner|app|company|business|ka kaam|ki job)\b/gu, " job ")
    // "baby ka lucky naam": a child there is, to be named.
    .replace(
      /\b(baby|bache|bacche|bachche|beti|bete|beta|son|daughter)( ka| ki| ke| s)?( \w+)? (naam|name)\b/gu,
      " naam ",
    )
    // "बच्चे की कुंडली", "bete ki kundli": a child there is, and their chart, not having children.
    .replace(
      /\b(bache|bacche|bachche|baccha|bete|beti|beta) (ki|ka) (kundli|kundali|janam kundli)\b|(बच्चे|बच्चा|बेटे|बेटी|बेटा) (की|का) (कुंडली|जन्म कुंडली)/gu,
      " kundli ",
    )
    // "medical college seat": a college, not health.
    .replace(/\bmedical (college|seat|entrance|admission)\b/gu, " college ")
    // "a SaaS product" is software, not the mother-in-law (saas).
    .replace(
      /\bsaas (startup|product|company|business|app|platform|tool|software|based|model|sales|idea|firm)\b/gu,
      " software $1 ",
    )
    // "sign the property deal": the property, not a business deal.
    .replace(/\b(property|land|plot|flat|zameen|jameen|makaan|makan|ghar) (ki |ka |ke )?(deal|sauda)\b/gu, " property ")
    // "is saal loss recover hoga?": the money recovered, not health.
    .replace(
      /\b(loss|losses|money|paisa|paise|amount|dues)( \w+)? recover\w*|\brecover\w* (the |my )?(loss|losses|money|paisa|paise|amount|dues)\b/gu,
      " loss ",
    )
    // "पुलिस भर्ती का पेपर है, निकल जाएगा क्या?", "police exam": the recruitment's exam is the exam.
    .replace(
      /\b((police|army|fauj|daroga|constable) )?(bharti|bharati|recruitment) (ka|ki|ke) (paper|exam|pariksha|written)\b|\b(police|army|fauj|daroga|constable) (ka |ki |ke )?(paper|exam|pariksha)\b|((पुलिस|सेना|दरोगा) )?भर्ती (का|की|के) (पेपर|परीक्षा|लिखित)|(पुलिस|सेना|दरोगा) (का |की |के )?(पेपर|परीक्षा)/gu,
      " exam ",
    )
    // "sir mera naam Amit h", "my name is Admit": a name told is no subject ("Amit" is one
    // letter from "admit").
    .replace(
      /\b(my name is|mera naam|mera name|meri naam|majha naav|maru naam|maro naam) (?!(aayega|ayega|aaega|aega|ayga|aa|nikl\w*|kab|hoga|list|lottery|kya)\b)\w+( hai| h| he| aahe)?\b|मेरा नाम (?!(आएगा|आयेगा|आ|निकल|कब|लिस्ट)(?= |$))\S+( है)?/gu,
      " ",
    )
    // "SSC CGL me selection": a government job got through an exam is the job.
    .replace(
      /\b(ssc|cgl|chsl|ibps|rrb|ntpc|bank po|sbi po|bpsc|uppsc|psc|railway|group d|police|daroga)( \S+){0,3} (selection|select\w*|naukri|job|bharti|bharati)\b|(ssc|cgl|रेलवे|पुलिस|दरोगा)(\s\S+){0,3}\s(selection|सिलेक्शन|चयन|नौकरी|भर्ती)/gu,
      " naukri ",
    )
    .replace(
      /\b(selected|selection|select) (in|for|through) (the )?(ssc|cgl|chsl|ibps|rrb|ntpc|bank po|sbi po|bpsc|uppsc|psc|railway|group d|police)\b/gu,
      " naukri ",
    )
    // "doctor ne neend ki goli di h bt fayda nhi": a medicine that did not help, not money.
    .replace(
      /\b(goli|goliyan|dawa|dawai|dawaiyan|medicine|medicines|tablet|tablets|treatment|ilaj|ilaaj)( \S+){0,4} (fayda|faida|faayda|asar) (nahi|nahin|nhi|na)\b/gu,
      " dawai ",
    )
    // Malayalam "ente makan-inu" (my son), not Hindi "makan" (a house); "chit fund company": the fund.
    .replace(/\bmakan (inu|nu|nte|te|ku|kku)\b/gu, " son ")
    // Kannada "nanna tangi ge" (my younger sister), not Hindi "tangi" (a shortage of money).
    .replace(/\b(nanna|namma) (tangi|akka)\b/gu, " sister ")
    .replace(/\bchit funds? company\b/gu, " chit fund ")
    // "fever since 3 days, 102 degree": a temperature, not a degree.
    .replace(/\b\d+(\.\d+)? ?degrees?\b/gu, " ")
    // "my wife and my mother dont talk", "saas bahu ka kalesh": a quarrel in the family, not
    // the marriage (getting on with a mother-in-law, "saas ke saath ban paayegi", is).
    .replace(
      /\b(wife|patni|bahu) (and|aur) (my |meri )?(mother|maa|mummy)\b|\b(mother|maa|mummy) (and|aur) (my |meri )?(wife|patni|bahu)\b|\b(saas|sasu|saasu)( maa| ma| ji)? (bahu|aur bahu)\b|(पत्नी|बहू) (और|अर) (मेरी )?(मां|माँ)|(सास|सासु|सासू)( माँ| मां| जी)? (बहू|और बहू)/gu,
      " family ",
    )
    // "meri job ko nuksan to nhi pahuchayega?": harm done, not money lost.
    .replace(
      /\b(nuksan|nuksaan) (to |toh )?(nhi |nahi |na )?(pahuch|pohoch)\w*|(नुकसान|नुक़सान) (तो )?(नहीं )?(पहुँच|पहुंच)\S*/gu,
      " ",
    )
    // "नीलम पहनूं तो नुकसान तो नहीं होगा?": a gem's harm, not a loss of money.
    .replace(
      /(नीलम|पुखराज|पन्ना|मोती|गोमेद|रत्न|\bneelam|\bpukhraj|\bpanna|\bmoti|\bgomed|\bratna|\bstone|\bgem\w*)(.{0,30}?)(नुकसान|\bnuksan\b|\bnuksaan\b|\bharm\b)/gu,
      "$1$2 ",
    )
    // "ननद की शादी के बाद से घर में तनाव है": another's wedding told as a time, not a marriage asked.
    .replace(
      /\b(nanad|devar|jeth|bhabhi|sister|brother|behen|bahan|bhai|cousin)( ki| ka| s)? (shaadi|shadi|wedding|marriage) (ke baad|ke bad|after)\b|(ननद|देवर|जेठ|भाभी|बहन|भाई|देवरानी|जेठानी) (की|के) (शादी|विवाह) के बाद/gu,
      " ",
    )
    // "ghar me barkat bani rahe": plenty at home, money, not a home to build.
    .replace(/\b(ghar|home) (me|mein|main) (barkat|barkaat)\b|घर में बरकत/gu, " barkat ")
    // "engineering mein hi career banega na?": a career in a field, not studies.
    .replace(/\b(engineering|medical|commerce|science|arts|law|banking) (me|mein|main|in)( hi)? career\b/gu, " career ")
    // "to by a house" (typed by voice): to buy one.
    .replace(/\bby (a |an |new |my own |our own )(house|home|flat|plot|car|bike|land)\b/gu, " buy $1$2 ")
    // "will content creation become my full time income?": a living, work.
    .replace(/\b(full time|main|primary|regular) (income|kamai)\b/gu, " job ")
    // "I'm in London and can't fly down": where the asker lives is told, not a journey asked.
    .replace(
      /\b(i m|i am|im|we re|we are) (in|based in|living in|settled in) (?=\w+ (and|but) (can t|cannot|can not) (fly|come|travel))\w+/gu,
      " i m ",
    )
    // "एजेंट को पैसे दे दिए हैं": money paid is told, not asked about.
    .replace(PAID, " ");
  // "home loan … when will I be debt free": the debt is money, not a home asked about.
  // "F1 visa ka slot hi nahi mil raha, interview kab tak ho jayega?": the visa's interview, not a job's.
  if (/\b(visa|f1|h1b|embassy|consulate)\b/u.test(text)) text = text.replace(/\binterview\b/gu, " visa ");
  if (REPAYING.test(text)) text = text.replace(/\b(home|housing|house|car|bike|ghar) loan\b/gu, " loan ");
  for (const re of NOT_A_HOME) text = text.replace(re, " ");
  if (JOB_ASKED.test(text))
    text = text.replace(DEGREE_DONE, " ").replace(RECRUITMENT_EXAMS, " ").replace(PAPER_GIVEN, " ");
  return ` ${text.replace(/\s+/g, " ").trim()} `;
}
