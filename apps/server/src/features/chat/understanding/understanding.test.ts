import { describe, expect, it } from "vitest";
import { understandQuestion } from "./understand.ts";

const NOW = new Date("2026-03-10T06:30:00Z");
const read = (q: string) => understandQuestion(q, NOW);

describe("understandQuestion: topics", () => {
  it.each([
    ["Which house is Saturn in?", []],
    ["shani kis ghar me hai", []],
    ["मेरी 7वें घर में कौन सा ग्रह है?", []],
    ["2027 mein ghar khareed paunga?", ["property"]],
    ["मैं घर कब खरीदूँगा?", ["property"]],
    ["I applied for the US visa lottery, will I be able to go abroad?", ["travel"]],
    ["I have a headache since 3 days, what does my chart say?", ["health"]],
    ["how will next year be", []],
    ["job or business?", ["career"]],
    ["My husband lost his job, when will he get a new one?", ["career"]],
    ["Will my husband come back to me?", ["marriage"]],
    ["partnership me business karna thik rahega?", ["career"]],
    ["which stone suits me for career", ["career", "remedies"]],
    ["pichle janam ka karma kya hai", ["spirituality"]],
    ["wen will i get merried??", ["marriage"]],
    ["Can I go to Canada for my masters next year?", ["education", "travel"]],
    // Only the sentence that asks gives the subject; what is told on the way does not.
    ["bhai naukri chhod ke apna cafe kholu kya? savings 8 lakh h", ["career"]],
    ["Working as a teacher in Indore for 6 years. When will my marriage happen?", ["marriage"]],
    // A question with no subject of its own takes the message's ("koi upay batao" after a debt).
    ["मेरे ऊपर 12 लाख का कर्ज़ है। कोई उपाय बताइए", ["money", "remedies"]],
    ["mere bete ki job kab lagegi? btech karke 1 saal se ghar pe hai", ["career"]],
    // In one sentence, the clause that asks: what the others tell is the setting.
    ["beti ki shaadi hai agle mahine aur paise kam hai, meri naukri kab lagegi", ["career"]],
    ["bachat 20 lakh hai, ghar lu ya plot?", ["property"]],
    // ...unless it names nothing ("mujhe PCOD hai, ye theek hoga kya?" is the PCOD's).
    ["mujhe thyroid hai 3 saal se, ye kabhi theek hoga kya? shaadi bhi honi hai", ["health"]],
    // A son or daughter who is, named without a subject, is no "having children"; one to come is.
    ["and what about my younger son?", []],
    ["beta hoga ya beti", ["children"]],
    ["मेरे बच्चे कब होंगे?", ["children"]],
    ["Will my son get picked in the IPL auction?", ["career"]],
    // A business's profit or loss is money; the business is where it is made.
    ["business mein loss pe loss ho raha hai kab tak chalega aisa", ["money"]],
    ["Dukan ma profit kyare thase? navi dukan kholi che", ["money"]],
    ["mera business kab chalega? 3 saal se loss me hu", ["career"]],
    // A follow-up naming only a person asks the last question again about them.
    ["aur meri wife ka?", []],
    // "please tell fast" is quickly, not a fast kept as a remedy; relations at work are work.
    ["4 backlogs hain, will i clear all of them this sem? please tell fast", ["education"]],
    ["relations with my boss are bad, will it improve?", ["career"]],
    // A court marriage is a marriage, not a court case; the asker's own election is their work.
    ["court marriage karu ya ghar walo ko manau?", ["marriage"]],
    ["main sarpanch ka chunav jeet paunga?", ["career"]],
    // Regional words: Marathi, Bengali, Tamil, Punjabi.
    ["maza lagna kadhi honar?", ["marriage"]],
    ["amar chakri kobe hobe?", ["career"]],
    ["enakku kalyanam eppo nadakkum?", ["marriage"]],
    ["mera viah kado hovega ji?", ["marriage"]],
    ["माझं लग्न कधी होणार?", ["marriage"]],
    ["Mara dikra nu vevishal kyare thase?", ["marriage"]],
    // The asker's bad time or struggle, with no subject named, is their life as a whole.
    ["mera bura time kab khatam hoga", ["life_path"]],
    ["mera bura time chal raha hai naukri kab milegi", ["career"]],
    // A paper and "pass ho jaunga" are studies; "will this match work" is no job.
    ["kal mera 12th ka physics ka paper kharab gaya, kya main pass ho jaunga", ["education"]],
    ["Her DOB is 22 June 1997, 6:45 am, Nagpur. Will this match work?", ["compatibility"]],
    ["क्या मेरी किस्मत में खुद का घर है?", ["property"]],
    // Haryanvi, Bhojpuri and Marwari words; a degree told in Devanagari; a fever's degrees.
    ["mhara chhora 12vi me h iske paper chal re s pass ho jaga ke", ["education"]],
    ["हमार बिटिया के बियाह खातिर लड़िका नाहीं मिलत बा, कब ले होई", ["marriage"]],
    ["mharo beto mumbai me dhandho kare ghano nuksan ho gayo kad sudhrasi", ["money"]],
    ["बेटे की नौकरी कब लगेगी BTech करके दो साल से घर बैठा है", ["career"]],
    ["My son has fever since 3 days, 102 degree. Is it some graha dosh?", ["health"]],
    ["guruji मेरी shaadi को 12 saal हो गए, अभी तक संतान नहीं है, kab hogi?", ["children"]],
    // A quarrel between wife and mother is the family's; a daughter-in-law gone home is the son's marriage.
    ["my wife and my mother dont talk to each other, what to do", []],
    ["ननद की शादी के बाद से घर में बहुत तनाव है, क्या कभी सब ठीक होगा?", []],
    ["mere bete ki shaadi ko 2 saal ho gaye bahu maike chali gayi hai wapas aayegi kya", ["marriage"]],
    // A divorce case's verdict is the court's; PR after a student visa is settling abroad.
    ["meri beti ka divorce case chal raha hai court me, faisla kab tak aayega", []],
    ["My son is in Australia on student visa. Will he get PR there?", ["travel"]],
    ["usko naukri ke liye abroad jana hai uk ya germany kaha jana sahi rahega", ["career", "travel"]],
    // A condition the question asks through is the doctor's, and health, besides its subject.
    ["PCOD hai mujhe, kya isse baby hone mein problem hogi?", ["children", "health"]],
    // Urban work and money words; "US" in capitals is the country; a portfolio recovers money, not health.
    ["Will I score 700+ on the GMAT this year?", ["education"]],
    ["kal Amazon ka final round hai, select hounga kya?", ["career"]],
    ["Is Q3 a good time to put in my papers?", ["career"]],
    ["My YouTube channel is stuck at 8k subs. Will content creation ever become my full time income?", ["career"]],
    ["next 3 months me freelancing ka atka hua payment aayega kya?", ["money"]],
    ["ESOPs bechu ya hold karu? company next year IPO la sakti h", ["money"]],
    ["I have 2 offers - one from a fintech with ESOPs and one from Infosys. Which one should I take?", ["career"]],
    ["Should I buy a 2BHK in Whitefield this year or wait till 2027?", ["property"]],
    ["bro stocks portfolio 30% down hai, end of year tak recover hoga?", ["money"]],
    ["When will my home loan finally be paid off? The EMI is killing me", ["money"]],
    ["mere husband ki US me job lagegi kya? hum H4 pe jaana chahte h", ["career", "travel"]],
    ["us me kya likha hai meri shaadi ke baare me", ["marriage"]],
    ["kya mujhe india wapas aana chahiye is saal?", ["travel"]],
    // "ladkiyan dikha rahe" (showing) is not "diksha".
    ["ghar wale ladkiyan dikha rahe h par mujhe abhi shaadi nahi karni, kya 2028 tak ruk sakta hu?", ["marriage"]],
  ])("%s → %j", (q, topics) => {
    expect(read(q).topics).toEqual(topics);
  });

  it("reads a partner's birth details with a marriage question as a match", () => {
    expect(read("His DOB is 5 March 1994, 6:15 am, Lucknow. Will our marriage be happy?").topics).toEqual([
      "compatibility",
    ]);
    // A friend's own birth with "when will their marriage be" is the friend's marriage, not a match.
    expect(read("mere dost ki shaadi kab hogi? uski dob 9 march 1996 hai").topics).toEqual(["marriage"]);
    // The asker's own date told after the boy's is passed over.
    expect(
      read("ladke ka janm 11 nov 1995 shaam 5:30 baje Patna me hua hai aur mera 18 april 1998 hai. gun milte hain?")
        .otherBirth,
    ).toEqual({ date: "1995-11-11", time: "17:30", place: "Patna" });
    // A date told in a self-introduction is the asker's own, not the husband's asked about.
    expect(read("मेरा नाम सुनीता है, जन्म 8 अगस्त 1976, इलाहाबाद। पति शराब बहुत पीते हैं। क्या वो सुधरेंगे?").otherBirth).toBeNull();
    // The place after a time not known.
    expect(read("papa ki DOB 17/06/1958 hai, time pata nahi, Amritsar. unki health kaisi rahegi?").otherBirth).toEqual({
      date: "1958-06-17",
      place: "Amritsar",
    });
    // The asker's own after a label ("me:") is passed over; a cantonment is read whole.
    expect(
      read(
        "girl: 8 Oct 1997, 11:50 am, Kochi. me: 3 May 1995, 4:30 am, Thrissur. should we go ahead with this alliance?",
      ).otherBirth,
    ).toEqual({ date: "1997-10-08", time: "11:50", place: "Kochi" });
    expect(read("Boy: 05-11-1994, 11:40 PM, Ambala Cantt. Girl is me. Kundli milti hai?").otherBirth).toEqual({
      date: "1994-11-05",
      time: "23:40",
      place: "Ambala Cantt",
    });
    // Devanagari digits, in Marathi: a son's birth matched with the asker's daughter.
    const marathi = read("मुलाची पत्रिका: जन्म १७ जून १९९६, सकाळी ६:२०, नाशिक. माझ्या मुलीशी जुळेल का?");
    expect(marathi.otherBirth).toEqual({ date: "1996-06-17", time: "06:20", place: "नाशिक" });
    expect(marathi.topics).toEqual(["compatibility"]);
  });
});

