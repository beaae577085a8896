import { describe, expect, it } from "vitest";
import { detectHorizon } from "./horizon.ts";
import { normalize } from "./text.ts";

// Tuesday 10 March 2026, noon in India.
const NOW = new Date("2026-03-10T06:30:00Z");
const horizon = (q: string, now = NOW) => detectHorizon(normalize(q), now);
const span = (start: string, end: string) => ({ start, end });

describe("detectHorizon", () => {
  it.each([
    ["in the next six months", span("2026-03-10", "2026-09-10")],
    ["next 6 months", span("2026-03-10", "2026-09-10")],
    ["agle 6 mahine me", span("2026-03-10", "2026-09-10")],
    ["अगले छह महीने में नौकरी मिलेगी क्या?", span("2026-03-10", "2026-09-10")],
    ["agle paanch saal kaise rahenge", span("2026-03-10", "2031-03-10")],
    ["next 10 days", span("2026-03-10", "2026-03-20")],
    ["within a year", span("2026-03-10", "2027-03-10")],
    ["agle saal shaadi hogi kya", span("2027-01-01", "2027-12-31")],
    ["अगले साल विदेश जाऊँगा?", span("2027-01-01", "2027-12-31")],
    ["how will next year be", span("2027-01-01", "2027-12-31")],
    ["is saal promotion milega kya", span("2026-03-10", "2026-12-31")],
    ["इस साल सेहत कैसी रहेगी", span("2026-03-10", "2026-12-31")],
    ["इस साल होगा या अगले साल?", span("2026-03-10", "2027-12-31")],
    ["by Diwali", span("2026-03-10", "2026-11-08")],
    ["दिवाली तक प्रमोशन होगा?", span("2026-03-10", "2026-11-08")],
    ["holi tak kuch accha hoga?", span("2026-03-10", "2027-03-22")],
    // The East's festivals: Vijaya Dashami, Rath Yatra, Bohag Bihu (Bengali, Odia, Assamese words of "before").
    ["Can we buy a flat in Kolkata by Durga Puja?", span("2026-03-10", "2026-10-21")],
    ["pujor age biyer kotha pakka hobe?", span("2026-03-10", "2026-10-21")],
    ["दशहरे तक नौकरी मिलेगी?", span("2026-03-10", "2026-10-21")],
    ["Rath Jatra agaru chakiri miliba ki?", span("2026-03-10", "2026-07-16")],
    ["Bohag Bihur agot notun ghor lobo paribo ne?", span("2026-03-10", "2026-04-14")],
    // The South's: Ugadi (2026's bright first begins after sunrise on the 19th and ends before the next), Onam, Pongal.
    ["Will I get new job by Ugadi? notice period ending soon", span("2026-03-10", "2026-03-19")],
    ["Will my marriage get fixed by Onam? Kottayam aanu, 29 vayassu", span("2026-03-10", "2026-08-26")],
    ["Will I get onsite by Pongal?", span("2026-03-10", "2027-01-15")],
    ["How is 2027 looking?", span("2027-01-01", "2027-12-31")],
    ["2026 kaisa rahega", span("2026-03-10", "2026-12-31")],
    ["shaadi 2028 tak ho jayegi", span("2026-03-10", "2028-12-31")],
    // A quarter: the calendar's, or India's financial year's with "FY"; the Telugu "this year".
    ["Is Q3 a good time to put in my papers?", span("2026-07-01", "2026-09-30")],
    // The calendar quarter by word: to its end, or the whole of the next.
    ["will my job survive this quarter?", span("2026-03-10", "2026-03-31")],
    ["next quarter me promotion hoga?", span("2026-04-01", "2026-06-30")],
    // "this a good week": the week asked about.
    ["Is this a good week to sign the offer letter?", span("2026-03-10", "2026-03-15")],
    ["Q1 me job switch karu?", span("2026-03-10", "2026-03-31")],
    ["Q4 FY27 me promotion milega?", span("2027-01-01", "2027-03-31")],
    ["Ee samvatsaram amma ki ela untundi?", span("2026-03-10", "2026-12-31")],
    // Two months joined by "or" are their union; a year inside a birth date is no period asked.
    ["डॉक्टर ने ऑपरेशन बताया है, अप्रैल में कराऊं या मई में?", span("2026-04-01", "2026-05-31")],
    ["Should I start my business in April or May?", span("2026-04-01", "2026-05-31")],
    ["मेरा पोता 28 फरवरी 2026 को पैदा हुआ, उसका नाम किस अक्षर से रखें?", null],
    ["before 2030", span("2026-03-10", "2029-12-31")],
    ["june tak naukri mil jayegi?", span("2026-03-10", "2026-06-30")],
    ["Will I get a job in February?", span("2027-02-01", "2027-02-28")],
    ["is march good for starting new work", span("2026-03-10", "2026-03-31")],
    ["next month", span("2026-04-01", "2026-04-30")],
    ["अगले महीने कैसा रहेगा?", span("2026-04-01", "2026-04-30")],
    ["this month", span("2026-03-10", "2026-03-31")],
    ["this week", span("2026-03-10", "2026-03-15")],
    ["agle hafte", span("2026-03-16", "2026-03-22")],
    ["aane wale kuch mahine", span("2026-03-10", "2026-09-10")],
    ["saal ke end tak", span("2026-03-10", "2026-12-31")],
    ["aaj ka din kaisa hai", span("2026-03-10", "2026-03-10")],
    ["kal interview hai, select hounga?", span("2026-03-11", "2026-03-11")],
    // The year and its next in the regional words mixed in; Marathi "paryant" is "tak".
    ["Naaku ee year H1B lottery lo select avutunda?", span("2026-03-10", "2026-12-31")],
    ["Ei bosor mor biya hobo ne?", span("2026-03-10", "2026-12-31")],
    ["Bapu ji di sehat kiven rahegi aun wale saal?", span("2027-01-01", "2027-12-31")],
    ["notun bochore byabsa bharbe ki", span("2027-01-01", "2027-12-31")],
    ["aavta 6 mahina ma paristhiti sudharse ke nahi", span("2026-03-10", "2026-09-10")],
    ["he paise january paryant miltil ka", span("2026-03-10", "2027-01-31")],
    ["Is it better to buy a flat in 2027 or in 2028?", span("2027-01-01", "2028-12-31")],
    ["Will I get my year end bonus this month?", span("2026-03-10", "2026-03-31")],
    // A month asked after a birth date and a month told; "the" here is English's.
    [
      "our wedding is planned for february my fiance was born on 30 december 1997 at 2:15 pm in chennai which date in february is best for the wedding",
      span("2027-02-01", "2027-02-28"),
    ],
  ])("%s", (q, expected) => {
    expect(horizon(q)).toEqual(expected);
  });

  it("names no period where none is asked", () => {
    expect(horizon("When will I get married?")).toBeNull();
    expect(horizon("aaj kal bahut tension hai")).toBeNull();
    expect(horizon("kal interview tha, kaisa gaya")).toBeNull();
    expect(horizon("I have been unemployed for 2 years")).toBeNull();
    expect(horizon("her dob is 12 march 1996")).toBeNull();
    // An age and a time already passed; a shop opened ("kholi"), not Holi; an exam already written.
    expect(horizon("main 27 saal ka hoon, meri shaadi kab hogi")).toBeNull();
    expect(horizon("main 2 saal se ek ladki se pyaar karta hu")).toBeNull();
    expect(horizon("Dukan ma profit kyare thase? navi dukan kholi che")).toBeNull();
    expect(horizon("i gave ibps po mains in november and the result is awaited")).toBeNull();
  });

  it("counts the day in India: 20:00 UTC on 31 December is already next year there", () => {
    expect(horizon("this year", new Date("2026-12-31T20:00:00Z"))).toEqual(span("2027-01-01", "2027-12-31"));
  });
});
