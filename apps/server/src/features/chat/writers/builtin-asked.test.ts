import { describe, expect, it } from "vitest";
import { ashaChart } from "../../../test-support/kundlis.ts";
import { checkClaims } from "../guard/claim-checker.ts";
import { buildReadingContext } from "../reading/reading-context.ts";
import { composeReply } from "./builtin-compose.ts";
import { sentencesOf } from "./builtin-shape.ts";

// Replies read as the person who asked (issue #12, the never-seen split of 27 Nov 2026):
// the first sentence answers the question that was asked.
const NOW = new Date("2026-03-10T06:30:00Z");
const chart = ashaChart();
const reply = (question: string, language: "English" | "Hindi" = "English") =>
  composeReply(
    buildReadingContext({
      chart,
      person: { name: "Asha", gender: "Female", language },
      astrologer: "astra",
      question,
      now: NOW,
    }),
  );
const first = (question: string, language: "English" | "Hindi" = "English") =>
  sentencesOf(reply(question, language).split("\n")[0]!)[0]!;

describe("the first sentence answers what was asked", () => {
  it("two named options joined by 'aur' before 'kaunsa' are weighed by name", () => {
    expect(first("wipro ka offer hai aur accenture ka bhi, kaunsa lu")).toMatch(
      /^Between Wipro and Accenture, your chart leans to (Wipro|Accenture)\b/,
    );
    expect(first("meri job aur business dono chal rahe hai, kaunsa better hai")).toMatch(
      /^Between a job and business, your chart leans to/,
    );
  });

  it("'change this year or keep waiting' is act-or-wait, not two names 'Year' and 'Waiting'", () => {
    const text = first("Should I change the job this year or keep waiting? Please guide");
    expect(text).toMatch(/^(Make the change|Wait|Stay where you are)\b/);
    expect(text).not.toMatch(/Year's name-sign|Waiting/);
  });

  it("which career field, with no options named: the fields first (English and Hindi)", () => {
    expect(first("What is the best career field for me?")).toMatch(/^Fields such as .+ suit you best, Asha\b/);
    expect(first("मेरा करियर किस क्षेत्र में अच्छा रहेगा?", "Hindi")).toMatch(/जैसे क्षेत्र आपके लिए सबसे अनुकूल हैं/u);
  });

  it("a remedy asked for a month: its graha's days inside it, first (English and Hindi)", () => {
    expect(first("Rahu shanti ki puja june me karwa sakte hai?")).toBe(
      "Yes, Asha: Saturdays 6, 13, 20 and 27 Jun 2026 suit it, Saturday being the day of Rahu.",
    );
    // From today: this month's Saturdays still to come (10 March 2026 is a Tuesday).
    expect(first("shani ka upay is mahine kar sakte hai?")).toMatch(/^Yes, Asha: Saturdays 14, 21 and 28 Mar 2026/);
    expect(first("राहु शांति की पूजा जून में करवा सकते हैं?", "Hindi")).toMatch(
      /^हाँ, Asha: 6, 13, 20 और 27 जून 2026 \(शनिवार\)/u,
    );
    // One day in the period is one day ("this week": Saturday 14 March).
    expect(first("shani ka upay is hafte kar sakte hai?")).toBe(
      "Yes, Asha: Saturday 14 Mar 2026 suits it, Saturday being the day of Saturn.",
    );
    expect(first("शनि का उपाय इस हफ्ते कर सकते हैं?", "Hindi")).toMatch(
      /^हाँ, Asha: 14 मार्च 2026 \(शनिवार\) इसके लिए उपयुक्त है,/u,
    );
    // A remedy with no period asked gets no days.
    expect(first("Rahu dosh ke liye kya karna chahiye?")).not.toMatch(/Saturdays/);
  });

  it("a lucky colour is named; a Mangal dosha remedy is Mars's", () => {
    expect(first("which colour is lucky for me")).toMatch(
      /^(Saffron|White|Red|Green|Yellow|White and cream|Dark blue|Smoky grey|Grey-brown) is your colour, Asha\b/,
    );
    // Whether the chart has the dosha comes first, then Mars's remedy.
    expect(first("mangal dosh ka upay kya hai")).toMatch(
      /^(Yes, Mangal dosha is present|Mangal dosha forms|No, there is no Mangal dosha)/,
    );
    expect(reply("mangal dosh ka upay kya hai").split("\n")[0]).toMatch(/For Mars: /);
    expect(reply("kaal sarp dosh ka upay batao").split("\n")[0]).toMatch(/Kaal Sarp yoga.*For Rahu: /s);
  });

  it("two years with words between them are weighed as a choice of years, not as two names", () => {
    expect(first("2028 me ghar lena sahi rahega ya 2029")).toMatch(
      /^(Either can bring it|2028 is the likelier|2029 is the likelier|Neither year)/,
    );
  });

  it("the spouse's nature is described from the 7th house's sign first (English and Hindi)", () => {
    expect(first("pati ka swabhav kaisa rahega shaadi ke baad")).toMatch(
      /^Your husband's nature, as your chart shows it, Asha: \w/,
    );
    expect(first("how will be my wife's nature")).toMatch(/^Your wife's nature\b/);
    expect(reply("मेरे पति का स्वभाव कैसा होगा?", "Hindi")).toMatch(/^आपकी कुंडली के अनुसार पति का स्वभाव, Asha: /u);
  });

  it("which deity to worship: the 9th lord's deity is named first (English and Hindi)", () => {
    const deity =
      /^(Surya Dev|Lord Shiva|Hanuman ji|Lord Ganesha|Lord Vishnu|Goddess Lakshmi|Shani Dev|Goddess Durga) suits you best, Asha: \w+, lord of your 9th house\b/;
    expect(first("which deity should i worship as per my kundli")).toMatch(deity);
    expect(first("kaunsa ishta dev hai mera")).toMatch(deity);
    expect(first("मुझे किस भगवान की पूजा करनी चाहिए", "Hindi")).toMatch(/की उपासना आपके लिए सबसे उपयुक्त है/u);
  });

  it("'is my Jupiter strong?' and a fact asked beside a subject are answered with the fact first", () => {
    expect(first("hey, is my jupiter strong?")).toMatch(/^Jupiter is in \w+ in your \d+\w+ house/);
    expect(first("Which house is Saturn in and what does it mean for my career?")).toMatch(
      /^Saturn is in \w+ in your \d+\w+ house/,
    );
  });

  it("a court case asked in Hinglish gets the fixed legal text, not a yes", () => {
    expect(reply("property ka case chal raha hai, jeetunga kya?")).not.toMatch(/^Yes\b/);
    expect(
      buildReadingContext({
        chart,
        person: { name: "Asha", gender: "Female", language: "English" },
        astrologer: "astra",
        question: "property ka case chal raha hai, jeetunga kya?",
        now: NOW,
      }).safety,
    ).toBe("legal");
  });

  it("a court case or an investment gets the caution, then what the chart does say: the periods (ADR 024)", () => {
    const legal = reply("court case ka faisla kab aayega");
    expect(legal).toMatch(/lawyer/);
    expect(legal).toMatch(/6th house, the house of disputes/);
    expect(legal).toMatch(/(time for patience|time to press your case)/);
    const hindi = reply("मेरा केस 8 साल से कोर्ट में है। क्या मैं केस जीतूँगा?", "Hindi");
    expect(hindi).toMatch(/वकील/);
    expect(hindi).toMatch(/छठे भाव, विवादों के भाव/);
    const money = reply("Is this a good time to invest in share market? Thinking to put my savings of 5 lakhs.");
    expect(money).toMatch(/SEBI-registered adviser/);
    expect(money).toMatch(/(Rahu|Jupiter|Saturn|Ketu|Venus|Mercury|Mars|Moon|Sun)[–-]\w+ period/);
    // No offer to read later: the reading is there.
    expect(`${legal}\n${money}`).not.toMatch(/I'm happy to read|If you like, I can say/);
  });

  it("staying in a marriage or parting is not weighed: a counsellor, and when married life eases", () => {
    for (const [question, language] of [
      ["Married for 6 years, constant fights with wife. will things improve or should i file for divorce", "English"],
      ["पति के साथ रहूं या तलाक ले लूं? रोज़ झगड़ा होता है", "Hindi"],
    ] as const) {
      const text = reply(question, language);
      expect(text, question).toMatch(/not something your chart decides|आपकी कुंडली आपके लिए तय नहीं करती/u);
      expect(text, question).not.toMatch(/leans to|की ओर झुकती है|name-sign|नाम की राशि/u);
    }
  });

  it("'which comes first, job or marriage?' names the subject whose period begins sooner, then the other", () => {
    const en = first("which will come first, job or marriage?");
    expect(en).toMatch(
      /^(The first to come looks like (your career|marriage and relationships)|Both can come in the same stretch)/u,
    );
    const hi = first("पहले शादी होगी या नौकरी?", "Hindi");
    expect(hi).toMatch(/^(पहले (करियर|विवाह और रिश्तों) की संभावना अधिक है|दोनों एक ही दौर में)/u);
    // One answer covers both: no second answer repeats the other's period.
    expect(reply("which will come first, job or marriage?").split("\n\n")[1]).not.toMatch(/^The likeliest time/u);
    // Punjabi "pehlan" (first), with the options as verbs: "marriage first or going abroad first?".
    expect(first("Samajh nahi aundi, pehlan vyah karaan ya pehlan bahar jaavan?")).toMatch(
      /^(The first to come looks like (travel and settling abroad|marriage and relationships)|Both can come in the same stretch)/u,
    );
  });

  it("Punjabi verbs and places of staying or going are no names to weigh by their first sound", () => {
    for (const question of [
      "Chhota bahar jaave ya ithe reh ke kheti kare?",
      "Nayi gaddi leni aa, is mahine laiye ki ruk jaiye?",
    ]) {
      expect(reply(question), question).not.toMatch(/name-sign|Jaave|Ithe|Laiye/u);
    }
  });

  it("an offer in hand against waiting for another: take it or wait, never 'stay where you are'", () => {
    expect(first("Should I take the Infosys offer or wait for TCS?")).toMatch(
      /^(Take the offer in hand|Make the change|Wait)\b/u,
    );
  });

  it("'pitru dosh hai kya?' is answered as a fact, by the rule it names, in both languages", () => {
    const sun = chart.planets.sun.signIndex;
    const present =
      (["rahu", "ketu", "saturn"] as const).some((g) => chart.planets[g].signIndex === sun) ||
      chart.planets.rahu.house === 9 ||
      chart.planets.ketu.house === 9;
    expect(first("pitru dosh hai kya meri kundli me?")).toMatch(present ? /^Yes, by the rule/u : /^No, by the rule/u);
    expect(first("क्या मेरी कुंडली में पितृ दोष है?", "Hindi")).toMatch(
      present ? /^हाँ, सबसे प्रचलित नियम/u : /^नहीं, सबसे प्रचलित नियम/u,
    );
    expect(reply("pitru dosh hai kya meri kundli me?")).not.toMatch(/paid puja is needed.*₹|book a puja/u);
  });

  it("a yoga asked about is answered from the engine's yogas, named and formed by whom", () => {
    const yogas = buildReadingContext({
      chart,
      person: { name: "Asha", gender: "Female", language: "English" },
      astrologer: "astra",
      question: "which yogas are in my chart?",
      now: NOW,
    }).yogas.filter((y) => y.key !== "kemadruma");
    const raja = yogas.find((y) => y.key === "raja");
    expect(first("hello sir, is there any rajyog in my chart?")).toMatch(
      raja ? /^Yes, your chart has Raja yoga, formed by / : /^No, by the usual rule your chart does not have Raja yoga/,
    );
    const all = reply("मेरी कुंडली में कौन से योग हैं?", "Hindi");
    for (const y of yogas) expect(all).toContain(y.key === "raja" ? "राज योग" : "योग");
    // "shaadi ka yog" is a marriage's chance, not a classical yoga.
    expect(first("shaadi ka yog hai kya 2027 me?")).not.toMatch(/your chart has|yoga/);
  });

  it("a house's grahas and a placement's meaning are answered with where they really sit", () => {
    const twelfth = (["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const).filter(
      (g) => chart.planets[g].house === 12,
    );
    const hi = first("मेरे 12वें भाव में कौन से ग्रह हैं?", "Hindi");
    expect(hi).toMatch(/^आपका बारहवाँ भाव/u);
    expect(reply("मेरे 12वें भाव में कौन से ग्रह हैं?", "Hindi")).toMatch(
      twelfth.length ? /इसमें .+ बैठे हैं।/u : /इसमें कोई ग्रह नहीं बैठा है।/u,
    );
    const venus = chart.planets.venus.house;
    const other = venus === 5 ? 6 : 5;
    expect(first(`what does venus in ${other}th house mean for me?`)).toBe(`Venus is not in your ${other}th house.`);
    expect(reply(`what does venus in ${other}th house mean for me?`)).toContain(`Venus is in `);
  });

  it("a month asked for a muhurat names the months of the year ahead with the most good days", () => {
    expect(first("which month is best to buy a car this year?")).toMatch(
      /^For buying a vehicle, the months with the most good days for you, Asha, are (\w{3} 2026 \(\d+( good days?)?\)(, | and )?)+; the best day of \w{3} 2026 is /u,
    );
    const hi = reply("गृह प्रवेश के लिए कौन सा महीना अच्छा रहेगा?", "Hindi");
    expect(hi).toMatch(/^आपके लिए गृह प्रवेश के लिए सबसे अधिक शुभ दिन /u);
    expect(hi).toContain("पारिवारिक पंडित");
  });

  it("a lucky name is weighed by its first sound's sign from the Moon sign (the 11th and the 9th)", () => {
    const moon = chart.planets.moon.signIndex;
    const eleventh = (moon + 10) % 12;
    expect(first("nayi dukaan ka naam kya rakhu jo lucky ho?")).toMatch(
      /^A name beginning with .+ suits you best, Asha\.$/u,
    );
    expect(reply("nayi dukaan ka naam kya rakhu jo lucky ho?")).toContain(
      `(${["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"][eleventh]}, the 11th from your Moon sign`,
    );
  });

  it("'the Sun' keeps its small article after a colon", () => {
    expect(reply("Which is better for me, government job or private job?")).not.toMatch(/: The Sun\b/);
  });
});

describe("the eleventh never-seen split's misread replies (4 Dec 2026)", () => {
  it("options told before a bare 'which' are weighed; a pronoun 'it' is no field", () => {
    expect(
      first("hi sir, I'm in class 10 and confused between science and commerce. which stream suits my chart?"),
    ).toMatch(
      /^(Between science and commerce, your chart leans to (science|commerce)\b|Science and commerce weigh the same)/,
    );
    expect(first("sir mera beta 12th me hai, PCM le ya PCB?")).toMatch(
      /^(Between PCM and PCB, your chart leans to|PCM and PCB weigh the same)/,
    );
    expect(
      first(
        "I have two offers, one in Pune with higher salary and one in Bangalore with a better role. which should I take",
      ),
    ).toMatch(/^Between Pune and Bangalore\b/);
    const bf = first("my bf and i fight every day and im exhausted. should i end it or give it one more chance");
    expect(reply("my bf and i fight every day and im exhausted. should i end it or give it one more chance")).toContain(
      "Whether to stay or to part is not something your chart decides",
    );
    expect(bf).not.toMatch(/IT's name-sign|Give/);
  });

  it("a thing that holds or ends, this year or a year named, and a house or placement put as yes or no", () => {
    expect(reply("plz jaldi batao meri job rahegi ya jayegi, office me layoff chal raha hai")).toMatch(
      /Between keeping it and losing it, your chart leans to (keeping|losing) it/,
    );
    expect(first("ghar banwana hai, is saal shuru karu ya 2027 me?")).not.toMatch(/does not choose/);
    expect(first("Is my Moon in Scorpio? someone said I have neech chandra")).toMatch(
      /^No, the Moon is not in Scorpio\./,
    );
    expect(first("Is my 7th house weak? everyone keeps saying so")).toMatch(
      /^(No, your 7th house is not weak|Your 7th house is)/,
    );
    expect(reply("is my mars in cancer?")).not.toMatch(/doctor|worry about health/);
  });

  it("Sade Sati's remedy is Saturn's, and a lucky colour or number asked in Hindi is named", () => {
    const sadeSati = reply("how can I reduce the bad effects of sade sati");
    expect(sadeSati).toMatch(/^You are (not )?in Sade Sati now/);
    expect(sadeSati).toContain('"Om Shanaye Namah"');
    expect(reply("साढ़े साती के उपाय बताइए", "Hindi")).toContain("शनि के लिए");
    expect(first("मेरा लकी कलर क्या है", "Hindi")).toMatch(/रंग आपके लिए शुभ है/);
    expect(first("which number is lucky for my new shop's name")).toMatch(/^\d is your number/);
  });
});

// The fifteenth never-seen split (8 Dec 2026), read as the person who asked.
describe("answers to the fifteenth split's questions", () => {
  it("a greeting is no option: 'Sir … IT sector ya banking' weighs IT against banking", () => {
    const text = first("Sir mujhe IT sector me jana chahiye ya banking me?");
    expect(text).toMatch(/^(Between IT and banking, your chart leans to|IT and banking weigh the same for you)/);
    expect(text).not.toMatch(/Sir/);
  });

  it("another person's feelings are not read from the asker's chart, and no year is given for them", () => {
    for (const q of ["mera crush mujhe pasand karta hai kya?", "does she love me?", "kya wo mujhe yaad karta hai?"]) {
      const text = first(q);
      expect(text).toMatch(
        /^A chart cannot read what another person feels, Asha; what it shows is your side of love: /,
      );
      expect(text).not.toMatch(/\d{4}/);
    }
    expect(first("क्या वो मुझसे प्यार करता है?", "Hindi")).toMatch(/^किसी दूसरे के मन की बात कुंडली नहीं पढ़ सकती/u);
  });

  it("a plot to buy now or later, or land to sell or keep, is held off — not 'stay where you are'", () => {
    for (const q of ["plot abhi lena chahiye ya baad me?", "should I sell my land now or later?"]) {
      const text = first(q);
      expect(text).toMatch(/^(Hold off for now, Asha, and act when a good deal is in hand|Wait, Asha|Make the change)/);
      expect(text).not.toMatch(/Stay where you are/);
    }
    expect(first("should i switch my job now or wait")).not.toMatch(/good deal/);
  });

  it("a day asked ('kal') is named by its date, not by its month", () => {
    const text = first("kal ka interview clear hoga kya?");
    expect(text).not.toMatch(/Mar 2026 is the time that supports/);
    expect(text).toMatch(/11 Mar 2026/);
  });

  it("a couple already in love asks yes or no, not love against arranged", () => {
    expect(first("me and my gf want to marry but her parents dont agree. will our love marriage happen?")).not.toMatch(
      /^Between a love marriage and an arranged marriage/,
    );
    expect(first("will i have a love marriage?")).toMatch(/^Between a love marriage and an arranged marriage/);
  });

  it("harassment at work: start looking, safety first, before any period; never 'wait until' a year far off", () => {
    const text = reply("my manager is harassing me daily i am totally fed up. should i leave this company").split(
      "\n",
    )[0]!;
    expect(text).toMatch(/Yes, start looking, Asha: your safety and dignity come first/);
    expect(text).not.toMatch(/Not yet, Asha: prepare now/);
    expect(reply("बॉस रोज़ अपमान करता है, क्या नौकरी छोड़ दूं?", "Hindi")).toMatch(/हाँ, नई नौकरी खोजना शुरू करें/u);
    // Put as a choice ("job chhodu ya ruku?"), it is the same: start looking, not "stay where you are".
    const choice = reply("job chhodu ya ruku? boss roz insult karta hai, mai thak gaya hu").split("\n")[0]!;
    expect(choice).toMatch(/Start looking now, Asha, rather than wait: your safety and dignity come first/);
    expect(choice).not.toMatch(/Stay where you are/);
  });

  it("a result pending now (an interview given, this offer, this attempt) is answered by the months ahead", () => {
    for (const q of [
      "bhai interview diya hai infosys me, selection hoga?",
      "will i get this job offer",
      "Will I pass my CA final this attempt",
    ]) {
      const text = first(q);
      expect(text).toMatch(
        /^(Yes, Asha, the months ahead support it: |Your chart does not back this strongly right now, Asha: )/,
      );
      expect(text).not.toMatch(/The likeliest time/);
    }
  });

  it("an illness told on the way to another question is no refusal: the question is answered, the doctor kept", () => {
    const text = reply(
      "I was diagnosed with thyroid two years back but its under control now. My question is, when will I get married?",
    );
    expect(text).toMatch(/^The likeliest time for marriage/);
    expect(text).toContain("For the health condition you mentioned, keep following your doctor's advice");
    // Asked about the illness itself, it is still the doctor's.
    expect(reply("mujhe thyroid hai, kya main dawai band kar sakti hu")).not.toMatch(/likeliest time/);
  });

  it("a dispute with a relative is the asker's own matter, not the relative's", () => {
    expect(first("bhai ke saath zameen ka jhagda Diwali tak settle ho jayega kya?")).not.toMatch(/brother/);
  });

  it("a Saturn return is dated from Saturn's return to its birth sign, not answered as Sade Sati", () => {
    const when = reply("When does my Saturn return start?");
    expect(when).toMatch(
      /^(Your Saturn return begins on \d{1,2} [A-Z][a-z]{2} \d{4}|Yes, your Saturn return is running now)/,
    );
    expect(when).toMatch(/Saturn comes back to [A-Z][a-z]+, where it sits in your birth chart/);
    expect(when).not.toMatch(/Sade Sati/);
    expect(checkClaims(when, chart, NOW).falseCount).toBe(0);
    expect(reply("saturn return chal raha hai kya abhi?")).toMatch(
      /^(No, your Saturn return is not running now|Yes, your Saturn return is running now)/,
    );
    expect(reply("शनि की वापसी कब होगी?", "Hindi")).toMatch(/शनि की वापसी/u);
  });

  it("a field named in two words is one option: 'data science', not 'science'", () => {
    const text = first("Which field is best for me, data science or marketing?");
    expect(text).toMatch(/^(Between data science and marketing|Data science and marketing weigh the same)/);
  });

  it("an ex coming back is answered by the months ahead, not a year far off", () => {
    for (const q of ["gf broke up with me last week. will she come back?", "ex wapas aayega kya?"]) {
      // (after the caring first sentence a breakup gets)
      const answer = reply(q).split("\n")[0]!;
      expect(answer).toMatch(
        /(It can, Asha: the months ahead are open to it|Not in the coming months, as far as your chart shows, Asha)/,
      );
      expect(answer).not.toMatch(/The likeliest time/);
    }
  });

  it("the running mahadasha's dates are written as dates, not ISO strings", () => {
    const text = reply("which mahadasha is running for me");
    expect(text).toMatch(/mahadasha \(\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}\)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

// Options the earlier splits left undecided (noted in the seventh session's closing note).
describe("options left undecided before", () => {
  it("a deposit against the market is weighed, not left to 'practical merits' and a decision years away", () => {
    const en = first("pension ka paisa FD me rakhu ya mutual fund me?");
    expect(en).toMatch(/^Between keeping the money safe and putting it in the market, your chart leans to/);
    expect(en).not.toMatch(/does not choose/);
    expect(first("पेंशन के पैसे FD में रखूं या म्यूचुअल फंड में लगाऊं?", "Hindi")).toMatch(
      /^पैसा सुरक्षित रखने और बाज़ार में लगाने में से आपकी कुंडली/u,
    );
  });

  it("a drop year against a college now is weighed by the period for studies", () => {
    for (const q of ["should i drop a year for jee or join college", "NEET ke liye drop lu ya BSc join kar lu?"])
      expect(first(q), q).toMatch(/^(Another attempt has your chart's support|Join a college now), Asha/);
  });

  it("options told before a bare 'what does my chart say?' are weighed", () => {
    const text = first("Thinking of doing MBA next year or continue my job. what does my chart say?");
    expect(text).toMatch(/^Between further studies and work, your chart leans to (further studies|work)/);
    expect(text).toMatch(/(better placed than|at least as well placed as)/);
    expect(first("I'm a doctor (MBBS), should I go for MD or start practice?")).toMatch(
      /^Between further studies and work, your chart leans to/,
    );
  });

  it("a second outlet is an expansion: held off or made, never 'stay where you are'", () => {
    const text = first(
      "hello! I run a small bakery in Kochi. Should I open a second outlet this year or hold off till things settle?",
    );
    expect(text).toMatch(/^(Hold off on expanding for now|Make the change|Wait), Asha/);
    expect(text).not.toMatch(/Stay where you are/);
  });

  it("days asked for a new venture get the muhurat days, and a verdict asked in Hindi gets no promise", () => {
    expect(first("Which days are auspicious for me to start a new venture this month?")).toMatch(
      /(No day in .* passes the muhurat checks|is a good day|are good days|muhurat)/,
    );
    const verdict = reply("कल मेरे केस का फैसला आएगा, मेरे हक में होगा क्या?", "Hindi");
    expect(verdict).toContain("ज्योतिष निश्चितता नहीं दे सकता");
    expect(verdict).not.toMatch(/^हाँ/u);
  });

  it("a placement someone claimed is checked, in English, Hinglish and Hindi, never answered 'Yes, … the times ahead'", () => {
    const saturn = chart.planets.saturn.house;
    const elsewhere = (saturn % 12) + 1;
    const ord = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
    expect(first(`my friend said my shani is in ${ord(elsewhere)} house, is that true?`)).toBe(
      `No, Saturn is not in your ${ord(elsewhere)} house.`,
    );
    expect(first(`pandit ji ne bola mera shani ${ord(saturn)} house me hai, ye sach hai kya?`)).toMatch(
      /^Yes, Saturn is in /,
    );
    const hindi = reply("क्या मेरा शनि आठवें भाव में है?", "Hindi");
    expect(hindi).toMatch(saturn === 8 ? /^हाँ, शनि/u : /^नहीं, शनि आपके आठवें भाव में नहीं हैं।/u);
    expect(hindi).not.toMatch(/आने वाले समय/u);
  });

  it("a first job asked 'when' names the months ahead that support it before a period years away", () => {
    const text = first("Hi sir, I'm in final year BCom from Pune. When will I get my first job?");
    // (this chart: the Sun, karaka of career, runs its antardasha now; the strongest period is years away)
    expect(text).toMatch(
      /^The months just ahead already support your career, Asha: the present .+; the strongest time is /,
    );
    expect(reply("Will I get US visa? my B1/B2 interview is coming up").split("\n")[0]).toMatch(
      /^Yes, Asha, the months ahead support it/,
    );
  });

  it("the weak or strong grahas asked are named by their dignity, in English and Hindi", () => {
    const weak = Object.entries(chart.planets).filter(
      ([g, p]) => g !== "rahu" && g !== "ketu" && (p.dignity === "debilitated" || p.dignity === "enemy"),
    );
    const text = first("which planet is weak in my chart");
    expect(text).toMatch(
      weak.length ? /^By sign, the weaker grahas? in your chart (is|are) / : /^No graha in your chart/,
    );
    expect(reply("मेरी कुंडली में कौन सा ग्रह कमजोर है?", "Hindi")).toMatch(
      /^(राशि के अनुसार आपकी कुंडली में कमज़ोर ग्रह|आपकी कुंडली में कोई ग्रह नीच का)/u,
    );
    expect(text).not.toMatch(/times ahead/);
  });

  it("a child's future is read from the child's house, and a plot in a hometown is weighed against a flat", () => {
    expect(reply("My daughter is 3 years old. How will her future be?")).toContain(
      "Your daughter's life ahead is read from her own house, your 5th house",
    );
    expect(first("Should I buy a plot in my hometown or a flat in Pune?")).toMatch(
      /^Between plot and flat, your chart leans to (plot|flat)/,
    );
  });

  it("a match in talks, an application made, an offer in hand and a family's consent get their own answers", () => {
    expect(first("bhai urgent h, shaadi ki baat chal rahi h ye rishta pakka hoga ya nahi? jaldi batao")).toMatch(
      /^(It can, Asha: the months ahead support it|Not strongly in the coming months, Asha)/,
    );
    expect(reply("गुरुजी हम सीतापुर से हैं रेलवे ग्रुप डी का फॉर्म भरे थे नौकरी लगेगी कि नहीं", "Hindi")).toMatch(
      /^(हाँ, Asha, आने वाले महीने साथ देते हैं|कुंडली इसका मज़बूत समर्थन नहीं करती)/u,
    );
    expect(reply("H1B lottery me naam aayega kya is baar").split("\n")[0]).toMatch(
      /^(Yes, Asha, the months ahead support it|Your chart does not back this strongly right now)/,
    );
    expect(first("so should I accept the job offer or not?")).toMatch(
      /^(If the offer is better than what you have, take it|Yes, Asha, now is a good time|Yes, Asha, from|Not yet)/,
    );
    expect(first("mera boyfriend dusri caste ka h, mummy papa maanenge kya shaadi ke liye?")).toMatch(
      /^Whether your family agrees is their choice, and no chart can promise it/,
    );
    expect(reply("तलाक का केस चल रहा है, मुझे बच्चे की कस्टडी मिलेगी क्या?", "Hindi")).toContain("ज्योतिष निश्चितता नहीं दे सकता");
  });

  it("'when will this bad phase end?' names the first quarter ahead that looks largely supportive, and why", () => {
    for (const q of ["How long will this bad phase last?", "mera bura samay kab khatam hoga"])
      expect(first(q), q).toMatch(/^(This phase eases from [A-Z][a-z]{2} 20\d\d|The turn is near|No clear turn shows)/);
    expect(reply("when will my bad time end")).toMatch(/ period[^.]* helps: /);
    expect(reply("मेरा बुरा समय कब खत्म होगा", "Hindi")).toMatch(
      /^(यह दौर .+ से हल्का होता दिखता है|बदलाव पास है|अगले तीन वर्षों में)/u,
    );
  });

  it("'tell me about my kundli' gets the chart in brief: lagna and its lord, the Moon, the strongest graha, the running period", () => {
    for (const q of ["tell me about my kundli", "hello, first time here. what all can you tell from my kundli?"]) {
      const text = reply(q);
      expect(text, q).toMatch(/^Your kundli in brief, Asha: an? [A-Z][a-z]+ ascendant, whose lord /);
      expect(text, q).not.toMatch(/times ahead/);
      expect(checkClaims(text, chart, NOW).falseCount, q).toBe(0);
    }
    expect(reply("मेरी कुंडली के बारे में बताइए", "Hindi")).toMatch(/^संक्षेप में आपकी कुंडली, Asha: \S+ लग्न/u);
  });

  it("'what is the purpose of my life?' gets the calling the lagna lord's house shows, first", () => {
    for (const q of ["what is the purpose of my life", "tell me why am I here, what is my life's purpose?"]) {
      const text = reply(q);
      expect(text, q).toMatch(
        /^Your chart's answer, Asha: .+\. It comes from (the )?[A-Z][a-z]+, lord of your 1st house/,
      );
      expect(checkClaims(text, chart, NOW).falseCount, q).toBe(0);
    }
    expect(reply("मेरे जीवन का उद्देश्य क्या है?", "Hindi")).toMatch(/^आपकी कुंडली का उत्तर, Asha: /u);
  });

  it("the eighteenth split: a graha asked about, a diamond trade told, 'will he spoil', a brother's business told in a long message", () => {
    const venus = reply("tell me about my venus");
    expect(venus).toMatch(/^Venus is in [A-Z][a-z]+ in your \d+(st|nd|rd|th) house/);
    expect(venus).toMatch(/\n\nVenus brings .+ to your \d+(st|nd|rd|th) house, the house of /);
    expect(checkClaims(venus, chart, NOW).falseCount).toBe(0);
    expect(
      first("i am in diamond polishing work for 15 years, market is down, should i go to belgium or stay in surat"),
    ).not.toMatch(/gemstone/);
    expect(first("A colleague is doing politics against me in office. Will he spoil my promotion?")).not.toMatch(
      /^Yes/,
    );
    expect(first("layoffs are happening in our office, i am very scared will my job go")).not.toMatch(/Yes, Asha/);
    expect(first("sir my business partner is cheating me or not please tell na")).not.toMatch(/^Yes/);
    expect(first("i have 2 offers one from a startup and one from a big MNC which one should i take")).toMatch(
      /^Your chart does not choose between these two by name/,
    );
    expect(
      first("i am thinking to do MBA from distance so tell me which university should i choose IGNOU or symbiosis"),
    ).toMatch(/^Between IGNOU and Symbiosis/);
    expect(
      first(
        "hello ji my younger brother started a shop in ludhiana last year with papa savings i am in canada so i cant help much from here please tell will my brother business pick up",
      ),
    ).toMatch(/your brother's/);
  });

  it("the nineteenth split: a Gujarati diamond trade told, joining a startup against staying", () => {
    expect(
      first(
        "jai shree krishna hu surat ma diamond nu kaam karu chu aa varse market bahu dhimu che aavta 6 mahina ma paristhiti sudharse ke nahi",
      ),
    ).not.toMatch(/gems|gemstone/);
    expect(
      first(
        "i got an offer from a startup with 40 percent hike but my current company is stable should i join the startup or stay",
      ),
    ).toMatch(/^(If the offer is better than what you have, take it|Make the change|Wait), Asha/);
    // "ek … aur ek …" (one … and one …) names no option "Ek"; land and an FD are no names.
    expect(
      first(
        "mere paas do offer hai ek tcs hyderabad me aur ek chhoti company ghar ke paas salary same hai kaunsa join karu",
      ),
    ).not.toMatch(/\bEk\b/);
    expect(first("पीएफ का पैसा आया है समझ नहीं आ रहा कि एफडी करूं या जमीन खरीदूं", "Hindi")).not.toMatch(/नाम की राशि/u);
    // A verdict on a match is no pair of names, and no choice waits for a period years away.
    const rishta = first(
      "meri beti ki shaadi february mein fix hui hai ladke wale ab dahej ki baat kar rahe hain kya ye rishta sahi hai ya tod dena chahiye",
    );
    expect(rishta).not.toMatch(/Sahi|Tod|name-sign/);
    // The dowry named is answered with the law, whatever the chart shows.
    expect(
      reply("meri beti ki shaadi fix hui hai ladke wale ab dahej ki baat kar rahe hain kya ye rishta sahi hai"),
    ).toMatch(/Dowry Prohibition Act, 1961/);
    expect(first("which god should i worship as per my kundli")).toMatch(/suits you best/);
    expect(first("husband ka kahin affair toh nahi chal raha?")).not.toMatch(/^(Yes|It can happen)/);
    expect(first("navi dukaan kholi che, maro dhandho kyare saro chalse?")).toMatch(/your business/);
    expect(
      first(
        "i have two offers one is from a government bank with less salary in my hometown and other is private mnc in hyderabad which one should i choose",
      ),
    ).toMatch(/^Between a government job and the private sector/);
    expect(first("best date to buy car this month")).toMatch(/muhurat (checks )?for buying a vehicle/);
    expect(
      first(
        "teacher hu 12000 salary milti hai ghar chalana mushkil hai tuition center khol lu ya koi dusra kaam dhundhu",
      ),
    ).toMatch(/^Between a job and business/);
    expect(
      first(
        "i am a homemaker and my kids are now grown up i want to start a small home bakery business from my house is it a good time to start",
      ),
    ).not.toMatch(/child/);
    expect(rishta).not.toMatch(/decide and act in the \S+ period \((\w{3} )?2028/);
  });

  it("the eighteenth split: 'which career suits me' after a story names fields, not words of the story", () => {
    const text = reply(
      "sir i am 21 finished BCom last year my father has a hardware shop and wants me to sit there so tell me which career suits me best",
    );
    expect(text).not.toMatch(/Between Shop and/);
    expect(text).toMatch(/^Fields such as /);
  });

  it("the seventeenth split: an offer against staying, a home not to buy, good dates for a griha pravesh", () => {
    expect(first("Got an offer from a Pune company. Should I take it or stay in my current company?")).toMatch(
      /^(If the offer is better than what you have, take it|Make the change|Wait), Asha/,
    );
    const drinking = reply(
      "My husband is drinking too much and not coming home properly. Will he change? I am crying daily",
    );
    expect(drinking).not.toMatch(/property and home|4th house, which falls/);
    expect(reply("Please tell me good dates for griha pravesh next month")).toMatch(
      /^(For a griha pravesh between|No day in) /,
    );
  });
});

describe("answers to the twenty-first split's questions (14 Dec 2026)", () => {
  it("a direction asked is the classical direction of the sign on the matter's house", () => {
    // Fire signs point east, earth south, air west, water north.
    const ELEMENT = ["fire", "earth", "air", "water"];
    const SIGNS = "Aries Taurus Gemini Cancer Leo Virgo Libra Scorpio Sagittarius Capricorn Aquarius Pisces".split(" ");
    const POINTS: Record<string, string> = { fire: "east", earth: "south", air: "west", water: "north" };
    const m =
      /^The (east|south|west|north), Asha, by the classical rule of directions: (\w+), the sign on the house of marriage and relationships, is a (\w+) sign/.exec(
        first("meri shaadi kis disha me hogi"),
      );
    expect(m).not.toBeNull();
    const [, direction, sign, element] = m!;
    expect(element).toBe(ELEMENT[SIGNS.indexOf(sign!) % 4]);
    expect(direction).toBe(POINTS[element!]);
    expect(first("मेरे बेटे की शादी के लिए किस दिशा में लड़की मिलेगी", "Hindi")).toMatch(
      /^(पूर्व|दक्षिण|पश्चिम|उत्तर) दिशा, Asha, दिशाओं के शास्त्रीय नियम से/,
    );
  });

  it("the cause of something welcome is the house's lord, not a delay", () => {
    const text = first("Kuch mahino se bhakti mein interest bahut badh gaya hai, ye kis grah ka asar hai?");
    expect(text).toMatch(/^It comes from your chart, Asha: [A-Z]\w+, lord of your 9th house/);
    expect(reply("Kuch mahino se bhakti mein interest badh gaya hai, ye kis grah ka asar hai?")).not.toMatch(
      /have not fully opened/,
    );
  });

  it("a gem asked by its Hindi name is declined, never 'Yes, it can help'; the running dasha is said once", () => {
    const text = reply("Kya mujhe gomed pehenna chahiye? Rahu ki dasha chal rahi hai");
    expect(text).toMatch(/^No, Asha: Graha does not prescribe gems/);
    expect(text).not.toMatch(/Yes, it can help/);
    expect(text.match(/Rahu mahadasha/g)).toHaveLength(1);
  });

  it("when a child is asked with its sex, the months come first and the sex is declined after", () => {
    const text = reply("dusra baccha kab plan kare? beta hoga ya beti?");
    expect(text).not.toMatch(/^A child's sex/);
    expect(text.split("\n\n")[0]).toMatch(/Rahu–\w+ period.*A child's sex is not something Graha predicts/s);
  });

  it("a short period asked as a whole names its better days and its testing ones, inside it", () => {
    const text = reply("how's my week looking? some big decisions coming up");
    const lead = text.split("\n\n")[0]!;
    expect(lead).toMatch(
      /^Between Tuesday 10 Mar 2026 and Sunday 15 Mar 2026, (your better days are|no day stands out)/,
    );
    // Only the week's own days are named, and no dasha period years away.
    const days = [...lead.matchAll(/(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(days.every((d) => d >= 10 && d <= 15)).toBe(true);
    expect(text).not.toMatch(/mahadasha|antardasha|period \(/);
  });

  it("waiting for someone or moving on, and another chance or ending it, are left to the asker", () => {
    expect(reply("Should I wait for him or move on?")).toMatch(
      /^Whether to wait or to move on is not something your chart decides for you, Asha/,
    );
    const chance = reply("should I give him one more chance or end it?");
    expect(chance).toMatch(/^Whether to stay or to part is not something your chart decides for you, Asha/);
    expect(chance).not.toMatch(/name-sign/);
    // Whether a divorce goes through is asked, not what to choose.
    expect(reply("kya mera talaq ho jayega is saal?")).not.toMatch(/Whether to stay or to part/);
  });

  it("a choice read on two subjects is answered once; renouncing is left to the asker", () => {
    const text = reply("Job chhodke MBA karu या job continue करूं?");
    expect(text.match(/Between further studies and work/g)).toHaveLength(1);
    // Written in Devanagari, the degree is the studies; and a choice the chart declines is declined once.
    expect(reply("मेरी बेटी डॉक्टर बनेगी या इंजीनियर", "Hindi")).toMatch(
      /^डॉक्टर और इंजीनियर में से आपकी कुंडली (डॉक्टर|इंजीनियर) की ओर झुकती है/,
    );
    const hindi = reply("बेटा बी.टेक के बाद एमबीए करे या नौकरी?", "Hindi");
    expect(hindi).toMatch(/^आपके बेटे के लिए आगे की पढ़ाई और नौकरी में से आपकी कुंडली (आगे की पढ़ाई|नौकरी) की ओर झुकती है/);
    const declined = reply("Should I open my shop in Kharagpur or in Durgapur?", "Hindi");
    expect(declined.match(/नाम लेकर चुनाव नहीं करती/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(reply("Mera man pooja path mein bahut lagta hai, kya main aage chal ke sanyas le lunga?")).toMatch(
      /On sanyas: renouncing is a decision for you and a teacher you trust/,
    );
    expect(reply("Mera man pooja path mein bahut lagta hai, kya main aage chal ke sanyas le lunga?")).not.toMatch(
      /You asked about gemstones or rituals/,
    );
  });

  it("'is it because of Rahu?' says whether that graha touches the matter's house; a judgment gets the legal caution", () => {
    expect(first("क्या राहु की वजह से मेरा मन पढ़ाई में नहीं लगता?", "Hindi")).toMatch(
      /^(हाँ, इसकी भूमिका है|मुख्य रूप से नहीं), Asha: राहु/,
    );
    expect(reply("is my career stuck because of saturn?")).toMatch(/(Yes, it plays a part|Not mainly), Asha: Saturn/);
    expect(
      reply(
        "I have a property dispute case in court with my cousin for 6 years now. Will the judgment come in my favour?",
      ),
    ).toMatch(/Astrology cannot give certainty about a case/);
    expect(first("i want to open a cloud kitchen this year should i do it alone or with my cousin")).toMatch(
      /^Between a partnership and going alone, your chart leans to/,
    );
  });

  it("a move 'me and my wife' plan is the asker's own; a transfer to a city weighs the cities", () => {
    expect(reply("me and my wife are planning to move to australia by 2028 will it happen")).not.toMatch(
      /your wife's travel/,
    );
    expect(first("should i take the bangalore transfer or stay in chennai near my parents")).toMatch(
      /^Between Bangalore and Chennai, your chart leans to (Bangalore|Chennai)/,
    );
  });
});

describe("answers to the twenty-second split's questions (15 Dec 2026)", () => {
  it("a mundan asked for gets its muhurat days; moving into a new home is a griha pravesh", () => {
    expect(first("mera pota 4 saal ka hai uska mundan karna hai april me koi accha din batao")).toMatch(
      /^(The muhurat for a mundan between 1–30 Apr 2026|For a mundan between 1–30 Apr 2026|No day in 1–30 Apr 2026 passes)/,
    );
    expect(first("नए घर में कब शिफ्ट करें? अगले हफ्ते कोई अच्छा दिन है क्या?", "Hindi")).toMatch(/गृह प्रवेश/);
  });

  it("'kaun sa dosh hai' checks every dosha; a mantra's count is a mala; 'mere baare mein batao' reads the chart", () => {
    const doshas = reply("koi dosh hai kya meri kundli me");
    expect(doshas).toMatch(/Mangal dosha/);
    expect(doshas).toMatch(/Kaal Sarp/);
    expect(first("महामृत्युंजय मंत्र का जाप रोज कितनी बार करना चाहिए मुझे?", "Hindi")).toMatch(/^108 बार, यानी एक पूरी माला/);
    expect(reply("गुरु जी प्रणाम, मेरे बारे में कुछ बताइए", "Hindi")).toMatch(/^संक्षेप में आपकी कुंडली, Asha: /);
  });

  it("black magic feared is answered plainly; a fast's count is traditional; a son's match search may start now", () => {
    expect(first("मुझे लगता है किसी ने कुछ करवा दिया है घर पर, सब काम बिगड़ रहे हैं, क्या ये सच है?", "Hindi")).toMatch(
      /^कोई कुंडली जादू-टोना नहीं दिखाती, Asha/,
    );
    expect(first("सोमवार के व्रत कितने रखने चाहिए शादी के लिए?", "Hindi")).toMatch(/^सोलह सोमवार पारंपरिक संख्या है/);
    const search = first("Beta 3 saal se Dubai में है, अब शादी के लिए लड़की देखें या अभी रुकें?", "Hindi");
    expect(search).not.toMatch(/वहीं रहें/);
    expect(first("kya mujhe koi dusra kaam karna chahiye ya auto hi chalata rahu")).not.toMatch(/name-sign/);
  });

  it("getting on with a mother-in-law is the bond with her, never her marriage; Santoshi Mata is no mother", () => {
    const saas = reply("meri saas ke saath bilkul nahi banti kab tak chalega ye sab koi upay batao");
    expect(saas).toMatch(/your relationship with your mother-in-law/);
    expect(saas).not.toMatch(/mother-in-law's marriage/);
    expect(reply("shukrawar ka vrat rakhna chahiye kya santoshi mata ka, mere liye sahi rahega")).not.toMatch(
      /your mother/,
    );
  });

  it("the twenty-fourth split: a dasha judged or named, an offer in hand, a Marathi 'ya varshi', two job offers", () => {
    expect(first("Will Rahu mahadasha be good for me?")).toMatch(
      /^(Largely yes|Yes, with effort|A mixed period), Asha/,
    );
    expect(first("क्या राहु की महादशा मेरे लिए अच्छी रहेगी?", "Hindi")).toMatch(/^(अधिकतर हाँ|हाँ, मेहनत के साथ|मिला-जुला समय)/);
    // Saturn's mahadasha is neither running nor next for this chart: said so, and the checker agrees.
    const saturn = reply("how will my shani mahadasha be");
    expect(saturn).toMatch(/^The Saturn mahadasha is not running now: you are in the Rahu mahadasha/);
    expect(checkClaims(saturn, chart, NOW).falseCount).toBe(0);
    const hindiSaturn = reply("शनि की महादशा कैसी रहेगी?", "Hindi");
    expect(checkClaims(hindiSaturn, chart, NOW).falseCount).toBe(0);
    // The months ahead support a career here (as "when will I get a job?" says): an offer is taken;
    // leaving a job still waits for a strong time.
    expect(first("Need urgent answer. Got an offer from Amazon, should I accept? reply fast")).toMatch(
      /^Yes, Asha, now is a good time/,
    );
    expect(first("नौकरी छोड़कर खेती करूँ क्या? गाँव में 5 एकड़ ज़मीन है", "Hindi")).toMatch(/^जल्दबाज़ी में नहीं/);
    expect(first("mala ghar ghyaycha aahe, ya varshi yog aahe ka?")).toMatch(
      /^Yes, Asha, within the time you asked about/,
    );
    expect(
      first(
        "I got two job offers, one from Infosys in Mysore and one from a startup in Gurgaon. Which one should I take?",
      ),
    ).not.toMatch(/job and business/);
    expect(first("So should I wait or go ahead?")).toMatch(/^(Make the change|Wait|Stay where you are)\b/);
  });

  it("the twenty-fifth split: a yes or no beside a remedy or a fallback is answered first; a yoga for a matter reads the matter", () => {
    expect(first("is baar visa lagega kya? koi upay ho to wo bhi btao")).not.toMatch(/^For Venus/);
    expect(reply("is baar visa lagega kya? koi upay ho to wo bhi btao")).toMatch(/Practical steps/);
    expect(first("meri shaadi me deri kyu ho rahi hai? koi upay batao")).toMatch(/^The main reason, Asha/);
    expect(first("kya is saal JEE mains clear ho jayega? ya drop lena padega?")).toMatch(/^Yes, Asha/);
    expect(first("Will he come back to me or should I move on?")).toMatch(/^Not in the coming months/);
    expect(first("Is there any yoga for spiritual growth in my chart?")).toMatch(
      /^Yes, Asha, your chart clearly supports spiritual growth/,
    );
    expect(first("which yogas are in my chart?")).toMatch(/^Your chart has/);
    expect(first("So should I wait or go ahead?")).not.toMatch(/times ahead is/);
  });

  it("the twenty-sixth split: Gujarati 'lagna' is a marriage, a lucky day is named", () => {
    expect(first("Maari dikri nu lagna kyare thase? 27 varsh ni thai gai che.")).not.toMatch(/ascendant/);
    expect(first("mera lagna kya hai")).toMatch(/^Your ascendant \(lagna\) is /);
    expect(first("What is my lucky day of the week?")).toMatch(/^Sunday is your day, Asha: it is the day of the Sun/);
    expect(first("Should I do Rudrabhishek or Navagraha puja for my problems?")).toMatch(
      /^Either, as your own devotion/,
    );
  });
});