describe("understandQuestion: form", () => {
  it.each([
    ["should I switch or wait", "which"],
    ["job or business?", "which"],
    ["naukri karu ya business?", "which"],
    ["नौकरी करूँ या व्यापार?", "which"],
    ["which gemstone should I wear", "which"],
    ["why is my marriage delayed", "why"],
    ["shaadi me itni rukawat kyu aa rahi hai", "why"],
    ["will I pass this exam", "yes_no"],
    ["exam me pass hounga ya nahi", "yes_no"],
    ["diwali se pehle naukri lagegi?", "yes_no"],
    ["क्या मैं विदेश जाऊँगा?", "yes_no"],
    ["When will I get married?", "when"],
    ["kaunse mahine mein exactly?", "when"],
    ["sade sati kab khatam hogi", "when"],
    ["what should i do to get a job fast", "how"],
    ["shani ke upay batao", "how"],
    ["mera career kaisa rahega", "describe"],
    ["agle 3 mahine kaise rahenge", "describe"],
    ["And my health?", "describe"],
    ["What is my moon sign?", "fact"],
    ["which ghar is saturn in my chart", "fact"],
    ["is mahine kya hoga", "describe"],
    ["maza lagna kadhi honar?", "when"],
    ["Guruji mera saturn kaunse ghar me baitha hai?", "fact"],
    ["शनि की ढैया का मेरी नौकरी पर क्या असर होगा?", "describe"],
    ["koi khatra to nahi hai na is saal meri sehat ko?", "yes_no"],
    ["upay for early marrige", "how"],
    ["Please check if we are compatible", "yes_no"],
    // Regional tags and words: Bhojpuri "lagi ki na", Rajasthani "होवैगो के", Haryanvi "kad tak".
    ["Hamar bada beta ke railway me naukri lagi ki na?", "yes_no"],
    ["म्हारो छोरो इबकै बोर्ड में पास होवैगो के?", "yes_no"],
    ["bhaiyan gail zameen ka batwara kad tak niptega?", "when"],
    // Whether something is the cause asks yes or no; which planet is behind it asks why.
    ["क्या यह ग्रहों के कारण है?", "yes_no"],
    ["kya karan hai ki meri shaadi nahi ho rahi", "why"],
    ["bhakti me man lagne laga hai, ye kis grah ka asar hai?", "why"],
    ["My Shani is in which bhava?", "fact"],
    ["अगले साल करियर में क्या बदलाव आएगा?", "describe"],
    ["Please suggest an auspicious date this month for opening my shop", "when"],
  ])("%s → %s", (q, form) => {
    expect(read(q).form).toBe(form);
  });
});

describe("understandQuestion: a greeting, thanks or goodbye said alone", () => {
  it.each([
    ["Namaste pandit ji 🙏", "greeting"],
    ["Good morning sir", "greeting"],
    ["जय श्री कृष्ण गुरुजी", "greeting"],
    ["ok thanks", "thanks"],
    ["dhanyavaad guruji aapne bahut achha bataya", "thanks"],
    ["bye, thank u", "thanks"],
    ["bye sir", "goodbye"],
  ])("%s: %s, asking nothing and leaning on nothing", (q, courtesy) => {
    const u = read(q);
    expect(u.courtesy).toBe(courtesy);
    expect(u.topics).toEqual([]);
    expect(u.refersBack).toBe(false);
    expect(u.outOfScope).toBeNull();
  });

  it("is no courtesy when anything is asked with it", () => {
    for (const q of ["hello sir when will i marry", "thanks, and what about my career?", "hi, my name is Ravi", "ok"])
      expect(read(q).courtesy, q).toBeNull();
  });
});

