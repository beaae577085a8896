import { leadBody } from "@graha/contracts";
import { expect, it } from "vitest";
import { consultants, homeTestimonials, homeVideos } from "../../db/seed-home.ts";
import { formKit } from "../../test-support/form-endpoint.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { LEAD_LIMIT_PER_HOUR } from "./routes.ts";

const hindi = { cookie: "lang=hi" };

describeEachDialect("GET /api/v1/home", (db) => {
  const t = useTestApp(db);

  it("answers the seeded hero, figures, six testimonials at 4.6 and the videos, no login needed", async () => {
    const res = await t.current.get("/api/v1/home");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hero).toEqual({
      badge: "6 Free Questions",
      title: "Your stars, answered in minutes",
      subtitle: expect.stringContaining("Oracle and Astra"),
    });
    expect(body.stats).toEqual({
      predictions_completed: "3M+",
      happy_users: "300,000",
      total_chats: "2M+",
      free_questions: 6,
      ai_astrologers: 2,
    });
    expect(body.rating).toEqual({ value: 4.8, count: 1250 });
    expect(body.testimonials).toHaveLength(6);
    expect(body.testimonials.map((x: { rating: number }) => x.rating)).toEqual([4.6, 4.6, 4.6, 4.6, 4.6, 4.6]);
    expect(body.testimonials[0]).toEqual({
      id: "t1",
      name: "Priya Sharma",
      designation: "Teacher, Jaipur",
      avatar: "/avatars/f2.svg",
      comment: homeTestimonials[0]?.comment,
      compliment_tag: "Accurate reading",
      rating: 4.6,
    });
    expect(body.videos.map((v: { youtube_id: string }) => v.youtube_id)).toEqual(homeVideos.map((v) => v.youtube_id));
    expect(res.headers.vary).toContain("cookie");
  });

  it("answers in Hindi for a Hindi visitor, figures in lakh", async () => {
    const body = (await t.current.request({ method: "GET", url: "/api/v1/home", headers: hindi })).json();
    expect(body.hero.badge).toBe("6 मुफ़्त सवाल");
    expect(body.stats).toMatchObject({ predictions_completed: "30 लाख+", total_chats: "20 लाख+", free_questions: 6 });
    expect(body.testimonials[0]).toMatchObject({ name: "प्रिया शर्मा", compliment_tag: "सटीक फलादेश" });
    expect(body.videos[0].title).toBe(homeVideos[0]?.title_hi);
  });

  it("shows what the database holds: an edited figure, a switched-off testimonial, reordered videos", async () => {
    const { db: kdb } = t.current.ctx.database;
    await kdb
      .updateTable("site_content")
      .set({
        value: JSON.stringify({
          predictionsCompleted: "4M+",
          happyUsers: "400,000",
          totalChats: "3M+",
          freeQuestions: 6,
          aiAstrologers: 2,
        }),
      })
      .where("key", "=", "home.stats")
      .execute();
    await kdb.updateTable("home_testimonials").set({ active: 0 }).where("id", "=", "t2").execute();
    await kdb.updateTable("home_videos").set({ sort: 0 }).where("id", "=", "v3").execute();
    const body = (await t.current.get("/api/v1/home")).json();
    expect(body.stats.predictions_completed).toBe("4M+");
    expect(body.testimonials.map((x: { id: string }) => x.id)).toEqual(["t1", "t3", "t4", "t5", "t6"]);
    expect(body.videos.map((v: { id: string }) => v.id)).toEqual(["v3", "v1", "v2"]);
    expect((await t.current.get("/api/v1/videos")).json().videos[0].id).toBe("v3");
  });
});

describeEachDialect("GET /api/v1/videos and /api/v1/astrologers/consultants", (db) => {
  const t = useTestApp(db);

  it("lists the videos with their YouTube ids", async () => {
    const res = await t.current.get("/api/v1/videos");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      videos: homeVideos.map((v) => ({ id: v.id, youtube_id: v.youtube_id, title: v.title })),
    });
  });

  it("lists the three consultants with rating, specialisation, bio, experience, languages and testimonials", async () => {
    const res = await t.current.get("/api/v1/astrologers/consultants");
    expect(res.statusCode).toBe(200);
    const list = res.json().consultants;
    expect(list.map((c: { id: string }) => c.id)).toEqual(consultants.map((c) => c.id));
    expect(list[0]).toEqual({
      id: "meera-joshi",
      name: "Acharya Meera Joshi",
      photo: "/consultants/meera-joshi.svg",
      rating: 4.9,
      specialization: "Marriage, compatibility and family",
      bio: consultants[0]?.bio,
      experience_years: 20,
      languages: ["Hindi", "English", "Marathi"],
      testimonials: [
        expect.objectContaining({ id: "ct1", name: "Kavya R.", rating: 5 }),
        expect.objectContaining({ id: "ct2", name: "Sanjay K.", rating: 4.8 }),
      ],
    });
    const hi = (
      await t.current.request({ method: "GET", url: "/api/v1/astrologers/consultants", headers: hindi })
    ).json().consultants[1];
    expect(hi).toMatchObject({ name: "पंडित राघव शर्मा", languages: ["हिंदी", "अंग्रेज़ी", "पंजाबी"] });
    expect(hi.testimonials[0].text).toMatch(/[\u0900-\u097F]/);
  });
});

