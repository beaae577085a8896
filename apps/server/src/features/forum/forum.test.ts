import { expect, it } from "vitest";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { DAY, forumKit } from "./test-kit.ts";

describeEachDialect("forum (AstroHub)", (db) => {
  // Many members sign in from one test address.
  const t = useTestApp(db, { env: { OTP_LIMIT_PER_IP_PER_HOUR: "1000" } });
  const { call, member, post, comment, points, vote, fieldsOf, ageAccounts } = forumKit(t);

  it("registers a handle with the spec's texts, a unique name and only one's own kundli", async () => {
    const { cookie } = await t.current.login("919876543210");
    const url = "/api/v1/forum/handle";
    expect(await fieldsOf(cookie, url, { email: "a@b.in" })).toEqual({ display_name: "User name is required" });
    const invalid = "Invalid username format. Use alphanumeric characters and avoid consecutive special characters.";
    for (const name of ["abcd", "a".repeat(21), "ab..cd", "_abcde", "abcde-", "ab cd e", "ab@cde"]) {
      expect((await fieldsOf(cookie, url, { display_name: name, email: "a@b.in" })).display_name, name).toBe(invalid);
    }
    expect(await fieldsOf(cookie, url, { display_name: "asha.v_1-x" })).toEqual({ email: "Email address is required" });
    expect(await fieldsOf(cookie, url, { display_name: "asha.v_1-x", email: "nope" })).toEqual({
      email: "Invalid email",
    });

    const other = await t.current.login("919812345678");
    const theirs = (await call("POST", "/api/v1/kundlis", other.cookie, ASHA_KUNDLI)).json().bid as string;
    const notMine = await call("POST", url, cookie, { display_name: "asha.v_1-x", email: "a@b.in", bid: theirs });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields.bid).toBe("Choose one of your own saved kundlis.");

    const mine = (await call("POST", "/api/v1/kundlis", cookie, ASHA_KUNDLI)).json().bid as string;
    const ok = await call("POST", url, cookie, { display_name: "asha.v_1-x", email: "a@b.in", bid: mine });
    expect(ok.statusCode, ok.body).toBe(200);
    const taken = await call("POST", url, other.cookie, { display_name: "asha.v_1-x", email: "o@b.in", bid: 0 });
    expect(taken.statusCode).toBe(409);

    const profile = (await call("GET", "/api/v1/forum/profile", cookie)).json().profile;
    expect(profile).toMatchObject({
      display_name: "asha.v_1-x",
      email: "a@b.in",
      email_verified: false,
      default_birth_profile: mine,
      rashi: expect.any(String),
      nakshatra: expect.any(String),
      current_mahadasha: expect.any(String),
      astrohub_points: 0,
      is_owner: true,
    });
    // Another reader sees the public part only.
    const seen = (await call("GET", `/api/v1/forum/profile?uid=${profile.uid}`, other.cookie)).json().profile;
    expect(seen).toMatchObject({ display_name: "asha.v_1-x", rashi: profile.rashi, is_owner: false });
    expect(seen).not.toHaveProperty("email");
    // Profile edits: the spec's email texts, and a private profile hides its chart from others.
    const edit = "/api/v1/forum/profile";
    expect(await fieldsOf(cookie, edit, { email: "" }, "PUT")).toEqual({ email: "Email address is required" });
    expect(await fieldsOf(cookie, edit, { email: "nope" }, "PUT")).toEqual({ email: "Enter a valid email" });
    const hindi = await call("PUT", edit, cookie, { email: "nope" }, { "accept-language": "hi" });
    expect(hindi.json().error.fields.email).toBe("एक सही ईमेल लिखें");
    const privately = { email: "new@b.in", bid: mine, is_private: 1, is_ban: 0, avatar: "7", gender: "Female" };
    expect((await call("PUT", edit, cookie, privately)).statusCode).toBe(200);
    const hiddenChart = (await call("GET", `/api/v1/forum/profile?uid=${profile.uid}`, other.cookie)).json().profile;
    expect(hiddenChart).toMatchObject({
      is_private: true,
      rashi: null,
      nakshatra: null,
      avatar: "7",
      gender: "Female",
    });
    expect((await call("GET", edit, cookie)).json().profile).toMatchObject({ email: "new@b.in", rashi: profile.rashi });
    expect((await call("GET", `/api/v1/forum/profile?uid=nobody`)).statusCode).toBe(404);
    expect((await call("GET", edit, other.cookie)).statusCode).toBe(404);
    // A discussion is tagged from the author's chart.
    const did = await post(cookie);
    const detail = (await call("GET", `/api/v1/forum/discussions/${did}`)).json().discussion;
    expect(detail).toMatchObject({
      rashi_tag: profile.rashi,
      nakshatra_tag: profile.nakshatra,
      mahadasha_tag: profile.current_mahadasha,
    });
  });

  it("checks discussions and comments with the spec's texts and needs a handle", async () => {
    const { cookie } = await t.current.login("919876543210");
    const noHandle = await call("POST", "/api/v1/forum/discussions", cookie, {
      title: "Hello there",
      description: "Some text",
    });
    expect(noHandle.statusCode).toBe(403);
    expect(
      (await call("POST", "/api/v1/forum/discussions", undefined, { title: "Hello there", description: "Some text" }))
        .statusCode,
    ).toBe(401);
    await call("POST", "/api/v1/forum/handle", cookie, { display_name: "asha1", email: "a@b.in" });
    const url = "/api/v1/forum/discussions";
    expect(await fieldsOf(cookie, url, {})).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
    expect(await fieldsOf(cookie, url, { title: "  abcd  ", description: " abcd     " })).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 5 characters",
    });
    const did = await post(cookie, "  Hello there  ", "  Some question  ");
    const detail = (await call("GET", `/api/v1/forum/discussions/${did}`)).json();
    expect(detail.discussion).toMatchObject({ title: "Hello there", description: "Some question", rashi_tag: null });
    const commentUrl = `/api/v1/forum/discussions/${did}/comments`;
    expect(await fieldsOf(cookie, commentUrl, {})).toEqual({ comment: "Comment is required" });
    expect(await fieldsOf(cookie, commentUrl, { comment: " a " })).toEqual({
      comment: "Comment must be at least 2 characters",
    });
    expect(
      (await call("POST", "/api/v1/forum/discussions/nope/comments", cookie, { comment: "hello" })).statusCode,
    ).toBe(404);
    // A banned handle (is_ban, set by moderators) may not post, comment or vote.
    await db.handle.db.updateTable("forum_handles").set({ is_ban: 1 }).execute();
    const banned = await call("POST", url, cookie, { title: "Hello again", description: "Some question" });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.message).toBe("Your forum account is suspended, so you cannot post, comment or vote.");
    expect((await call("POST", commentUrl, cookie, { comment: "hello" })).statusCode).toBe(403);
    expect((await vote(cookie, { did }, 1)).statusCode).toBe(403);
  });

  it("lists newest first with the spec's fields and pages, and keeps edits and deletes to the author", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    ageAccounts(); // past the first day's few posts
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      t.current.clock.advanceSeconds(60);
      ids.push(await post(asha.cookie, `Question number ${i}`, `Details of question ${i}`));
    }
    t.current.clock.advanceSeconds(60);
    await comment(ravi.cookie, ids[11]!, "First reply");
    const first = (await call("GET", "/api/v1/forum/discussions")).json();
    expect(first.page_count).toBe(2);
    expect(first.discussions.map((d: { did: string }) => d.did)).toEqual(ids.slice(2).reverse());
    expect(first.discussions[0]).toEqual({
      did: ids[11],
      uid: asha.uid,
      title: "Question number 11",
      description: "Details of question 11",
      created_at: expect.any(String),
      display_name: "asha1",
      gender: null,
      avatar: null,
      upvotes: 0,
      downvotes: 0,
      score: 0,
      comment_count: 1,
      rashi_tag: null,
      nakshatra_tag: null,
      mahadasha_tag: null,
      latest_comment: "First reply",
      latest_comment_uid: ravi.uid,
      latest_comment_gender: null,
      latest_comment_avatar: null,
      latest_comment_display_name: "ravi1",
      hidden: false,
    });
    const second = (await call("GET", "/api/v1/forum/discussions?page=2")).json();
    expect(second.discussions.map((d: { did: string }) => d.did)).toEqual([ids[1], ids[0]]);
    expect((await call("GET", "/api/v1/forum/discussions?page=0")).statusCode).toBe(400);
    // Ids the databases would refuse are refused before any query, on both databases.
    expect((await call("GET", "/api/v1/forum/discussions/a%00b")).statusCode).toBe(400);
    expect((await call("GET", "/api/v1/forum/discussions?uid=a%00b")).statusCode).toBe(400);
    expect((await vote(ravi.cookie, { did: "a\u0000b" }, 1)).statusCode).toBe(400);
    const byRavi = (await call("GET", `/api/v1/forum/discussions?uid=${ravi.uid}`)).json();
    expect(byRavi).toEqual({ status: "success", discussions: [], page_count: 1 });

    const did = ids[0]!;
    const edit = { title: "Edited title", description: "Edited description" };
    expect((await call("PUT", `/api/v1/forum/discussions/${did}`, ravi.cookie, edit)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/forum/discussions/${did}`, ravi.cookie)).statusCode).toBe(404);
    expect(
      await fieldsOf(asha.cookie, `/api/v1/forum/discussions/${did}`, { title: "abc", description: "Edited" }, "PUT"),
    ).toEqual({
      title: "Title must be at least 5 characters",
    });
    expect((await call("PUT", `/api/v1/forum/discussions/${did}`, asha.cookie, edit)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).json().discussion).toMatchObject(edit);

    const cid = await comment(ravi.cookie, did, "A reply to delete");
    expect((await call("DELETE", `/api/v1/forum/comments/${cid}`, asha.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/forum/comments/${cid}`, ravi.cookie)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/v1/forum/comments/${cid}`, ravi.cookie)).statusCode).toBe(404);

    expect((await call("DELETE", `/api/v1/forum/discussions/${did}`, asha.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(404);
  });

  it("finds English and Hindi words, ranked, on both databases", async () => {
    const asha = await member("asha1");
    ageAccounts();
    const marriage = await post(asha.cookie, "Marriage timing question", "When will my marriage happen? Venus in 7th");
    const hindi = await post(asha.cookie, "मेरा विवाह कब होगा", "कुंडली में शुक्र सातवें भाव में है");
    await post(asha.cookie, "Career change", "Saturn transit and my job");
    const search = async (query: string) =>
      (await call("GET", `/api/v1/forum/discussions?query=${encodeURIComponent(query)}`))
        .json()
        .discussions.map((d: { did: string }) => d.did);
    expect(await search("marriage")).toEqual([marriage]);
    expect(await search("MARRIAGE venus")).toEqual([marriage]);
    expect(await search("विवाह")).toEqual([hindi]);
    expect(await search("शुक्र")).toEqual([hindi]);
    expect(await search("nothingmatches")).toEqual([]);
    // Search syntax in the query is read as words, never as an operator.
    expect(await search('marriage" OR "career')).toEqual([]);
    expect((await search("   ")).length).toBe(3);
    // Ranked: the post about Saturn comes before a newer one that mentions it once in passing.
    const aboutSaturn = await post(
      asha.cookie,
      "Saturn return",
      "Saturn return and Saturn dhaiya: what does Saturn bring?",
    );
    t.current.clock.advanceSeconds(60);
    const passing = await post(
      asha.cookie,
      "Questions about my family, my house and my studies",
      "My brother, my mother and my father ask about the house, the studies, the money and saturn too",
    );
    const ranked = await search("saturn");
    expect(ranked).toHaveLength(3);
    expect(ranked[0]).toBe(aboutSaturn);
    expect(ranked.indexOf(passing)).toBeGreaterThan(0);
    // An edit is found by its new words only.
    const edited = { title: "Marriage and gochara", description: "राहु का गोचर और विवाह" };
    expect((await call("PUT", `/api/v1/forum/discussions/${marriage}`, asha.cookie, edited)).statusCode).toBe(200);
    expect(await search("venus")).toEqual([]);
    expect(await search("राहु")).toEqual([marriage]);
    expect(new Set(await search("विवाह"))).toEqual(new Set([marriage, hindi]));
  });

  it("orders 'hot' by votes and comments fading with age, over the last 30 days only", async () => {
    const [asha, ravi, meera, kiran] = await Promise.all(["asha1", "ravi1", "meera1", "kiran1"].map((n) => member(n)));
    ageAccounts();
    const stale = await post(asha!.cookie, "An old question on Saturn", "Asked more than a month ago");
    t.current.clock.advanceSeconds(31 * DAY);
    const older = await post(asha!.cookie, "Venus in the 7th house", "What does it mean for marriage?");
    for (const voter of [ravi!, meera!, kiran!]) await vote(voter.cookie, { did: older }, 1);
    t.current.clock.advanceSeconds(DAY);
    const newer = await post(ravi!.cookie, "Rahu dasha starting", "Any advice for the first year?");
    const list = async (sort?: string) =>
      (await call("GET", `/api/v1/forum/discussions${sort ? `?sort=${sort}` : ""}`))
        .json()
        .discussions.map((d: { did: string }) => d.did);

    expect(await list()).toEqual([newer, older, stale]);
    // A day old with three upvotes beats a new post with none; the month-old one is not hot at all.
    expect(await list("hot")).toEqual([older, newer]);
    await vote(meera!.cookie, { did: newer }, 1);
    await comment(kiran!.cookie, newer, "Rahu rewards patience");
    expect(await list("hot")).toEqual([newer, older]);

    const wrong = await call("GET", "/api/v1/forum/discussions?sort=best");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ sort: "Sort must be new or hot." });
  });

  it("keeps one vote per user: the same vote removes it, the other flips it; score is ups minus downs", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    const did = await post(asha.cookie);
    const up = await vote(ravi.cookie, { did }, 1);
    expect(up.json()).toMatchObject({ vote: 1, upvotes: 1, downvotes: 0, score: 1, message: "Upvoted" });
    expect((await vote(ravi.cookie, { did }, 0)).json()).toMatchObject({
      vote: 0,
      upvotes: 0,
      downvotes: 1,
      score: -1,
    });
    expect((await vote(ravi.cookie, { did }, 0)).json()).toMatchObject({
      vote: null,
      upvotes: 0,
      downvotes: 0,
      score: 0,
    });
    expect((await vote(ravi.cookie, { did, cid: "x" }, 1)).statusCode).toBe(400);
    expect((await vote(ravi.cookie, { did: "missing" }, 1)).statusCode).toBe(404);
    const cid = await comment(ravi.cookie, did);
    expect((await vote(asha.cookie, { cid }, 1)).json()).toMatchObject({ vote: 1, upvotes: 1 });
    const detail = (await call("GET", `/api/v1/forum/discussions/${did}`)).json();
    expect(detail.comments[0]).toMatchObject({ cid, upvotes: 1, downvotes: 0 });
    // The caller's own votes come with the detail (for the pressed buttons); a visitor has none.
    expect(detail.my_votes).toEqual({});
    expect((await vote(ravi.cookie, { did }, 0)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`, asha.cookie)).json().my_votes).toEqual({ [cid]: 1 });
    expect((await call("GET", `/api/v1/forum/discussions/${did}`, ravi.cookie)).json().my_votes).toEqual({ [did]: 0 });
  });

  it("stays consistent under parallel votes", async () => {
    const asha = await member("asha1");
    const voters = await Promise.all(["ravi1", "meena", "kiran", "arjun", "priya"].map((n) => member(n)));
    ageAccounts();
    const did = await post(asha.cookie);
    // Different users at once: every vote counts once.
    await Promise.all(voters.map((v) => vote(v.cookie, { did }, 1)));
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).json().discussion.upvotes).toBe(5);
    // The author's five upvotes received at once all count: 20 for the post, 5 for them.
    expect((await points(asha.cookie)).astrohub_points).toBe(25);
    // One user's repeated and flipping votes at once: never more than one vote of theirs.
    const ravi = voters[0]!;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => vote(ravi.cookie, { did }, i % 2 === 0 ? 0 : 1)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await db.handle.db.selectFrom("forum_votes").selectAll().where("user_id", "=", ravi.uid).execute();
    expect(rows.length).toBeLessThanOrEqual(1);
    const detail = (await call("GET", `/api/v1/forum/discussions/${did}`)).json().discussion;
    expect(detail.upvotes + detail.downvotes).toBe(4 + rows.length);
    // Casting earned Ravi one point at most, whatever the races.
    expect((await points(ravi.cookie)).astrohub_points).toBe(1);
  });

  it("awards points for posting, commenting and voting, never for one's own posts or young accounts", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    const did = await post(asha.cookie);
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    await comment(asha.cookie, did, "My own reply");
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    await vote(asha.cookie, { did }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    // Ravi's account is younger than a day: his vote earns nobody anything.
    await vote(ravi.cookie, { did }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(20);
    expect((await points(ravi.cookie)).astrohub_points).toBe(0);
    await vote(ravi.cookie, { did }, 1);
    ageAccounts();
    await vote(ravi.cookie, { did }, 1);
    expect((await points(ravi.cookie)).astrohub_points).toBe(1);
    expect((await points(asha.cookie)).astrohub_points).toBe(21);
    // Toggling the vote off and on earns nothing more.
    await vote(ravi.cookie, { did }, 1);
    await vote(ravi.cookie, { did }, 1);
    expect((await points(ravi.cookie)).astrohub_points).toBe(1);
    expect((await points(asha.cookie)).astrohub_points).toBe(21);
    await comment(ravi.cookie, did);
    expect((await points(ravi.cookie)).astrohub_points).toBe(6);
  });

  it("caps points at 400 a day, and takes them back when the content is removed", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    ageAccounts();
    const dids: string[] = [];
    for (let i = 0; i < 21; i++) dids.push(await post(asha.cookie, `Question number ${i}`, "Some details here"));
    expect((await points(asha.cookie)).astrohub_points).toBe(400);
    await vote(ravi.cookie, { did: dids[0] }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(400);
    // The next day earns again.
    t.current.clock.advanceSeconds(DAY);
    await vote(ravi.cookie, { did: dids[1] }, 1);
    expect((await points(asha.cookie)).astrohub_points).toBe(401);
    const cid = await comment(ravi.cookie, dids[1]!);
    expect((await points(ravi.cookie)).astrohub_points).toBe(1 + 1 + 5);

    // Deleting a discussion takes back its 20, the upvote it received, and its comments' points.
    expect((await call("DELETE", `/api/v1/forum/discussions/${dids[1]}`, asha.cookie)).statusCode).toBe(200);
    expect((await points(asha.cookie)).astrohub_points).toBe(401 - 20 - 1);
    expect((await points(ravi.cookie)).astrohub_points).toBe(1);
    expect((await call("DELETE", `/api/v1/forum/comments/${cid}`, ravi.cookie)).statusCode).toBe(404);
    // Removal does not give back room under today's cap: a new post still earns only up to 400 today.
    const before = (await points(asha.cookie)).astrohub_points;
    // … also when the posts arrive at once.
    await Promise.all(Array.from({ length: 21 }, (_, i) => post(asha.cookie, `Another question ${i}`, "Some details")));
    expect((await points(asha.cookie)).astrohub_points - before).toBe(399);
  });

  it("redeems 100 points per Oracle question through the ledger, once per request, never beyond the points", async () => {
    const asha = await member("asha1");
    ageAccounts();
    const balance = async () => (await call("GET", "/api/v1/balance", asha.cookie)).json().oracle_questions as number;
    for (let i = 0; i < 11; i++) await post(asha.cookie, `Question number ${i}`, "Some details here");
    expect((await points(asha.cookie)).astrohub_points).toBe(220);
    expect(await fieldsOf(asha.cookie, "/api/v1/forum/redeem", { points: 99 })).toEqual({
      points: "Redeem at least 100 points",
    });
    expect(await fieldsOf(asha.cookie, "/api/v1/forum/redeem", {})).toEqual({
      points: "Enter how many points to redeem",
    });
    const tooMany = await call("POST", "/api/v1/forum/redeem", asha.cookie, { points: 300 });
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json().error.message).toBe("You do not have that many points to redeem.");
    expect(await balance()).toBe(3);

    const key = { "idempotency-key": "redeem-1" };
    const first = await call("POST", "/api/v1/forum/redeem", asha.cookie, { points: 150 }, key);
    expect(first.json()).toMatchObject({ status: "success", points_redeemed: 100, questions_added: 1 });
    const replay = await call("POST", "/api/v1/forum/redeem", asha.cookie, { points: 150 }, key);
    expect(replay.json()).toMatchObject({ transaction_id: first.json().transaction_id, questions_added: 1 });
    expect(await balance()).toBe(4);
    expect(await points(asha.cookie)).toMatchObject({
      astrohub_points: 220,
      astrohub_redeemed_points: 100,
      points_left: 120,
    });

    // Parallel redeems of the 120 left: exactly one succeeds.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/api/v1/forum/redeem", asha.cookie, { points: 100 })),
    );
    expect(parallel.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance()).toBe(5);
    expect((await points(asha.cookie)).points_left).toBe(20);

    const history = (await call("GET", "/api/v1/forum/redeem-history", asha.cookie)).json();
    expect(history.transactions).toHaveLength(2);
    expect(history.transactions[0]).toMatchObject({ points_redeemed: 100, questions_added: 1 });
    const statement = (await call("GET", "/api/v1/wallet/transactions", asha.cookie)).json().transactions;
    expect(statement.filter((e: { reason: string }) => e.reason === "points_redeemed")).toHaveLength(2);
    const notes = (await call("GET", "/api/v1/notifications", asha.cookie)).json().notifications;
    expect(notes[0].message).toBe("100 points redeemed: 1 Oracle question added");
  });

  it("tells a handle named with @ in a comment, and an author whose post reaches 5 upvotes, once", async () => {
    const [asha, ravi, meera, ...voters] = await Promise.all(
      ["asha1", "ravi1", "meera1", "vot01", "vot02", "vot03", "vot04", "vot05"].map((n) => member(n)),
    );
    ageAccounts();
    const messages = async (cookie: string) =>
      (await call("GET", "/api/v1/notifications", cookie))
        .json()
        .notifications.map((n: { message: string }) => n.message);
    const did = await post(asha!.cookie, "Saturn return at 29", "What changed for you?");
    // Ravi names Meera (and himself, and Asha, who is told of the comment anyway, and nobody).
    await comment(ravi!.cookie, did, "Ask @meera1 about it, and @ravi1 @asha1 @nobody1 too; mail me at x@meera1.in");
    expect(await messages(meera!.cookie)).toEqual(['ravi1 mentioned you in "Saturn return at 29"']);
    expect(await messages(ravi!.cookie)).toEqual([]);
    expect(await messages(asha!.cookie)).toEqual(['ravi1 commented on your discussion "Saturn return at 29"']);

    for (const voter of voters) await vote(voter!.cookie, { did }, 1);
    // Taken back and cast again at five: still told once.
    await vote(voters[4]!.cookie, { did }, 1);
    await vote(voters[4]!.cookie, { did }, 1);
    const told = (await messages(asha!.cookie)).filter((m: string) => m.includes("upvotes"));
    expect(told).toEqual(['Your discussion "Saturn return at 29" reached 5 upvotes']);
  });

  it("hides a post after reports from 3 distinct accounts, tells its author and takes back its points", async () => {
    const asha = await member("asha1");
    const reporters = await Promise.all(["ravi1", "meena", "kiran"].map((n) => member(n)));
    const did = await post(asha.cookie);
    const report = (cookie: string) => call("POST", "/api/v1/forum/reports", cookie, { did, reason: "Spam" });
    expect(await fieldsOf(reporters[0]!.cookie, "/api/v1/forum/reports", { did, reason: "  " })).toHaveProperty(
      "reason",
    );
    expect((await report(reporters[0]!.cookie)).statusCode).toBe(200);
    expect((await report(reporters[0]!.cookie)).statusCode).toBe(200);
    expect((await report(reporters[1]!.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`)).statusCode).toBe(200);
    expect((await report(reporters[2]!.cookie)).statusCode).toBe(200);

    expect((await call("GET", "/api/v1/forum/discussions")).json().discussions).toEqual([]);
    expect((await call("GET", `/api/v1/forum/discussions/${did}`, reporters[0]!.cookie)).statusCode).toBe(404);
    const own = await call("GET", `/api/v1/forum/discussions/${did}`, asha.cookie);
    expect(own.json().discussion).toMatchObject({ did, hidden: true });
    expect((await points(asha.cookie)).astrohub_points).toBe(0);
    const notes = (
      await call("GET", "/api/v1/notifications", asha.cookie, undefined, { "accept-language": "hi" })
    ).json();
    expect(notes.notifications[0]).toMatchObject({ did, highlight: true });
    expect(notes.notifications[0].message).toContain("छिपा दी गई");
  });

  it("hides a comment after 3 reports: gone for others, shown to its author as hidden, its points taken back", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    const reporters = await Promise.all(["meena", "kiran", "arjun"].map((n) => member(n)));
    const did = await post(asha.cookie);
    const cid = await comment(ravi.cookie, did, "Buy my gemstones");
    expect((await points(ravi.cookie)).astrohub_points).toBe(5);
    for (const r of reporters) {
      expect((await call("POST", "/api/v1/forum/reports", r.cookie, { cid, reason: "Selling" })).statusCode).toBe(200);
    }
    const forOthers = (await call("GET", `/api/v1/forum/discussions/${did}`, asha.cookie)).json();
    expect(forOthers.comments).toEqual([]);
    expect(forOthers.discussion).toMatchObject({ comment_count: 0, latest_comment: null, hidden: false });
    const forAuthor = (await call("GET", `/api/v1/forum/discussions/${did}`, ravi.cookie)).json();
    expect(forAuthor.comments).toEqual([expect.objectContaining({ cid, hidden: true })]);
    expect((await vote(asha.cookie, { cid }, 1)).statusCode).toBe(404);
    expect((await points(ravi.cookie)).astrohub_points).toBe(0);
    const notes = (await call("GET", "/api/v1/notifications", ravi.cookie)).json().notifications;
    expect(notes[0]).toMatchObject({
      did,
      message: 'Your comment on "My marriage timing" was hidden after reports from other members',
    });
  });

  it("notifies a comment on one's post, marks it seen, and keeps posts anonymised when an account goes", async () => {
    const asha = await member("asha1");
    const ravi = await member("ravi1");
    const did = await post(asha.cookie);
    const cid = await comment(ravi.cookie, did, "Nice chart");
    const list = (await call("GET", "/api/v1/notifications", asha.cookie)).json();
    expect(list.notifications).toEqual([
      expect.objectContaining({
        did,
        highlight: true,
        message: 'ravi1 commented on your discussion "My marriage timing"',
      }),
    ]);
    expect((await call("GET", "/api/v1/notifications/unseen-count", asha.cookie)).json().unseen_count).toBe(1);
    const id = list.notifications[0].id as string;
    expect((await call("POST", `/api/v1/notifications/${id}/seen`, ravi.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/v1/notifications/${id}/seen`, asha.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/notifications", asha.cookie)).json().notifications[0].highlight).toBe(false);
    expect((await call("GET", "/api/v1/notifications", ravi.cookie)).json()).toMatchObject({
      notifications: [],
      message: "Ohh! There is no Notifications history available",
    });

    // Both accounts are deleted through the real flow (a code to the account's own number).
    t.current.clock.advanceSeconds(60);
    for (const user of [ravi, asha]) {
      const sent = await call("POST", "/api/v1/account/delete/otp", user.cookie, { mobile: user.mobile });
      const code = { mobile: user.mobile, otp: t.current.lastCode(user.mobile), token: sent.json().token };
      expect((await call("POST", "/api/v1/account/delete/verify", user.cookie, code)).statusCode).toBe(200);
    }
    expect(await db.handle.db.selectFrom("forum_handles").selectAll().execute()).toEqual([]);
    const detail = (await call("GET", `/api/v1/forum/discussions/${did}`)).json();
    expect(detail.discussion).toMatchObject({ did, uid: null, display_name: null, title: "My marriage timing" });
    expect(detail.comments).toEqual([
      expect.objectContaining({ cid, uid: null, display_name: null, comment: "Nice chart" }),
    ]);
  });
});