describe("understandQuestion: a message spoken without stops", () => {
  // The asker tells their work, family and worries, then asks: the clause that asks is the question.
  it.each([
    [
      "namaste guruji main sonipat se hu meri wife school me padhati hai do bete hai dono college me hai hum kiraye ke ghar me rehte hai kya is saal apna makaan le payenge",
      ["property"],
      [],
    ],
    ["हम बलिया से हैं मेरे पति ट्रक चलाते हैं बेटी बारहवीं में है ऊपर से कर्ज भी है हमारा कर्ज कब उतरेगा", ["money"], []],
    [
      "sir i work in a bpo in noida my father is a farmer and my sister is in college my salary is low will i get a government job this year",
      ["career"],
      [],
    ],
    // Someone else's question reported ("maa roj puchti hai ki …") is told; the asker's follows.
    [
      "hamar chhota bhai do saal se qatar me driver hai maa roj puchti hai ki shaadi kab hogi hum log siwan ke bani batai bhai ke wapas aana kab hoi",
      ["travel"],
      ["sibling"],
    ],
    // A match the message told of stays the two it named ("dono", "ye rishta").
    [
      "pranam pandit ji mera bhatija hai uske liye ek ladki dekhi hai ladki ka janam 3 march 1999 ko gaya me hua tha dono ki kundli milegi kya",
      ["compatibility"],
      ["other", "partner"],
    ],
  ])("%s", (q, topics, people) => {
    const u = read(q);
    expect(u.topics).toEqual(topics);
    expect(u.people.map((p) => p.relation).sort()).toEqual(people);
  });
});

describe("understandQuestion: regional words mixed in", () => {
  it.each([
    ["mazhya mulala MPSC madhe yash milel ka?", ["education"], "yes_no", ["child"]],
    ["chele WBCS e pass korbe to?", ["education"], "yes_no", ["child"]],
    ["Mor sakori ketiya pam? 2 bosor dhori bisari asu", ["career"], "when", []],
    ["amar kopal keno eto kharap? kono kaj e safal hoi na", ["life_path"], "why", []],
    ["Ei bosor mor biya hobo ne?", ["marriage"], "yes_no", []],
    ["Bapu ji di sehat kiven rahegi aun wale saal?", ["health"], "describe", ["father"]],
    [
      "nomoskar mu bhubaneswar re rahe mo jhia ra bahaghara katha chaluchi kintu pila ghara lok kahuchhanti kundali mili nahi ebe ame ki karibu",
      ["compatibility"],
      "how",
      ["child"],
    ],
    [
      "namaskar mi pune la rahte mazha navra IT madhe aahe tyacha appraisal january madhe aahe ani amhi navin flat ghyaycha vichar karto aahot flat ghyayla 2027 changla aahe ka",
      ["property"],
      "yes_no",
      null,
    ],
  ])("%s", (q, topics, form, people) => {
    const u = read(q);
    expect(u.topics).toEqual(topics);
    expect(u.form).toBe(form);
    if (people) expect(u.people.map((p) => p.relation).sort()).toEqual(people);
    expect(u.outOfScope).toBeNull();
  });

  it("reads a Gujarati match with the girl's birth and no time", () => {
    const u = read("Chhokri ni janam tarikh 9 Sept 2001, Rajkot. Samay khabar nathi. Amaro melap saro che?");
    expect(u.topics).toEqual(["compatibility"]);
    expect(u.otherBirth).toEqual({ date: "2001-09-09", place: "Rajkot" });
  });
});

describe("understandQuestion: the period asked", () => {
  it("is the one the asking sentence names, else the one the message names", () => {
    expect(read("will my son get into IIT this year? he is writing JEE mains in january").horizon).toEqual({
      start: "2026-03-10",
      end: "2026-12-31",
    });
    expect(read("2027 me papa retire honge. pension time pe milegi?").horizon).toEqual({
      start: "2027-01-01",
      end: "2027-12-31",
    });
  });

  it("is none for a festival a few weeks gone or months already passed, unless the next one is asked", () => {
    // Holi 2026 fell on 4 March; "now" is 10 March.
    expect(read("Holi ke baad se roz sar dard rehta hai, kyun?").horizon).toBeNull();
    expect(read("Kuch mahino se bhakti badh gayi hai, kis grah ka asar hai?").horizon).toBeNull();
    expect(read("agli holi tak shaadi ho jayegi?").horizon).toEqual({ start: "2026-03-10", end: "2027-03-22" });
  });
});

describe("understandQuestion: people and another person's birth details", () => {
  it("finds a partner's date, time and place in free text", () => {
    const u = read("My girlfriend was born on 12/04/1996 at 10:30 pm in Jaipur, are we compatible?");
    expect(u.people).toEqual([{ relation: "partner" }]);
    expect(u.otherBirth).toEqual({ date: "1996-04-12", time: "22:30", place: "Jaipur" });
  });

  it("reads a place spoken on after the time, with no stop after it", () => {
    expect(
      read(
        "a girl named priya she was born on 22 august 1999 at 4:10 in the morning in jaipur we have met twice and i like her how is our compatibility",
      ).otherBirth,
    ).toEqual({ date: "1999-08-22", time: "04:10", place: "jaipur" });
    expect(read("he was born on 3 march 1996 at 11:20 am in lucknow my parents are against it").otherBirth).toEqual({
      date: "1996-03-03",
      time: "11:20",
      place: "lucknow",
    });
  });

  it("reads Hinglish and Hindi times and places", () => {
    expect(read("ladke ki dob 03-09-1993, subah 6 baje, indore me janm. kundli milan karo").otherBirth).toEqual({
      date: "1993-09-03",
      time: "06:00",
      place: "indore",
    });
    expect(read("लड़की का जन्म 5 मार्च 1997 को रात 9:40 बजे, पटना में हुआ। गुण मिलान बताइए").otherBirth).toEqual({
      date: "1997-03-05",
      time: "21:40",
      place: "पटना",
    });
  });

  it("takes the second of two dates (the first is the asker's own) and none when only the asker's is given", () => {
    expect(read("my dob 10/10/1992 and my wife's dob 15/01/1994, how is our married life?").otherBirth).toEqual({
      date: "1994-01-15",
    });
    expect(read("my dob is 10/10/1992, when will I get a job?").otherBirth).toBeNull();
  });

  it("names relatives without reading them into other words", () => {
    expect(read("mera bhagya kab chamkega").people).toEqual([]);
    expect(read("क्या मैं मांगलिक हूँ?").people).toEqual([]);
    expect(read("beta hoga ya beti").people).toEqual([]);
    expect(read("when will i become a father").people).toEqual([]);
    expect(read("my parents are against my love marriage").people.map((p) => p.relation)).toEqual(["mother", "father"]);
    expect(read("mere bete ka career kaisa rahega").people).toEqual([{ relation: "child" }]);
  });
});

