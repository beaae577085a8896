import { SIGN_NAMES } from "@graha/jyotish";
import { expect, it } from "vitest";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { DAY, forumKit } from "./test-kit.ts";

const MODERATOR = "919999900001";

describeEachDialect("forum moderation, new-account limits, sock puppets and Check with AI", (db) => {
  const t = useTestApp(db, {
    env: { OTP_LIMIT_PER_IP_PER_HOUR: "1000", FORUM_MODERATOR_MOBILES: `+${MODERATOR}, +91 98765 00000` },
  });
  const { call, member, post, comment, sendComment, points, vote, ageAccounts } = forumKit(t);
  const queue = async (cookie: string) => (await call("GET", "/api/v1/forum/moderation", cookie)).json().items;
  const report = (cookie: string, target: object, reason: string) =>
    call("POST", "/api/v1/forum/reports", cookie, { ...target, reason });
  const act = (cookie: string | undefined, kind: string, id: string, action: "restore" | "remove") =>
    call("POST", `/api/v1/forum/moderation/${kind}/${id}/${action}`, cookie);

  it("hides after three reports, and only a moderator sees the queue, restores and removes", async () => {
    const mod = await member("moder1", {}, MODERATOR);
    const [asha, r1, r2, r3, r4] = await Promise.all(
      ["asha1", "rep01", "rep02", "rep03", "rep04"].map((n) => member(n)),
    );
    ageAccounts();
    expect((await points(mod.cookie)).is_moderator).toBe(true);
    expect((await points(asha!.cookie)).is_moderator).toBe(false);
    const did = await post(asha!.cookie, "Saturn and my job", "Will Saturn change my career?");
    const cid = await comment(r1!.cookie, did, "Ask a real astrologer");
    expect((await points(asha!.cookie)).astrohub_points).toBe(20);

    // Not a moderator (signed in or not): the routes do not exist.
    for (const cookie of [asha!.cookie, undefined]) {
      expect((await call("GET", "/api/v1/forum/moderation", cookie)).statusCode).toBe(404);
      expect((await act(cookie, "discussion", did, "remove")).statusCode).toBe(404);
      const silence = { days: 1, reason: "spam" };
      expect(
        (await call("POST", `/api/v1/forum/moderation/users/${asha!.uid}/silence`, cookie, silence)).statusCode,
      ).toBe(404);
    }
    expect(await queue(mod.cookie)).toEqual([]);

    // One report puts the comment in the queue, still shown.
    await report(r2!.cookie, { cid }, "rude");
    expect(await queue(mod.cookie)).toMatchObject([
      { kind: "comment", id: cid, did, hidden: false, reporter_count: 1, reports: [{ uid: r2!.uid, reason: "rude" }] },
    ]);
    // Three distinct accounts hide the discussion; its points go.
    for (const [i, r] of [r1, r2, r3].entries()) await report(r!.cookie, { did }, `reason ${i}`);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(404);
    expect((await points(asha!.cookie)).astrohub_points).toBe(0);
    const hidden = (await queue(mod.cookie)).find((i: { id: string }) => i.id === did);
    expect(hidden).toMatchObject({
      kind: "discussion",
      id: did,
      hidden: true,
      held_reason: "reports",
      reporter_count: 3,
      title: "Saturn and my job",
      display_name: "asha1",
    });
    expect(hidden.reports.map((r: { reason: string }) => r.reason).sort()).toEqual([
      "reason 0",
      "reason 1",
      "reason 2",
    ]);

    // Restore: shown again, the points back, the earlier reports dismissed (a fourth alone does not hide it).
    expect((await act(mod.cookie, "discussion", did, "restore")).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(200);
    expect((await points(asha!.cookie)).astrohub_points).toBe(20);
    t.current.clock.advanceSeconds(60);
    await report(r4!.cookie, { did }, "still bad");
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(200);
    expect((await queue(mod.cookie)).map((i: { id: string }) => i.id).sort()).toEqual([cid, did].sort());

    // Remove: hidden for good, points taken back, the author told, out of the queue; twice is 404.
    const removed = await act(mod.cookie, "discussion", did, "remove");
    expect(removed.json().message).toBe("Removed, and the points earned through it taken back.");
    expect((await points(asha!.cookie)).astrohub_points).toBe(0);
    expect((await points(r1!.cookie)).astrohub_points).toBe(0);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(404);
    expect((await act(mod.cookie, "discussion", did, "remove")).statusCode).toBe(404);
    expect((await act(mod.cookie, "discussion", did, "restore")).statusCode).toBe(404);
    expect((await act(mod.cookie, "comment", "nope", "restore")).statusCode).toBe(404);
    expect((await act(mod.cookie, "thread", did, "restore")).statusCode).toBe(400);
    const told = (await call("GET", "/api/v1/notifications", asha!.cookie)).json().notifications;
    expect(told[0].message).toBe('Your post "Saturn and my job" was removed by a moderator');
    // The comment's report is still waiting; dismissing it empties the queue.
    expect((await act(mod.cookie, "comment", cid, "restore")).statusCode).toBe(200);
    expect(await queue(mod.cookie)).toEqual([]);
  });

  it("silences a member for 1, 3, 7 or 30 days, with its own message in English and Hindi", async () => {
    const mod = await member("moder1", {}, MODERATOR);
    const asha = await member("asha1");
    ageAccounts();
    const did = await post(asha.cookie);
    const url = `/api/v1/forum/moderation/users/${asha.uid}/silence`;
    const bad = await call("POST", url, mod.cookie, { days: 2, reason: "spam" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.days).toBe("Choose 1, 3, 7 or 30 days.");
    const noReason = await call("POST", url, mod.cookie, { days: 1, reason: " " });
    expect(noReason.json().error.fields.reason).toBe("Tell the member why they are silenced");
    expect(
      (await call("POST", "/api/v1/forum/moderation/users/nobody/silence", mod.cookie, { days: 1, reason: "x" }))
        .statusCode,
    ).toBe(404);
    const done = await call("POST", url, mod.cookie, { days: 3, reason: "Selling gemstones" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/^asha1 cannot post, comment or vote until \d{4}-\d\d-\d\d \d\d:\d\d IST\.$/);

    const refused = [
      await call("POST", "/api/v1/forum/discussions", asha.cookie, { title: "Hello there", description: "More text" }),
      await sendComment(asha.cookie, did, "hi there"),
      await vote(asha.cookie, { did }, 1),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(
        /^A moderator has paused your posting, commenting and voting until .+ IST\. Reason: Selling gemstones$/,
      );
    }
    const hindi = await sendComment(asha.cookie, did, "hi there", "hi");
    expect(hindi.json().error.message).toMatch(
      /^एक मॉडरेटर ने .+ तक आपका पोस्ट, टिप्पणी और वोट करना रोक दिया है। कारण: Selling gemstones$/,
    );
    t.current.clock.advanceSeconds(3 * DAY + 60);
    expect((await sendComment(asha.cookie, did, "back")).statusCode).toBe(200);
  });

  it("limits a first-day account's posts and comments and holds its links for review", async () => {
    const mod = await member("moder1", {}, MODERATOR);
    const old = await member("old01");
    ageAccounts();
    const host = await post(old.cookie);
    const fresh = await member("fresh1");
    await post(fresh.cookie, "First post here", "Hello everyone");
    const held = await call("POST", "/api/v1/forum/discussions", fresh.cookie, {
      title: "Great site",
      description: "See www.cheap-gems.example.com for remedies",
    });
    expect(held.json().message).toBe(
      "Thank you! Posts with links from new accounts are checked by a moderator before they appear.",
    );
    const third = await call("POST", "/api/v1/forum/discussions", fresh.cookie, {
      title: "Third one",
      description: "More text",
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      "New accounts can start at most 2 discussions on their first day. Please try again tomorrow.",
    );
    const heldDid = held.json().did as string;
    // Held: not listed, not found by others, no points, in the queue.
    expect(
      (await call("GET", "/api/v1/forum/discussions")).json().discussions.map((d: { did: string }) => d.did),
    ).not.toContain(heldDid);
    expect((await call("GET", `/api/v1/forum/discussions/${heldDid}`, old.cookie)).statusCode).toBe(404);
    expect((await points(fresh.cookie)).astrohub_points).toBe(20);
    const linkComment = await sendComment(fresh.cookie, host, "read https://example.org/x");
    expect(linkComment.json().message_code).toBe("forum.held_for_review");
    expect((await call("GET", `/api/v1/forum/discussions/${host}`)).json().comments).toEqual([]);
    expect(
      (await queue(mod.cookie)).map((i: { held_reason: string; kind: string }) => [i.kind, i.held_reason]),
    ).toEqual([
      ["comment", "link"],
      ["discussion", "link"],
    ]);
    // Restored: shown, and its creation points given now.
    await act(mod.cookie, "discussion", heldDid, "restore");
    expect((await call("GET", `/api/v1/forum/discussions/${heldDid}`)).statusCode).toBe(200);
    expect((await points(fresh.cookie)).astrohub_points).toBe(40);

    for (let i = 1; i < 10; i++) await comment(fresh.cookie, host, `comment ${i}`);
    const eleventh = await sendComment(fresh.cookie, host, "more", "hi");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe("नए खाते पहले दिन अधिकतम 10 टिप्पणियाँ कर सकते हैं। कृपया कल फिर कोशिश करें।");
    // A day on, the limits and the hold are gone.
    ageAccounts();
    await comment(fresh.cookie, host, "see www.example.com");
    await post(fresh.cookie, "Third one", "More text");
    expect((await call("GET", `/api/v1/forum/discussions/${host}`)).json().comments).toHaveLength(10); // the held one still waits
  });

  it("gives no points for votes between accounts of one device or one number", async () => {
    const asha = await member("asha1");
    const twin = await member("twin1");
    const ravi = await member("ravi1");
    ageAccounts();
    // Reads set no device cookie (a visitor's pages stay cacheable); the first write sets it, once.
    expect((await call("GET", "/api/v1/forum/discussions", asha.cookie)).headers["set-cookie"]).toBeUndefined();
    const first = await call("POST", "/api/v1/forum/votes", asha.cookie, {});
    const device = /did=([\w-]+)/.exec(String(first.headers["set-cookie"]))![1]!;
    expect(
      (await call("POST", "/api/v1/forum/votes", `${asha.cookie}; did=${device}`, {})).headers["set-cookie"],
    ).toBeUndefined();
    const did = await post(`${asha.cookie}; did=${device}`);
    expect((await vote(`${twin.cookie}; did=${device}`, { did }, 1)).statusCode).toBe(200);
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    expect((await points(twin.cookie)).astrohub_points).toBe(0);
    const stored = await db.handle.db.selectFrom("forum_votes").select("device_id").executeTakeFirstOrThrow();
    expect(stored.device_id).toBe(device);
    // The twin on another device still counts as the same person: it wrote from Asha's once.
    await vote(`${twin.cookie}; did=${"t".repeat(24)}`, { did }, 1);
    await vote(`${twin.cookie}; did=${"t".repeat(24)}`, { did }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    // Another person's vote earns both.
    await vote(`${ravi.cookie}; did=${"r".repeat(24)}`, { did }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(21);
    expect((await points(ravi.cookie)).astrohub_points).toBe(1);

    // Ravi deletes his account, signs up again with the same number and votes again: nothing new.
    const sent = await call("POST", "/api/v1/account/delete/otp", ravi.cookie, { mobile: ravi.mobile });
    const verify = { mobile: ravi.mobile, otp: t.current.lastCode(ravi.mobile), token: sent.json().token };
    expect((await call("POST", "/api/v1/account/delete/verify", ravi.cookie, verify)).statusCode).toBe(200);
    t.current.clock.advanceSeconds(60);
    const again = await member("ravi2", {}, ravi.mobile);
    ageAccounts();
    await vote(`${again.cookie}; did=${"s".repeat(24)}`, { did }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(21);
    // His own +1 for voting is earned again: the old account's points went with it, so nothing is gained.
    expect((await points(again.cookie)).astrohub_points).toBe(1);
  });

  it("checks a draft with AI against the author's chart and the rules, a few times a day", async () => {
    const { cookie } = await t.current.login("919876500000");
    const bid = (await call("POST", "/api/v1/kundlis", cookie, ASHA_KUNDLI)).json().bid as string;
    await call("POST", "/api/v1/forum/handle", cookie, { display_name: "asha1", email: "a@b.in", bid });
    const rashi = (await points(cookie)).rashi as string;
    const wrong = SIGN_NAMES[(SIGN_NAMES.findIndex((s) => s.en === rashi) + 3) % 12]!.en;
    const check = (title: string, description: string, language = "en") =>
      call("POST", "/api/v1/forum/check", cookie, { title, description }, { "accept-language": language });

    const clean = await check("My Moon sign", `My Moon sign is ${rashi}. What does it say about my career?`);
    expect(clean.json()).toMatchObject({
      suggestions: [],
      message: "Oracle found nothing to change. Your post reads well.",
      checks_left: 4,
    });
    const found = (
      await check(
        "A warning",
        `My Moon sign is ${wrong}. Your life will be ruined by this curse. You will die young. Buy a blue sapphire from us for ₹5100.`,
      )
    ).json();
    expect(found.message).toBe("Oracle has a few suggestions for your post.");
    expect(found.suggestions.map((s: { kind: string }) => s.kind)).toEqual([
      "wrong_placement",
      "fear",
      "death",
      "selling",
    ]);
    expect(found.suggestions[0].message).toContain(`your own chart does not show that`);
    const hindi = (await check("चेतावनी", "यह श्राप है। आपकी मृत्यु जल्दी होगी।", "hi")).json();
    expect(hindi.suggestions.map((s: { kind: string }) => s.kind)).toEqual(["fear", "death"]);
    expect(hindi.suggestions[0].message).toBe(
      '"श्राप" जैसे शब्द पढ़ने वालों को डराते हैं। कुंडली जो दिखाती है, वह शांति से लिखें, विनाश की धमकी के बिना।',
    );
    await check("Fourth check", "Some text here");
    await check("Fifth check", "Some text here");
    const sixth = await check("Sixth check", "Some text here");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe("You can check with AI 5 times a day. Please try again tomorrow.");
    t.current.clock.advanceSeconds(DAY);
    expect((await check("Next day", "Some text here")).statusCode).toBe(200);
    expect(
      (await call("POST", "/api/v1/forum/check", undefined, { title: "Hello", description: "World" })).statusCode,
    ).toBe(401);
    expect((await call("POST", "/api/v1/forum/check", cookie, { title: "", description: "World" })).statusCode).toBe(
      400,
    );
  });
});