const valid = { full_name: "Ravi Kumar", mobile_number: "98765 43210" };

describeEachDialect("POST /api/v1/leads", (db) => {
  const t = useTestApp(db);
  const stored = () => t.current.ctx.database.db.selectFrom("leads").selectAll().execute();
  const form = formKit({ t, url: "/api/v1/leads", valid, stored });

  it("stores a request with only name and mobile as a new lead, the number as 91 and its digits, and thanks", async () => {
    const body = { ...valid, full_name: " Ravi Kumar ", email: "", birth_place: " " };
    const thanks = { message_code: "leads.received", message: "Thank you! We will get back to you soon." };
    expect(await form.postAccepted(body, thanks)).toEqual([
      expect.objectContaining({
        user_id: null,
        consultant_id: null,
        full_name: "Ravi Kumar",
        mobile: "919876543210",
        email: null,
        birth_place: null,
        date_of_birth: null,
        time_of_birth: null,
        language: "en",
        status: "new",
        created_at: "2026-11-22T06:30:00.000Z",
      }),
    ]);
  });

  it("keeps every field, the signed-in sender and the astrologer; answers in Hindi", async () => {
    const { cookie } = await t.current.login("919812345678");
    const res = await t.current.request({
      method: "POST",
      url: "/api/v1/leads",
      payload: {
        full_name: "रवि कुमार",
        mobile_number: "+971501234567",
        email: "Ravi@Example.in",
        birth_place: "Varanasi",
        date_of_birth: "1992-08-14",
        time_of_birth: "06:45",
        consultant_id: "raghav-sharma",
      },
      headers: { cookie: `${cookie}; lang=hi` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।");
    const [lead] = await stored();
    expect(lead).toMatchObject({
      consultant_id: "raghav-sharma",
      mobile: "971501234567",
      email: "ravi@example.in",
      birth_place: "Varanasi",
      date_of_birth: "1992-08-14",
      time_of_birth: "06:45",
      language: "hi",
    });
    expect(lead?.user_id).toEqual(expect.any(String));
  });

  it("goes with the account: deleting it removes the leads it sent and those giving its number", async () => {
    const { cookie } = await t.current.login("919812345678");
    expect((await t.current.post("/api/v1/leads", valid, cookie)).statusCode).toBe(200);
    expect((await t.current.post("/api/v1/leads", { ...valid, mobile_number: "9812345678" })).statusCode).toBe(200);
    expect((await t.current.post("/api/v1/leads", { ...valid, mobile_number: "9123456789" })).statusCode).toBe(200);
    t.current.clock.advanceSeconds(60);
    const sent = await t.current.post("/api/v1/account/delete/otp", { mobile: "919812345678" }, cookie);
    const otp = t.current.lastCode("919812345678");
    const payload = { mobile: "919812345678", otp, token: sent.json().token };
    expect((await t.current.post("/api/v1/account/delete/verify", payload, cookie)).statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ mobile: "919123456789", user_id: null })]);
  });

  form.itRefusesFields([
    ["a missing name", { mobile_number: valid.mobile_number }, "full_name", "Name is required"],
    ...form.refusals("full_name", "Name is required", { "a blank name": "  " }),
    ["a one-letter name", { ...valid, full_name: " R " }, "full_name", "Name must be at least 2 characters long"],
    ["a long name", { ...valid, full_name: "a".repeat(101) }, "full_name", "Your name can be at most 100 characters."],
    ["a missing mobile", { full_name: "Ravi" }, "mobile_number", "Mobile number is required"],
    ...form.refusals("mobile_number", "Mobile number is required", { "an empty mobile": " " }),
    ...form.refusals("mobile_number", "Please enter a valid mobile number", {
      "a 9-digit mobile": "987654321",
      "a 16-digit mobile": "9".repeat(16),
      "letters in the mobile": "98765abcde",
    }),
    ["a bad email", { ...valid, email: "ravi@" }, "email", "Please enter a valid email address"],
    ...form.refusals("birth_place", "The birth place can be at most 100 characters.", {
      "a long birth place": "a".repeat(101),
    }),
    ...form.refusals("date_of_birth", "Enter a real date of birth, not in the future.", {
      "an impossible date": "1992-02-30",
      "a future date": "2027-01-01",
    }),
    ...form.refusals("time_of_birth", "Enter the time of birth as hours and minutes, for example 06:45.", {
      "a bad time": "25:10",
    }),
    ...form.refusals("consultant_id", "Choose one of the astrologers on this page.", {
      "an unknown astrologer": "nobody",
    }),
  ]);

  it("answers the Hindi validation texts to a Hindi visitor", async () => {
    const res = await t.current.request({
      method: "POST",
      url: "/api/v1/leads",
      payload: { mobile_number: "1" },
      headers: hindi,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      full_name: "नाम आवश्यक है",
      mobile_number: "कृपया मान्य मोबाइल नंबर दर्ज करें",
    });
  });

  it("refuses unknown fields", async () => {
    expect((await t.current.post("/api/v1/leads", { ...valid, budget: "1000" })).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  form.itRefusesNul(Object.keys(leadBody.shape));
  form.itLimitsPerHour(LEAD_LIMIT_PER_HOUR, "requests");
});