describe("understandQuestion: the asker's state, follow-ups and scope", () => {
  it("sends a child's speech delay to a doctor and a cricketer's century off-topic", () => {
    const speech = read(
      "mera beta 3 saal ka hai abhi tak theek se bolta nahi hai doctor ne speech therapy bola hai kya vo normal bolne lagega",
    );
    expect([speech.outOfScope, speech.topics]).toEqual(["medical", ["health"]]);
    expect(read("virat kohli ki agli century kab aayegi").outOfScope).toBe("not_astrology");
    expect(read("Rahul Kohli se shaadi hogi kya").outOfScope).toBeNull();
  });

  it("declines how long a grandmother in hospital will last, and sends a Holi recipe off-topic", () => {
    expect(read("Meri दादी 92 की हैं, hospital में admit हैं, वो कितने दिन और रहेंगी?").outOfScope).toBe("death_timing");
    expect(read("ye pareshani kitne din aur rahegi").outOfScope).toBeNull();
    expect(read("How do I make gujiya at home? Lots of khoya left over from Holi.").outOfScope).toBe("not_astrology");
  });

  it("reads the Mahamrityunjay mantra as a remedy, a mother-in-law's survival as declined, a blessing as a greeting", () => {
    expect(read("महामृत्युंजय मंत्र का जाप रोज कितनी बार करना चाहिए मुझे?")).toMatchObject({
      outOfScope: null,
      topics: ["remedies"],
    });
    expect(read("सासु माँ अस्पताल में भर्ती हैं, डॉक्टर ने जवाब दे दिया है, क्या वो बच पाएंगी?").outOfScope).toBe("death_timing");
    expect(read("jai mata di 🙏 guruji aashirwad dijiye").courtesy).toBe("greeting");
    expect(read("kal delhi me barish hogi kya, bahar jana hai").outOfScope).toBe("not_astrology");
    expect(read("meri beti 7 mahine pregnant hai, BP badha hua hai, delivery theek se ho jayegi na").outOfScope).toBe(
      "medical",
    );
    expect(read("मेरी बहन की डिलीवरी होने वाली है, सब ठीक रहेगा ना?").outOfScope).toBeNull();
  });

  it("reads a medicine by name as a doctor's question, and a surgery abroad as health alone", () => {
    expect(read("I've been on sertraline for 6 months. When can I stop taking it?")).toMatchObject({
      outOfScope: "medical",
      topics: ["health"],
    });
    expect(
      read(
        "my mom's knee replacement surgery is next week in Chennai. I'm in London and can't fly down. will it go well?",
      ),
    ).toMatchObject({ outOfScope: "medical", topics: ["health"] });
  });

  it("reads South Indian, Bengali and Marathi words for people, years and yes-or-no", () => {
    expect(read("Amma ki health bagaledu. Ee samvatsaram amma ki ela untundi?")).toMatchObject({
      people: [{ relation: "mother" }],
      horizon: { start: "2026-03-10", end: "2026-12-31" },
    });
    expect(read("Nanna maga Germany alli MS maadbeku antha idaane, avanige abroad admission sigutta?")).toMatchObject({
      form: "yes_no",
      people: [{ relation: "child" }],
    });
    expect(read("Amar chakri ta ki thakbe? Office e layoff cholche, khub bhoy lagche")).toMatchObject({
      form: "yes_no",
      distress: true,
    });
    expect(read("Ente Gulf job contract renew aakumo?").form).toBe("yes_no");
    expect(read("enakku kalyanam eppo nadakkum? amma romba kavalai padranga").people).toEqual([]);
    expect(read("Sir mere dono bacchon ki padhai kaisi rahegi?").people).toEqual([{ relation: "child" }]);
    expect(read("Guru kaunse ghar me hai aur uska shaadi pe kya asar h?").form).toBe("fact");
  });

  it("reads Gujarati, Marathi, Odia, Kannada, Telugu and Punjabi words for profit, a home, remedies and when", () => {
    expect(read("kem cho maharaj, maari dukaan ma aa varshe naffo thashe ke nahi?")).toMatchObject({
      topics: ["money"],
      form: "yes_no",
      horizon: { start: "2026-03-10", end: "2026-12-31" },
    });
    expect(read("mala ghar ghyaycha aahe, ya varshi yog aahe ka?")).toMatchObject({
      topics: ["property"],
      form: "yes_no",
    });
    expect(read("mo business re loss heuchi, kana upaya karibi?")).toMatchObject({
      topics: ["money", "remedies"],
      form: "how",
    });
    expect(read("maro dikro 12 science ma che, ene engineering ma admission malse?").form).toBe("yes_no");
    expect(read("nanna maga PUC exam pass agtana?").form).toBe("yes_no");
    expect(read("namaskara, nanna career yavaga settle agutte?").form).toBe("when");
    expect(read("ji meri vyah di gall kadon pakki hovegi? ghar wale bahut pareshan ne")).toMatchObject({
      form: "when",
      distress: false,
    });
    expect(read("amma ki knee operation, ee month lo cheyinchala leka next month lo na?").horizon).toEqual({
      start: "2026-03-10",
      end: "2026-04-30",
    });
  });

  it("reads a business's loss as money unless closing it is asked, and a spouse to come as the marriage", () => {
    expect(read("मेरा बिज़नेस घाटे में चल रहा है, कब तक सुधरेगा?").topics).toEqual(["money"]);
    expect(read("Will my father's business come out of debt in the next one year?").topics).toEqual(["money"]);
    expect(read("मोबाइल की दुकान घाटे में चल रही है, क्या इसे बंद कर दूं?").topics).toEqual(["career"]);
    expect(read("Describe my future husband. How will he look, what will be his profession?").topics).toEqual([
      "marriage",
    ]);
    expect(read("अगले महीने पुलिस भर्ती का पेपर है, निकल जाएगा क्या?").topics).toEqual(["education"]);
    expect(read("police me naukri lagegi kya").topics).toEqual(["career"]);
    // "Amit" is one letter from "admit": a name told is no subject.
    expect(read("sir mera naam Amit h, MR ki job karta hu. kya hum dono ki jodi sahi rahegi?").topics).toEqual([
      "compatibility",
    ]);
    expect(read("Why do we keep fighting all the time?")).toMatchObject({ topics: ["marriage"], outOfScope: null });
    expect(read("why do we celebrate holi").outOfScope).toBe("not_astrology");
  });

  it("reads messages typed fast: letters repeated, 'yr' as yaar or year, 'ni' as nahi, 'kru', 'skta', 'plz'", () => {
    expect(read("shdi kbbb hogi yrrr")).toMatchObject({ topics: ["marriage"], form: "when" });
    expect(read("this yr job milegi?").horizon).toEqual({ start: "2026-03-10", end: "2026-12-31" });
    expect(read("padhai me mann ni lgta kya kru")).toMatchObject({ topics: ["education"], form: "how" });
    expect(read("share market me paisa lagau ya ni").form).toBe("yes_no");
    expect(read("carrer ke liye upay plz")).toMatchObject({ topics: ["career", "remedies"], form: "how" });
    expect(read("thx sir, aur kuch upay?")).toMatchObject({ form: "how", refersBack: true });
    expect(read("matlab shadi late hogi?").refersBack).toBe(true);
    expect(read("job in usa possible?").form).toBe("yes_no");
    expect(read("कोई उपाय बताइए जल्दी").urgent).toBe(true);
    // A yes-or-no asked with "remedies" at its end is still yes or no.
    expect(read("I have diabetes. will it get cured if i follow astrology remedies?").form).toBe("yes_no");
  });

  it("reads a good time to come, and all being well asked when by someone troubled, as the life path", () => {
    expect(read("gud time kb ayega mera").topics).toEqual(["life_path"]);
    expect(read("bahut pareshan hu yr kb sab thik hoga").topics).toEqual(["life_path"]);
    expect(read("i feel depressed all the time, will things get better in 2027").topics).toEqual(["life_path"]);
    expect(read("मुझे बहुत डर लग रहा है, क्या सब ठीक होगा?").topics).toEqual([]);
    expect(read("gud evng, need to know abt my kids future").topics).toEqual(["life_path"]);
    expect(read("whats my lucky day")).toMatchObject({ topics: ["remedies"], form: "which" });
    expect(read("how to make rahu calm").topics).toEqual(["remedies"]);
    expect(read("Which country will be better for my career growth and settling down?").topics).toEqual([
      "career",
      "travel",
    ]);
    expect(read("ab socha h ki apni khud ki agency khol lu. savings 5 lakh h. sahi rahega ya nhi?").topics).toEqual([
      "career",
    ]);
    // A medicine that did not help is no money; sleeplessness with it is the doctor's.
    expect(
      read(
        "raat ko neend nhi aati, doctor ne neend ki goli di h bt fayda nhi. kya ye kisi grah ka dosh h? koi upay btaiye",
      ),
    ).toMatchObject({ topics: ["health", "remedies"], outOfScope: "medical" });
    expect(read("sir sugar ki problem h kb thik hogi").outOfScope).toBe("medical");
    expect(read("पिताजी को किडनी की बीमारी है, कब ठीक होंगे?").outOfScope).toBe("medical");
  });

  it("reads Indian English courtesies and South and West Indian words", () => {
    // A courtesy after the question is not what it asks.
    expect(read("Namaskaram, ente makan-inu ee varsham Canada visa kittumo? Kindly tell sir.")).toMatchObject({
      topics: ["travel"],
      form: "yes_no",
      people: [{ relation: "child" }],
    });
    expect(read("Whether I will get promotion to headmaster by June? Kindly revert at the earliest.")).toMatchObject({
      form: "yes_no",
      urgent: true,
    });
    expect(read("What are the remedies for getting a government job quickly?").urgent).toBe(false);
    expect(read("I feel like giving up, please help").form).toBe("how");
    expect(read("Vanakkam amma")).toMatchObject({ people: [], refersBack: false });
    expect(read("Nanna tangi ge 2027 alli maduve aagutta?")).toMatchObject({
      topics: ["marriage"],
      people: [{ relation: "sibling" }],
    });
    expect(read("Ma abbayi ki ee samvatsaram Hyderabad lo IT job vastunda?").people).toEqual([{ relation: "child" }]);
    expect(read("Mumbai madhe bhadyachya gharat rahto aahe. Swatahache ghar kadhi honar?").topics).toEqual([
      "property",
    ]);
    expect(read("Guruji, Bengaluru alli ondu site tagolbeku anta ide. Yavaga tagolbahudu?").topics).toEqual([
      "property",
    ]);
    expect(read("Sir, en kashta kaalam eppo mudiyum? romba kashtama irukku").topics).toEqual(["life_path"]);
    expect(read("Kochi-il oru bakery aanu. Ee varsham business-il labham undakumo?").topics).toEqual(["money"]);
    expect(read("Amma-ku knee operation, indha maasam pannalama illa next month-a?").horizon).toEqual({
      start: "2026-03-10",
      end: "2026-04-30",
    });
    // "selling" is not "swelling".
    expect(read("Is today good to sign the agreement for selling our ancestral land?")).toMatchObject({
      topics: ["property"],
      outOfScope: null,
    });
    expect(read("dusre bachhe ke liye sahi samay kab hai?")).toMatchObject({ topics: ["children"], outOfScope: null });
    expect(read("What is the scope for me in film industry? I am doing acting classes.").topics).toEqual(["career"]);
    expect(read("I want to know my future in politics. Will I win the municipal corporation elections?")).toMatchObject(
      { topics: ["career"], outOfScope: null },
    );
    expect(read("Will I get my money back from the chit fund company?").topics).toEqual(["money"]);
    expect(read("I am 40, not married yet. Is marrige there in my destiny at all?").topics).toEqual(["marriage"]);
    expect(read("Will I get PG seat in radiology in the next counselling?").topics).toEqual(["education"]);
    expect(read("Please tell how long I will live. I want to write my will accordingly.").outOfScope).toBe(
      "death_timing",
    );
    expect(
      read("We had fixed griha pravesh for June but want to prepone it to April. Is April auspicious?").horizon,
    ).toEqual({ start: "2026-04-01", end: "2026-04-30" });
  });

  it("reads a dasha judged as yes or no, a dasha ahead as described, and a day or time asked as when", () => {
    expect(read("Will Rahu mahadasha be good for me?").form).toBe("yes_no");
    expect(read("How will Rahu mahadasha be for me?").form).toBe("describe");
    expect(read("which mahadasha is running for me right now?").form).toBe("fact");
    expect(read("What is the purpose of my life?").form).toBe("describe");
    expect(read("माँ की आँखों का ऑपरेशन होना है, कौन सा दिन ठीक रहेगा?").form).toBe("when");
    expect(read("मेरी sister की शादी के लिए अच्छा time कौनसा है this year?").form).toBe("when");
    expect(read("mera lucky colour kya hai aur kaunsa din shubh hai").form).toBe("which");
    expect(read("Is this a good year to buy a plot?").horizon).toEqual({ start: "2026-03-10", end: "2026-12-31" });
    expect(read("whats the best time to start construction of our house, this month or in April?").horizon).toEqual({
      start: "2026-03-10",
      end: "2026-04-30",
    });
  });

  it("reads East Indian words: Bengali, Assamese, Odia and Bhojpuri people, futures and wants", () => {
    // "Dada" said to the reader is no grandfather; "amar bhai", "mor lora" are the asker's own.
    expect(read("Dada, amar chakri ta ki thakbe? layoffs happening in my office").people).toEqual([]);
    expect(read("dada ji ki tabiyat kaisi rahegi").people.map((p) => p.relation)).toEqual(["other"]);
    expect(read("amar bhai Germany jete chay, visa hobe?")).toMatchObject({
      topics: ["travel"],
      form: "yes_no",
      people: [{ relation: "sibling" }],
    });
    expect(read("mor lora ka 12th board chal raha hai, acche number aayenge?").people.map((p) => p.relation)).toEqual([
      "child",
    ]);
    // "kholte chai" (want to open) is no tea; "dokan" is a shop.
    expect(read("amar mishti-r dokan ta bhalo cholbe? Salt Lake me notun branch kholte chai")).toMatchObject({
      topics: ["career"],
      form: "yes_no",
      outOfScope: null,
    });
    expect(read("amar biye kobe hobe?").form).toBe("when");
    expect(read("mo jeebana re kebe sukh aasiba? bahut dukhi hu guruji").topics).toEqual(["life_path"]);
    expect(read("mor deuta ko heart ki problem hai, ketiya thik hobo? stent laga hai")).toMatchObject({
      topics: ["health"],
      outOfScope: "medical",
    });
    // "बिहार" is no wedding ("बिहाव"); a year after "ghar" is no house number.
    expect(read("बिहार पुलिस में दरोगा बन पाऊँगा?").topics).toEqual(["career"]);
    expect(read("ghar 2028 tak le paunga?").topics).toEqual(["property"]);
  });

  it("reads an East Indian week: Bengali options and ways, Odia 'pain' (for), a night birth, a worship that is no time", () => {
    expect(read("flat Rajarhat e nebo na New Town e?")).toMatchObject({ topics: ["property"], form: "which" });
    expect(read("chakri pabo na?").form).not.toBe("which");
    expect(read("Husband er songe roj jhogra hoy, ki korle shanti asbe?").form).toBe("how");
    expect(read("Chakiri pain kichhi upay kuhantu")).toMatchObject({
      topics: ["career", "remedies"],
      outOfScope: null,
    });
    expect(read("pet e byatha, gastric er osudh ki khabo?")).toMatchObject({
      topics: ["health"],
      outOfScope: "medical",
    });
    expect(read("Ki bhabe business er dena shodh korbo? khub chape achi")).toMatchObject({
      topics: ["money"],
      form: "how",
      distress: true,
    });
    expect(read("mor lorator porhat bhal hobo ne?")).toMatchObject({
      topics: ["education"],
      people: [{ relation: "child" }],
    });
    expect(
      read("amar boyfriend er date of birth 19.01.1995, somoy rat 11:15, jonmo Agartala. amader dujoner mil kemon?"),
    ).toMatchObject({
      topics: ["compatibility"],
      otherBirth: { date: "1995-01-19", time: "23:15", place: "Agartala" },
    });
    // "by Durga Puja" is a time; a Durga puja to do is a remedy, and no time.
    expect(read("Can we buy a flat in Kolkata by Durga Puja?").topics).toEqual(["property"]);
    expect(read("durga puja karne se fayda hoga?").horizon).toBeNull();
    expect(read("aar jodi ebar na hoy?")).toMatchObject({ refersBack: true, outOfScope: null });
    expect(read("aar koto din ei struggle korte hobe? klanto hoye gechi")).toMatchObject({
      form: "when",
      refersBack: false,
    });
  });

  it("reads a South Indian week: Tamil, Telugu, Kannada and Malayalam words, star matches and yes-or-no tags", () => {
    expect(read("velai eppo kidaikkum? 8 months a search panren")).toMatchObject({
      topics: ["career"],
      outOfScope: null,
    });
    expect(read("Kelsa sigutta sir next 3 months alli?")).toMatchObject({ topics: ["career"], form: "yes_no" });
    expect(read("panam eppo varum sir, always shortage").topics).toEqual(["money"]);
    expect(read("illu konochha ee year?")).toMatchObject({ topics: ["property"], form: "yes_no" });
    expect(read("padippu nalla varuma? 12th la irukken")).toMatchObject({ topics: ["education"], form: "yes_no" });
    expect(read("jeevitham eppadi irukkum").topics).toEqual(["life_path"]);
    expect(read("santhana bhagyam undaa?")).toMatchObject({ topics: ["children"], form: "yes_no" });
    expect(read("sevvai dosham pariharam enna pannanum for marriage").topics).toEqual(["marriage", "remedies"]);
    expect(read("Sabarimala pogalama this year? want to take 41 days vratham")).toMatchObject({
      topics: ["spirituality"],
      form: "yes_no",
    });
    expect(read("Sir the boy is Magam nakshatram, Simha rasi. my daughter is Bharani. Match aagumaa?")).toMatchObject({
      topics: ["compatibility"],
      outOfScope: null,
    });
    expect(read("njan Thrissur. her birth 1997 Sept 18 evening 5.20 Kottayam. jathakam cherumo?")).toMatchObject({
      topics: ["compatibility"],
      otherBirth: { date: "1997-09-18", time: "17:20", place: "Kottayam" },
    });
    expect(read("ayushu entha varaku undi naaku").outOfScope).toBe("death_timing");
    expect(read("Appa ICU la irukkaru, will he survive? very scared please tell fast").people).toEqual([
      { relation: "father" },
    ]);
    // Kannada "nanna maga" is "my son", no father; "pranam guruji" is no Tamil "panam".
    expect(read("nanna maga PUC exam pass agtana?").people.map((p) => p.relation)).toEqual(["child"]);
    expect(read("Pranam guruji, how will be this month for my family?").topics).toEqual([]);
    // Selected for a post is the post; picked in a visa's lottery is the visa.
    expect(read("APPSC group 2 lo select avutana?").topics).toEqual(["career"]);
    expect(read("Naaku ee year H1B lottery lo select avutunda?").topics).toEqual(["travel"]);
    expect(
      read("My son is 32, working in Singapore. Many proposals rejected. Why is this happening to him?").topics,
    ).toEqual(["marriage"]);
  });

  it("reads a Hinglish week: a subscription to cancel, a japa, bad effects to lessen, an exam cleared, a birth at night", () => {
    expect(read("hi, how do I cancel my subscription?")).toMatchObject({ topics: [], outOfScope: "not_astrology" });
    expect(read("om namah shivay ka jaap roz kitni baar karu").topics).toEqual(["remedies"]);
    expect(read("राहु के बुरे प्रभाव कैसे कम करूँ?").topics).toEqual(["remedies"]);
    expect(read("ctet clear hoga kya is baar").topics).toEqual(["education"]);
    expect(read("MP police ki likhit pariksha agle mahine hai, nikal jayegi?").topics).toEqual(["education"]);
    expect(read("ऐप में एक सवाल पूछने के कितने पैसे लगते हैं?")).toMatchObject({ topics: [], outOfScope: "not_astrology" });
    expect(read("जय श्री राम। मैं पहली बार इस ऐप पर आया हूँ").outOfScope).toBeNull();
    expect(read("Rahu dosh ke liye kya karna chahiye?").topics).toEqual(["remedies"]);
    expect(read("Should I keep Monday fasts to get a good husband?").topics).toEqual(["marriage", "remedies"]);
    expect(read("Bihar daroga ki vacancy aayi hai form bharu ya nahi").topics).toEqual(["career"]);
    expect(read("bhai ki naukri dubai me lagi h, wha settle ho payega?").topics).toEqual(["travel"]);
    expect(
      read(
        "My girlfriend was born on 25th Feb 2001 in Chandigarh, around 10 at night. Are we a good match for marriage?",
      ).otherBirth,
    ).toEqual({ date: "2001-02-25", time: "22:00", place: "Chandigarh" });
  });

  it("reads the asker's own future as the life path, a long life asked as death timing, money cut by the app as the app's", () => {
    expect(read("Tell me about my future").topics).toEqual(["life_path"]);
    expect(read("mera future kaisa hai").topics).toEqual(["life_path"]);
    expect(read("How will my future wife be by nature?").topics).toEqual(["marriage"]);
    expect(read("क्या मेरे पति की लंबी आयु है?")).toMatchObject({ topics: [], outOfScope: "death_timing" });
    expect(read("will my marriage have a long life?").outOfScope).toBeNull();
    expect(read("paise kat gaye but answer nahi aaya, refund kaise milega?")).toMatchObject({
      topics: [],
      outOfScope: "not_astrology",
    });
    // Covid as a time told is no illness; an illness since covid still is one.
    expect(
      read(
        "my business is running in loss since covid and I have 25 lakh debt. when will things turn around? I can't sleep at night",
      ),
    ).toMatchObject({ topics: ["money"], outOfScope: null });
    expect(read("I get panic attacks since covid, what remedy should I do?").outOfScope).toBe("medical");
    expect(read("तुरंत बताइए, कल जो शेयर खरीदे वो बेच दूँ क्या?")).toMatchObject({ topics: ["money"], horizon: null });
  });

  it("reads a parent's questions: a son's settling and future, a spouse who drinks, an exam for promotion", () => {
    expect(read("beta kab tak settle hoga? 28 ka hai abhi tak kuch nahi kiya").topics).toEqual(["life_path"]);
    expect(read("I want to know about my sons future, he is 16").topics).toEqual(["life_path"]);
    expect(
      read(
        "my husband drinks daily and fights with me, kids are scared. will he ever change? i am so tired of all this",
      ).topics,
    ).toEqual(["marriage"]);
    expect(read("Will he clear his departmental promotion exam?").topics).toEqual(["education"]);
    expect(read("Should he take science again or switch to commerce?").topics).toEqual(["education"]);
    expect(read("Mere husband Qatar jaana chahte hai kaam ke liye, jayein ya yahin kaam dhundein?").topics).toEqual([
      "career",
      "travel",
    ]);
    expect(read("When will my husband come back from Saudi? He is there since 5 years").topics).toEqual(["travel"]);
    expect(read("merii sadi kab hogii").topics).toEqual(["marriage"]);
    expect(
      read("guruji sab kar ke dekh liya, puja path, daan. phir bhi bete ki shaadi nahi ho rahi. ab kya karein?").topics,
    ).toEqual(["marriage"]);
    expect(read("मेरा मन बहुत उदास रहता है, कुछ अच्छा नहीं लगता, सब कब ठीक होगा?")).toMatchObject({
      topics: ["life_path"],
      distress: true,
    });
    expect(read("namaste guruji, kaise hain aap").outOfScope).toBeNull();
  });

  it("reads Central Indian askers: crops, a pension's arrears, a home divided, Chhattisgarhi and Marwari tags", () => {
    expect(read("ram ram sa, soyabean bechan ko sahi time kad hai, abhi ruku ya bech du").topics).toEqual(["money"]);
    expect(
      read("My pension started but arrears of about 3 lakh are stuck in treasury office. When will I get them?").topics,
    ).toEqual(["money"]);
    expect(read("बेटे को अलग रहना है, घर का बंटवारा करूं या नहीं").topics).toEqual(["property"]);
    expect(read("बेटे की शादी को 3 साल हुए, बहू मायके जाकर बैठ गई है, वापस आएगी क्या?").topics).toEqual(["marriage"]);
    expect(read("shaadi ko 6 saal ho gaye, bachha kab hoga humara").topics).toEqual(["children"]);
    expect(read("mhari chhori ke liye chhoro kad milego")).toMatchObject({
      topics: ["marriage"],
      people: [{ relation: "child" }],
      outOfScope: null,
    });
    expect(read("my wife wants govt teacher job, will she clear REET this time").topics).toEqual(["education"]);
    expect(read("मेरा भाग्यशाली अंक क्या है").topics).toEqual(["remedies"]);
    expect(read("मोर बड़े बेटी के बिहाव ए साल हो जाही का?")).toMatchObject({
      topics: ["marriage"],
      form: "yes_no",
      horizon: { start: "2026-03-10", end: "2026-12-31" },
    });
    expect(read("होली तक म्हारा छोरा को ब्याव पक्को हो जावेगो कांई").form).toBe("yes_no");
  });

  it("reads students' messages: a visa's interview, a colour to wear, a breakup, skin and hair, schoolwork", () => {
    expect(read("bhai F1 visa ka slot hi nahi mil raha, interview kab tak ho jayega?").topics).toEqual(["travel"]);
    expect(read("visa mil gaya, ab job interview kab aayega?").topics).toEqual(["career"]);
    expect(read("what colour should i wear for my placement interview").topics).toEqual(["career", "remedies"]);
    expect(read("UK me job milegi masters ke baad?").topics).toEqual(["career", "travel"]);
    expect(read("education loan approve hoga kya? 40 lakh chahiye MS ke liye").topics).toEqual(["money"]);
    expect(read("हनुमान चालीसा पढ़ने से जॉब जल्दी लगेगी क्या?").topics).toEqual(["career", "remedies"]);
    expect(read("मेरा ब्रेकअप क्यों हुआ? क्या मेरी कुंडली में कुछ गड़बड़ है?").topics).toEqual(["marriage"]);
    expect(read("why do i always end up with toxic guys").topics).toEqual(["marriage"]);
    expect(read("had bad acne for 2 yrs now and nothing works, so fed up 😩 when will it clear up")).toMatchObject({
      topics: ["health"],
      outOfScope: "medical",
    });
    expect(read("21 me hi baal bahut jhad rahe hai, hairfall kab rukega?").outOfScope).toBe("medical");
    expect(read("पापा की सर्जरी अगले हफ्ते है, सब ठीक तो रहेगा न? बहुत डर लग रहा है").outOfScope).toBe("medical");
    expect(read("nani hospital me hai ICU me, bachengi kya? jaldi batao").outOfScope).toBe("death_timing");
  });

  it("reads an ordinary week: a clinic, a transfer, coral, a marriage done told, hope asked, a job offer abroad", () => {
    expect(read("Is this a good time to start my own clinic? I'm a dentist, 34").topics).toEqual(["career"]);
    expect(read("Will I get transferred to Lucknow by May?").topics).toEqual(["career"]);
    expect(read("moonga pehnna chahiye kya mujhe? kisi ne bola mangal kamzor hai").topics).toEqual(["remedies"]);
    expect(
      read("मैं 58 साल का हूँ। बेटी की शादी हो चुकी। सोच रहा हूँ गाँव में मकान बनवाऊँ या शहर में फ्लैट लूँ। कौन सा सही रहेगा?").topics,
    ).toEqual(["property"]);
    expect(read("I feel completely lost and depressed. Is there any hope for me?").topics).toEqual(["life_path"]);
    // (the visa asked comes first)
    expect(read("Chetta, Dubai job offer waiting aanu, will I get the visa and join?").topics).toEqual([
      "travel",
      "career",
    ]);
    expect(read("exact date bata sakte ho?").refersBack).toBe(true);
    expect(read("Can you tell me my exact date of death").refersBack).toBe(false);
    expect(read("पिताजी को दमा है, बार-बार सांस फूलती है। कब तक ठीक होंगे?").outOfScope).toBe("medical");
    expect(read("Amma is very sick, doctors have given up. when will she go?").outOfScope).toBe("death_timing");
    expect(
      read("ladke ki dob 3/11/1994 time raat 11:45, janam Kanpur. shaadi ke liye sahi rahega ya nahi?").otherBirth,
    ).toEqual({ date: "1994-11-03", time: "23:45", place: "Kanpur" });
  });

  it("reads a week of women's questions: a parlour, tuition classes, weight and periods", () => {
    expect(read("kya main June me apna parlour khol sakti hu?").topics).toEqual(["career"]);
    expect(read("tuition classes badhani chahiye ya nahi, bacche kam aa rahe hai")).toMatchObject({
      topics: ["career"],
      outOfScope: null,
    });
    expect(read("mera weight loss hoga kya is saal").topics).toEqual(["health"]);
    expect(read("mera weight bahut badh gaya hai aur periods irregular hai, koi upay batao")).toMatchObject({
      topics: ["health", "remedies"],
      outOfScope: "medical",
    });
    expect(read("आईपीएल में कौन सी टीम जीतेगी?").outOfScope).toBe("not_astrology");
  });

  it("hears distress and urgency", () => {
    expect(read("mujhe naukri nahi mil rahi bahut pareshan hu")).toMatchObject({ distress: true, urgent: false });
    expect(read("तुरंत बताइए मेरा वीज़ा आएगा या नहीं")).toMatchObject({ distress: false, urgent: true });
    // Panic and exhaustion are trouble; a payment held up, a case against a landlord and "not picking my phone" are not.
    expect(read("Got laid off last week. When will I get a new job? I'm panicking").distress).toBe(true);
    expect(read("When will I get married? My parents push every day, its honestly exhausting").distress).toBe(true);
    expect(read("next 3 months me freelancing ka atka hua payment aayega kya?").distress).toBe(false);
    expect(read("mera promotion kab hoga, 5 saal se atka hai").distress).toBe(true);
    expect(read("Will the case against my landlord over the deposit go in my favour?").distress).toBe(false);
    expect(read("my friend is not picking my phone, will i get back my money").distress).toBe(false);
    expect(read("When will I get married?")).toMatchObject({ distress: false, urgent: false });
    expect(read("my mother is worried about her pension money will she get it").distress).toBe(false);
    expect(read("papa bahut pareshan hai aur main bhi tension me hu, job kab lagegi").distress).toBe(true);
    expect(read("My mother has cancer, we are shattered. What remedies can we do?").distress).toBe(true);
    expect(read("I lost a lot in crypto, I can't even sleep. Will I recover my money?").distress).toBe(true);
  });

  it.each([
    ["and if it doesn't happen this year?", true],
    ["which months exactly?", true],
    ["और अगले साल?", true],
    ["kab?", true],
    ["is that period good for marriage?", true],
    ["how will next year be", false],
    ["When will I get married?", false],
    ["Which house is Saturn in?", false],
  ])("%s refers back: %s", (q, back) => {
    expect(read(q).refersBack).toBe(back);
  });

  it.each([
    ["What is the India vs Australia cricket score?", "not_astrology"],
    ["write a python code to reverse a string", "not_astrology"],
    ["when will my father die", "death_timing"],
    ["papa kab tak jiyenge", "death_timing"],
    ["कुंडली के हिसाब से मेरी माँ कब तक जिएंगी?", "death_timing"],
    ["क्या 2029 में फिर से मोदी जी प्रधानमंत्री बनेंगे?", "not_astrology"],
    ["can you recommend a good phone under 20000, redmi or samsung?", "not_astrology"],
    ["My mother is 84 and bedridden. Please tell me honestly how much time she has left.", "death_timing"],
    ["Mummy ki DOB 15 Aug 1960 hai, Meerut. Unki sugar badh gayi hai, kaunsa khana band karwaye?", "medical"],
    ["I have a headache since 3 days, what does my chart say?", "medical"],
    ["I have PCOD. Will I be able to conceive?", "medical"],
    ["sir enakku 35 vayasula sugar vandhuchu, why this happened?", "medical"],
    ["hello madam my husband is 70 and heart patient, how many years he has left?", "death_timing"],
    ["पापा कितने दिन और हैं? डॉक्टर ने जवाब दे दिया है", "death_timing"],
    ["result aane me kitne din aur hai", null],
    ["Guruji dadi ki tabiyat bahut kharab hai hospital mein hai. bachengi ki nahi? jaldi batao", "death_timing"],
    ["is mahine paisa bachega ki nahi?", null],
    ["My son is stammering since childhood. Will any astrology remedy cure it?", "medical"],
    ["bihar ke pehle CM kaun the", "not_astrology"],
    ["Will my health improve in the next 3 months? feeling weak all the time, fed up of doctors", "medical"],
    ["kya mera shukra kamzor hai", null],
    ["bro explain newton's third law in simple words, exam tmrw", "not_astrology"],
    ["can you write my SOP for MS in CS? i'll send my resume", "not_astrology"],
    ["India vs Australia final kaun jeetega bhai", "not_astrology"],
    ["koi accha engineering meme bhejo", "not_astrology"],
    ["leetcode pe DP samajh hi nahi aa raha, kaise padhu?", "not_astrology"],
    ["इस बार मानसून कब आएगा राजस्थान में", "not_astrology"],
    ["आज मंडी में सोयाबीन का भाव क्या चल रहा है", "not_astrology"],
    ["मुझे बुखार है, कौन सी दवा लूं?", "medical"],
    ["I am a software developer, will I get a promotion?", null],
    ["How is my health this year?", null],
    ["tell me more about that period", null],
  ])("%s → %s", (q, scope) => {
    expect(read(q).outOfScope).toBe(scope);
  });
});
