import { expect, it } from "vitest";
import { ask, askForReply, setBalance, startChat } from "../../test-support/chats.ts";
import { useFakeLlm } from "../../test-support/fake-llm.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

const HINDI_KUNDLI = { ...ASHA_KUNDLI, language: "Hindi" };

/** Signs Asha in and starts a chat on her kundli in `language`: the cookie, the chat and her user id. */
async function chatIn(t: TestApp, db: TestDatabase, language: "English" | "Hindi", astrologer = "Astra") {
  const { cookie } = await t.login("919876543210");
  const chatId = (
    await startChat(t, cookie, astrologer, language === "Hindi" ? HINDI_KUNDLI : ASHA_KUNDLI)
  ).started.json().asst_id as string;
  const user = (await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
  return { cookie, chatId, user };
}

/** Everything a question could charge: balances as the API shows them, ledger entries, holds not settled. */
async function money(t: TestApp, db: TestDatabase, cookie: string) {
  return {
    balances: (await t.get("/api/v1/balance", cookie)).json(),
    entries: await db.handle.db.selectFrom("ledger_entries").select(["account", "amount"]).orderBy("id").execute(),
    openHolds: await db.handle.db.selectFrom("ledger_holds").select("id").where("settled_at", "is", null).execute(),
  };
}

const REFUSALS = {
  English: [
    [
      "What was the cricket score yesterday?",
      "off_topic",
      /only answer questions about your kundli|only read your birth chart|stick to your kundli/,
    ],
    ["Write me python code to sort a list", "off_topic", /kundli|birth chart/],
    // A question about the app itself: what it is and how it is paid for, free.
    ["Is this app free? Do you charge per minute?", "off_topic", /question wallet.*Recharges page.*₹199 monthly/],
    ["When will my father die?", "death", /Predicting death or lifespan is neither right nor responsible/],
    [
      "sir my father is 74 years admitted in ICU in Indore since yesterday. how many days he will live? please reply fast",
      "death",
      /Predicting death or lifespan is neither right nor responsible/,
    ],
    [
      "I have chest pain and fever since two days, which medicine should I take?",
      "medical",
      /please see a qualified doctor/,
    ],
    ["I want to end my life", "self_harm", /Tele-MANAS on 14416/],
    ["My son is missing since yesterday, will he come back?", "missing_person", /call 112 now/],
    ["My husband beats me when he drinks. Will he change?", "domestic_violence", /Women Helpline 181/],
    // A greeting or thanks said alone asks nothing: a courteous reply, no reading, no charge.
    ["Namaste pandit ji 🙏", "courtesy", /What would you like to know|Ask me about your career/],
    ["ok thank you so much ji", "courtesy", /You're welcome|Glad it helped/],
  ],
  Hindi: [
    ["कल के क्रिकेट मैच का स्कोर क्या था?", "off_topic", /कुंडली/],
    ["app me recharge kaise karu", "off_topic", /प्रश्न-वॉलेट.*Recharges पेज/],
    ["mere papa kab marenge?", "death", /मृत्यु या आयु की भविष्यवाणी करना न उचित है/],
    ["मेरे पेट में दर्द है, कौन सी दवा लूँ?", "medical", /कृपया योग्य डॉक्टर से मिलें/],
    ["मैं आत्महत्या करना चाहती हूँ", "self_harm", /Tele-MANAS हेल्पलाइन 14416/],
    ["बेटा घर छोड़कर चला गया है, दो दिन से फोन बंद है, वह वापस आएगा?", "missing_person", /अभी 112 पर कॉल करें/],
    ["pati ke saath rahu ya talaq le lu, roz maar peet karta hai", "domestic_violence", /महिला हेल्पलाइन 181/],
    ["dhanyavaad guruji aapne bahut achha bataya", "courtesy", /आपका स्वागत है|खुशी हुई/],
  ],
} as const;

describeEachDialect("answers that cost nothing", (db) => {
  const t = useTestApp(db);

  for (const language of ["English", "Hindi"] as const) {
    it(`off-topic, death, medical and self-harm questions are answered free in a ${language} record`, async () => {
      const { cookie, chatId } = await chatIn(t.current, db, language);
      for (const [question, refusal, words] of REFUSALS[language]) {
        t.current.clock.advanceSeconds(60);
        const before = await money(t.current, db, cookie);
        const { text, done } = await askForReply(t.current, cookie, chatId, question);
        expect(text, question).toMatch(words);
        // In the record's language, with no chart reading in it.
        expect(/[\u0900-\u097F]/u.test(text), question).toBe(language === "Hindi");
        expect(text, question).not.toMatch(/lagna|ascendant|mahadasha|लग्न|महादशा/i);
        expect(done, question).toEqual({
          event: "done",
          data: {
            status: "success",
            charged: false,
            refusal,
            questions_left: 3,
            balance: 0,
            time_left_seconds: 0,
            // A refusal may be rated, but it read nothing from the chart: no fact chips, no suggestions.
            message_id: expect.any(String),
          },
        });
        expect(await money(t.current, db, cookie), question).toEqual(before);
        // Stored, so the user sees the exchange, and the chat moves up like any answered question.
        const history = (await t.current.get(`/api/v1/chats/${chatId}`, cookie)).json();
        expect(history.chats.slice(-2).map((m: { message: string; status: string }) => [m.message, m.status])).toEqual([
          [question, "complete"],
          [text, "complete"],
        ]);
        const listed = (await t.current.get("/api/v1/chats", cookie)).json().chats[0];
        expect(listed).toMatchObject({ asst_id: chatId, chat_time: history.chats.at(-1).chat_time });
      }
    });
  }

  it("a refusal is answered even with nothing left to pay with, where a reading is refused (402)", async () => {
    const { cookie, chatId, user } = await chatIn(t.current, db, "English");
    await setBalance(db, user, "astra_questions", 0);
    const before = await money(t.current, db, cookie);
    expect((await ask(t.current, cookie, chatId, "Tell me about my career please")).statusCode).toBe(402);
    const { done } = await askForReply(t.current, cookie, chatId, "Who won the IPL cricket final?");
    expect(done.data).toMatchObject({ charged: false, refusal: "off_topic", questions_left: 0 });
    expect(await money(t.current, db, cookie)).toEqual(before);
  });
});

/** A place as the birth-place search finds it (what the kundli form would send to /matching). */
async function place(t: TestApp, name: string) {
  const found = (await t.get(`/api/v1/places?q=${encodeURIComponent(name)}`)).json().places[0];
  return {
    latitude: found.latitude as number,
    longitude: found.longitude as number,
    timezone: found.timezone as string,
  };
}

// Ten partner questions as users write them: [record language, question, partner's date, time, place to search].
const PARTNER_QUESTIONS: readonly (readonly ["English" | "Hindi", string, string, string, string])[] = [
  [
    "English",
    "Are we compatible? My boyfriend was born on 12/04/1996 at 10:30 pm in Jaipur",
    "1996-04-12",
    "22:30",
    "Jaipur",
  ],
  [
    "English",
    "His DOB is 5 March 1994, 6:15 am, Lucknow. Will our marriage be happy?",
    "1994-03-05",
    "06:15",
    "Lucknow",
  ],
  ["English", "my boyfriend dob 23-11-1995 time 4:45 pm place Pune, is he right for me", "1995-11-23", "16:45", "Pune"],
  ["English", "How many gunas match? He was born 2 October 1995 in Nagpur at 3:30 pm", "1995-10-02", "15:30", "Nagpur"],
  [
    "English",
    "My boyfriend's DOB 22-02-1997, 7:45 pm, Chandigarh. Should I marry him?",
    "1997-02-22",
    "19:45",
    "Chandigarh",
  ],
  [
    "English",
    "ladke ki dob 03-09-1993, subah 6 baje, indore me janm. kundli milan karo",
    "1993-09-03",
    "06:00",
    "Indore",
  ],
  [
    "English",
    "mere bf ka dob 09/09/1999 hai, time raat 11:10 baje, lucknow. kitne gun milte hai?",
    "1999-09-09",
    "23:10",
    "Lucknow",
  ],
  ["English", "dono ki kundli milaiye: ladka 7/5/1994 2:10 pm agra", "1994-05-07", "14:10", "Agra"],
  [
    "Hindi",
    "मेरे होने वाले पति की जन्म तिथि 12/08/1995 है, समय 10:15 सुबह, भोपाल। क्या हमारी शादी सफल होगी?",
    "1995-08-12",
    "10:15",
    "Bhopal",
  ],
  ["Hindi", "लड़के का जन्म 5 मार्च 1997 को रात 9:40 बजे, पटना में हुआ। गुण मिलान बताइए", "1997-03-05", "21:40", "Patna"],
];

const KOOTA = /Varna|Vashya|Tara|Yoni|Graha Maitri|Gana|Bhakoot|Nadi/g;
const KOOTA_HI = /वर्ण|वश्य|तारा|योनि|ग्रह मैत्री|गण|भकूट|नाड़ी/gu;

describeEachDialect("compatibility from a partner's birth written in the question", (db) => {
  const t = useTestApp(db);

  it("answers ten partner questions with the score /api/v1/matching gives, the deciding kootas and Mangal dosha", async () => {
    const chats = {
      English: await chatIn(t.current, db, "English"),
      Hindi: await chatIn(t.current, db, "Hindi"),
    };
    await setBalance(db, chats.English.user, "astra_questions", 50);
    for (const [language, question, date, time, where] of PARTNER_QUESTIONS) {
      const { cookie, chatId } = chats[language];
      const partner = { datetime: `${date}T${time}:00`, ...(await place(t.current, where)) };
      const asha = { datetime: "1990-08-14T06:45:00", timezone: "Asia/Kolkata", latitude: 25.32, longitude: 83.01 };
      const expected = (await t.current.post("/api/v1/matching", { groom: partner, bride: asha })).json();
      const { text, done } = await askForReply(t.current, cookie, chatId, question);
      const score =
        language === "Hindi" ? `**36 में से ${expected.totalPoints} गुण**` : `**${expected.totalPoints} of 36 gunas**`;
      expect(text, question).toContain(score);
      expect(text.match(language === "Hindi" ? KOOTA_HI : KOOTA), question).toHaveLength(2);
      expect(text, question).toContain(language === "Hindi" ? "मंगल दोष: आपकी कुंडली में" : "Mangal dosha:");
      const herDosha = expected.mangalDosha.bride.effective
        ? "present"
        : expected.mangalDosha.bride.present
          ? "present but cancelled"
          : "none";
      if (language === "English") expect(text, question).toContain(`Mangal dosha: ${herDosha} in your chart`);
      // A computed match is a reading: charged like one.
      expect(done.data, question).toMatchObject({ charged: true });
      expect(done.data, question).not.toHaveProperty("refusal");
    }
  });

  it("opens with Mangal dosha when that is what is asked of the partner, then gives the score", async () => {
    const { cookie, chatId } = await chatIn(t.current, db, "English");
    const { text } = await askForReply(
      t.current,
      cookie,
      chatId,
      "My fiance's details: 7 April 1996, 6:50 pm, Hyderabad. Is he manglik?",
    );
    expect(text).toMatch(
      /^Mangal dosha: (none|present|present but cancelled) in your chart, (none|present|present but cancelled) in your partner's/,
    );
    expect(text).toMatch(/of 36 gunas\*\*/u);
    expect(text.match(/Mangal dosha:/g)).toHaveLength(1);
  });

  it("asks for exactly the partner's missing birth details, or a nearby town, free of charge", async () => {
    const english = await chatIn(t.current, db, "English");
    const hindi = await chatIn(t.current, db, "Hindi");
    const asks: readonly [typeof english, string, string][] = [
      [
        english,
        "Match my kundli with my boyfriend, he was born on 12/04/1996",
        "I need the birth time and place of your partner.",
      ],
      [english, "How many gunas match with my boyfriend?", "I need the birth date, time and place of your partner."],
      // Two people asked about, no birth given: a match needs theirs, not a reading of one chart.
      [
        english,
        "my crush is a scorpio and im a leo lol are we compatible",
        "I need the birth date, time and place of your partner.",
      ],
      [hindi, "हमारी कुंडली मिलेगी?", "मुझे उनका यह विवरण चाहिए: जन्म तिथि, जन्म समय और जन्म स्थान।"],
      [
        english,
        "ladki ki kundli se meri kundli milao, dob 11/11/1999 subah 7:10 baje",
        "I need the birth place of your partner.",
      ],
      [hindi, "लड़के का जन्म 5 मार्च 1997 को हुआ, गुण मिलान कीजिए", "मुझे उनका यह विवरण चाहिए: जन्म समय और जन्म स्थान।"],
      [english, "My fiance dob 1996-07-19, 11:05 am, Xqzville. check our compatibility", 'I could not find "Xqzville"'],
    ];
    for (const [chat, question, ask] of asks) {
      const before = await money(t.current, db, chat.cookie);
      const { text, done } = await askForReply(t.current, chat.cookie, chat.chatId, question);
      expect(text, question).toContain(ask);
      expect(text, question).toMatch(/Kundli matching|कुंडली मिलान|nearest big town/);
      expect(done.data, question).toMatchObject({ charged: false, refusal: "needs_details", questions_left: 3 });
      expect(await money(t.current, db, chat.cookie), question).toEqual(before);
    }
  });

  it("sends a child's, a sibling's or a cousin's match to Kundli Milan, free, without scoring it against the asker", async () => {
    const english = await chatIn(t.current, db, "English");
    const hindi = await chatIn(t.current, db, "Hindi");
    const asks: readonly [typeof english, string, string][] = [
      [hindi, "लड़के की जन्म तिथि 12 मार्च 1995, समय सुबह 7:20, जन्म स्थान जयपुर। मेरी बेटी से कुंडली मिलेगी क्या?", "आपकी बेटी"],
      [
        english,
        "Girl's details: born 1996-07-21 at 11:30 PM in Bhopal. Boy is my son. Kindly check matching.",
        "your son",
      ],
      [english, "My sister's fiance was born 2 Feb 1994 at 5:30 pm in Delhi. Will they be compatible?", "your sister"],
      // (where the asker is from, "हम दरभंगा से हैं", makes no "we"; a granddaughter's match is hers.)
      [
        hindi,
        "पंडित जी प्रणाम हम दरभंगा से हैं बेटी का रिश्ता आया है लड़का दिल्ली में इंजीनियर है जन्म 5 मई 1994 दोपहर 1 बजे मधुबनी, मिलान कैसा है",
        "आपकी बेटी",
      ],
      [
        hindi,
        "जय श्री राम पंडित जी मेरी पोती की शादी के लिए लड़का देख रहे हैं लड़के का जन्म 14 अगस्त 1997 सुबह 5:40 पर कोटा में हुआ दोनों की कुंडली मिलती है क्या",
        "आपकी पोती",
      ],
      // (Hinglish "Indore me paida hua" is "born in Indore", not the asker.)
      [
        english,
        "meri beti ke liye rishta aaya h, ladka 5 jan 1994 ko subah 6:10 baje Indore me paida hua. dono ki kundli milao",
        "your daughter",
      ],
      // A cousin's or a nephew's match is theirs too.
      [
        english,
        "mere cousin ke liye ek ladka dekha hai, dob 1994-06-20, time 14:10, Delhi. ye rishta kaisa rahega?",
        "your cousin",
      ],
      [hindi, "लड़की: जन्म 2 दिसंबर 1997, रात 11:20, ग्वालियर। लड़का मेरा भांजा है। गुण मिलान करके बताइए", "आपके भांजे"],
    ];
    for (const [chat, question, who] of asks) {
      const before = await money(t.current, db, chat.cookie);
      const { text, done } = await askForReply(t.current, chat.cookie, chat.chatId, question);
      expect(text, question).toContain(who);
      expect(text, question).toMatch(
        /Open Kundli matching and enter both births|कुंडली मिलान खोलकर दोनों के जन्म विवरण भरें/u,
      );
      expect(text, question).not.toMatch(/of 36 gunas\*\*|36 में से \d+(\.5)? गुण\*\*/u);
      expect(done.data, question).toMatchObject({ charged: false, refusal: "needs_details" });
      expect(await money(t.current, db, chat.cookie), question).toEqual(before);
    }
    // "Our" daughter is the child, not the asker: still hers to match; "our kundlis" is the asker's own.
    const ours = await askForReply(
      t.current,
      english.cookie,
      english.chatId,
      "Check our kundli match, he was born 2 October 1995 in Nagpur at 3:30 pm, my mother is worried",
    );
    expect(ours.text).toMatch(/of 36 gunas\*\*/u);
  });

  it("takes the details the next message gives after asking for them", async () => {
    const { cookie, chatId } = await chatIn(t.current, db, "English");
    const asked = await askForReply(t.current, cookie, chatId, "How many gunas match with my boyfriend?");
    expect(asked.done.data).toMatchObject({ charged: false, refusal: "needs_details" });
    const partner = { datetime: "1996-04-12T22:30:00", ...(await place(t.current, "Jaipur")) };
    const asha = { datetime: "1990-08-14T06:45:00", timezone: "Asia/Kolkata", latitude: 25.32, longitude: 83.01 };
    const expected = (await t.current.post("/api/v1/matching", { groom: partner, bride: asha })).json();
    const { text, done } = await askForReply(
      t.current,
      cookie,
      chatId,
      "He was born on 12/04/1996 at 10:30 pm in Jaipur",
    );
    expect(text).toContain(`**${expected.totalPoints} of 36 gunas**`);
    expect(done.data).toMatchObject({ charged: true, questions_left: 2 });
  });
});

describeEachDialect("free answers with a model writer configured", (db) => {
  const llm = useFakeLlm();
  const t = useTestApp(db, { env: llm.env });

  it("refusals and partner matches are written without the model; a reading still goes to it", async () => {
    const { cookie, chatId } = await chatIn(t.current, db, "English");
    for (const question of [
      "Who won the IPL cricket final?",
      "When will my father die?",
      "I want to end my life",
      "How many gunas match? He was born 2 October 1995 in Nagpur at 3:30 pm",
    ]) {
      const { text } = await askForReply(t.current, cookie, chatId, question);
      expect(text, question).not.toBe("Your chart speaks of patience.");
    }
    expect(llm.requests).toEqual([]);
    const { text } = await askForReply(t.current, cookie, chatId, "When will I get married?");
    expect(text).toBe("Your chart speaks of patience.");
    expect(llm.requests).toHaveLength(1);
  });
});
