import { STAFF_ROLES, type StaffRole } from "@graha/contracts";
import { describe, expect, it } from "vitest";
import { ask, startChat } from "../../test-support/chats.ts";
import { parseSse } from "../../test-support/fake-llm.ts";
import { ledgerSums } from "../../test-support/ledger-sums.ts";
import { buyOffer, payAtSandbox, verifyPaid } from "../../test-support/sandbox-payments.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { PERMISSIONS, type Permission } from "../../staff/policy.ts";

const ADMIN = "919999900010";
const SUPPORT = "919999900011";
const MODERATOR = "919999900012";
const EDITOR = "919999900013";
const USER = "919876500001";

type Role = StaffRole | "user" | "anonymous";

/**
 * Every admin route, and the permission it should need: the policy test matrix below checks
 * each against every role. A route added without a row here fails the "every route" check.
 */
const ROUTES: (readonly [method: "GET" | "POST", url: string, permission: Permission])[] = [
  ["GET", "/api/v1/admin/me", "console.view"],
  ["POST", "/api/v1/admin/confirm/send", "console.view"],
  ["POST", "/api/v1/admin/confirm", "console.view"],
  ["GET", "/api/v1/admin/staff", "staff.manage"],
  ["POST", "/api/v1/admin/staff", "staff.manage"],
  ["POST", "/api/v1/admin/staff/revoke", "staff.manage"],
  ["GET", "/api/v1/admin/users?mobile=98765", "users.read"],
  ["GET", "/api/v1/admin/users/u1", "users.read"],
  ["POST", "/api/v1/admin/users/u1/credits", "users.credits"],
  ["POST", "/api/v1/admin/users/u1/sessions/end", "users.restrict"],
  ["POST", "/api/v1/admin/users/u1/ban", "users.restrict"],
  ["POST", "/api/v1/admin/users/u1/unban", "users.restrict"],
  ["GET", "/api/v1/admin/payments", "payments.read"],
  ["GET", "/api/v1/admin/payments/p1", "payments.read"],
  ["POST", "/api/v1/admin/payments/p1/refund", "payments.refund"],
  ["POST", "/api/v1/admin/subscriptions/s1/cancel", "payments.refund"],
  ["GET", "/api/v1/admin/replies", "replies.read"],
  ["GET", "/api/v1/admin/moderation", "forum.moderate"],
  ["POST", "/api/v1/admin/moderation/discussion/d1/restore", "forum.moderate"],
  ["POST", "/api/v1/admin/moderation/discussion/d1/remove", "forum.moderate"],
  ["POST", "/api/v1/admin/moderation/users/u1/silence", "forum.moderate"],
  ["GET", "/api/v1/admin/leads", "leads.manage"],
  ["GET", "/api/v1/admin/leads.csv", "leads.manage"],
  ["POST", "/api/v1/admin/leads/lead/l1", "leads.manage"],
  ["GET", "/api/v1/admin/dashboard", "dashboard.read"],
  ["GET", "/api/v1/admin/audit", "audit.read"],
  ["GET", "/api/v1/admin/blog-posts", "content.edit"],
  ["POST", "/api/v1/admin/blog-posts", "content.edit"],
  ["POST", "/api/v1/admin/blog-posts/preview", "content.edit"],
  ["GET", "/api/v1/admin/blog-posts/b1", "content.edit"],
  ["POST", "/api/v1/admin/blog-posts/b1", "content.edit"],
  ["GET", "/api/v1/admin/content", "content.edit"],
  ["POST", "/api/v1/admin/content/figures", "content.edit"],
  ...(["testimonials", "videos", "consultants", "offers", "plans"] as const).map(
    (kind) => ["POST", `/api/v1/admin/content/${kind}/c1`, "content.edit"] as const,
  ),
  ...(["testimonials", "videos", "consultants"] as const).map(
    (kind) => ["POST", `/api/v1/admin/content/${kind}`, "content.edit"] as const,
  ),
];

async function staffApp(t: TestApp) {
  const cookies = {} as Record<Role, string | undefined>;
  cookies.anonymous = undefined;
  for (const [role, mobile] of [
    ["admin", ADMIN],
    ["support", SUPPORT],
    ["moderator", MODERATOR],
    ["editor", EDITOR],
    ["user", USER],
  ] as const) {
    cookies[role] = (await t.login(mobile)).cookie;
  }
  const admin = cookies.admin!;
  await confirm(t, admin, ADMIN);
  for (const [role, mobile] of [
    ["support", SUPPORT],
    ["moderator", MODERATOR],
    ["editor", EDITOR],
  ] as const) {
    const granted = await t.post("/api/v1/admin/staff", { mobile, role }, admin);
    expect(granted.statusCode, granted.body).toBe(200);
  }
  return cookies;
}

/** Confirms the staff member's session with a fresh code sent to their own number. */
async function confirm(t: TestApp, cookie: string, mobile: string) {
  const sent = await t.post("/api/v1/admin/confirm/send", undefined, cookie);
  expect(sent.statusCode, sent.body).toBe(200);
  const done = await t.post("/api/v1/admin/confirm", { code: t.lastCode(mobile), token: sent.json().token }, cookie);
  expect(done.statusCode, done.body).toBe(200);
}

async function auditRows(db: TestDatabase) {
  return db.handle.db.selectFrom("audit_log").selectAll().orderBy("created_at").execute();
}

describeEachDialect("the operations console", (db) => {
  const t = useTestApp(db, {
    env: { ADMIN_MOBILES: `+${ADMIN}`, OTP_LIMIT_PER_IP_PER_HOUR: "1000", OTP_RESEND_COOLDOWN_SECONDS: "0" },
  });

  it("lists every admin route in the policy matrix", async () => {
    const doc = t.current.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/admin/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const shape = (url: string) =>
      url
        .split("?")[0]!
        .replace(/\/(u1|p1|s1|d1|l1|b1|c1)(?=\/|$)/g, "/{id}")
        .replace("/discussion/", "/{kind}/")
        .replace("/lead/", "/{kind}/")
        .replace("/users/{id}/silence", "/users/{uid}/silence");
    const listed = ROUTES.map(([m, url]) => `${m} ${shape(url)}`);
    expect(declared.sort()).toEqual([...new Set(listed)].sort());
  });

  it("answers 404 to every role without the route's permission, and lets the others through", async () => {
    const cookies = await staffApp(t.current);
    for (const role of [...STAFF_ROLES, "user", "anonymous"] as Role[]) {
      for (const [method, url, permission] of ROUTES) {
        const res = await t.current.request({
          method,
          url,
          ...(method === "POST" ? { payload: {} } : {}),
          ...(cookies[role] ? { headers: { cookie: cookies[role]! } } : {}),
        });
        const allowed = (PERMISSIONS[permission] as readonly string[]).includes(role);
        const refused = res.statusCode === 404 && res.json().error?.message_code === "http.not_found";
        expect({ role, method, url, refused }).toEqual({ role, method, url, refused: !allowed });
      }
    }
    // The staff grants made above are the only audit rows: the refused calls changed nothing.
    expect((await auditRows(db)).map((r) => r.action)).toEqual([
      "staff.confirm",
      "staff.grant",
      "staff.grant",
      "staff.grant",
    ]);
  });

  it("asks for a fresh code before a destructive action, and forgets it after ten minutes", async () => {
    const { cookie } = await t.current.login(ADMIN);
    const user = await t.current.login(USER);
    const uid = (await t.current.get("/api/v1/admin/users?mobile=98765", cookie)).json().users[0].id;
    const grant = () =>
      t.current.post(
        `/api/v1/admin/users/${uid}/credits`,
        { account: "oracle_questions", amount: 3, reason: "goodwill" },
        cookie,
      );
    const refused = await grant();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message_code).toBe("admin.confirm_required");
    await confirm(t.current, cookie, ADMIN);
    expect((await grant()).statusCode).toBe(200);
    t.current.clock.advanceSeconds(11 * 60);
    expect((await grant()).statusCode).toBe(403);
    const balance = (await t.current.get("/api/v1/balance", user.cookie)).json();
    expect(balance.oracle_questions).toBeGreaterThanOrEqual(3);
  });

  it("grants and takes back credits through the ledger, never below zero, each with one audit row", async () => {
    const { cookie } = await t.current.login(ADMIN);
    const user = await t.current.login(USER);
    await confirm(t.current, cookie, ADMIN);
    const found = (await t.current.get("/api/v1/admin/users?mobile=9876500001", cookie)).json().users;
    expect(found).toHaveLength(1);
    expect(found[0].mobile).toBe(`+${USER}`); // admins see the whole number
    const uid = found[0].id as string;
    const before = (await t.current.get(`/api/v1/admin/users/${uid}`, cookie)).json();
    const start = before.balances.astra_questions as number;
    const post = (amount: number) =>
      t.current.post(
        `/api/v1/admin/users/${uid}/credits`,
        { account: "astra_questions", amount, reason: "support ticket 42" },
        cookie,
      );
    expect((await post(5)).statusCode).toBe(200);
    const tooMuch = await post(-(start + 6));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message_code).toBe("admin.credits_below_zero");
    expect((await post(-(start + 5))).statusCode).toBe(200);
    const after = (await t.current.get(`/api/v1/admin/users/${uid}`, cookie)).json();
    expect(after.balances.astra_questions).toBe(0);
    expect(
      after.statement
        .filter((e: { reason: string }) => e.reason === "support_adjustment")
        .map((e: { amount: number }) => e.amount)
        .sort(),
    ).toEqual([-(start + 5), 5].sort());
    expect((await ledgerSums(db, uid)).astra_questions ?? 0).toBe(0);
    const audit = (await auditRows(db)).filter((r) => r.action === "user.credits");
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ target_id: uid, reason: "support ticket 42", actor_roles: "admin" });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ astra_questions: start + 5 });
    // Ending sessions signs the user out.
    expect(
      (await t.current.post(`/api/v1/admin/users/${uid}/sessions/end`, { reason: "lost phone" }, cookie)).json()
        .message,
    ).toBe("1 session ended.");
    expect((await t.current.get("/api/v1/balance", user.cookie)).statusCode).toBe(401);
  });

  it("bans: no sign-in until the ban is lifted", async () => {
    const { cookie } = await t.current.login(ADMIN);
    await t.current.login(USER);
    await confirm(t.current, cookie, ADMIN);
    const uid = (await t.current.get("/api/v1/admin/users?mobile=500001", cookie)).json().users[0].id;
    expect((await t.current.post(`/api/v1/admin/users/${uid}/ban`, { reason: "fraud" }, cookie)).statusCode).toBe(200);
    await expect(t.current.login(USER)).rejects.toThrow(/suspended/);
    expect(
      (await t.current.post(`/api/v1/admin/users/${uid}/unban`, { reason: "appeal accepted" }, cookie)).statusCode,
    ).toBe(200);
    await t.current.login(USER);
    expect((await auditRows(db)).filter((r) => r.target_id === uid).map((r) => r.action)).toEqual([
      "user.ban",
      "user.unban",
    ]);
  });

  describe("refunds", () => {
    it("refunds in part, then the rest, then refuses a third; credits taken back in proportion", async () => {
      const cookies = await staffApp(t.current);
      const support = cookies.support!;
      const user = await t.current.login(USER);
      const paymentId = await buyOffer(t.current, user.cookie, "oracle-15");
      const detail = (await t.current.get(`/api/v1/admin/payments/${paymentId}`, support)).json();
      expect(detail.payment.mobile).toBe("+91 98•••••001"); // support sees it masked
      const total = detail.payment.total_paise as number;
      expect(detail.refundable_paise).toBe(total);
      const uid = detail.payment.user_id as string;
      const questions = async () =>
        (await t.current.get("/api/v1/balance", user.cookie)).json().oracle_questions as number;
      const startQuestions = await questions();

      const refund = (body: object) => t.current.post(`/api/v1/admin/payments/${paymentId}/refund`, body, support);
      expect((await refund({ amount_paise: 1000, reason: "partial goodwill" })).statusCode).toBe(403); // not confirmed yet
      await confirm(t.current, support, SUPPORT);
      const part = await refund({ amount_paise: Math.floor(total / 3), reason: "partial goodwill" });
      expect(part.statusCode, part.body).toBe(200);
      const takenFirst = startQuestions - (await questions());
      expect(takenFirst).toBe(Math.ceil((15 * Math.floor(total / 3)) / total));
      const over = await refund({ amount_paise: total, reason: "too much" });
      expect(over.statusCode).toBe(400);
      expect(over.json().error.message_code).toBe("admin.refund_too_much");
      const rest = await refund({ reason: "the rest" });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(await questions()).toBe(startQuestions - 15);
      const third = await refund({ reason: "again" });
      expect(third.statusCode).toBe(400);
      const after = (await t.current.get(`/api/v1/admin/payments/${paymentId}`, support)).json();
      expect(after.payment.refunded_paise).toBe(total);
      expect(after.refundable_paise).toBe(0);
      expect(after.timeline.map((e: { event: string }) => e.event)).toEqual(
        expect.arrayContaining(["order", "paid", "credited", "refund_processed", "payment.refund"]),
      );
      // Exactly one audit row per refund that happened.
      expect((await auditRows(db)).filter((r) => r.target_id === paymentId).map((r) => r.action)).toEqual([
        "payment.refund",
        "payment.refund",
      ]);
      // The user's statement shows the refund.
      const statement = (await t.current.get("/api/v1/wallet/transactions", user.cookie)).json().transactions;
      expect(statement.filter((e: { reason: string }) => e.reason === "refund")).toHaveLength(2);
      expect((await ledgerSums(db, uid)).oracle_questions).toBe(await questions());
    });

    it("after the credits were spent, refunds the money but takes back only what is left", async () => {
      const { cookie } = await t.current.login(ADMIN);
      await confirm(t.current, cookie, ADMIN);
      const user = await t.current.login(USER);
      const paymentId = await buyOffer(t.current, user.cookie, "oracle-15");
      const uid = (await t.current.get(`/api/v1/admin/payments/${paymentId}`, cookie)).json().payment.user_id;
      const have = (await t.current.get("/api/v1/balance", user.cookie)).json().oracle_questions as number;
      // Spend all but 4 (as if asked), through the ledger.
      const spend = have - 4;
      expect(
        (
          await t.current.post(
            `/api/v1/admin/users/${uid}/credits`,
            { account: "oracle_questions", amount: -spend, reason: "spent in test" },
            cookie,
          )
        ).statusCode,
      ).toBe(200);
      const res = await t.current.post(`/api/v1/admin/payments/${paymentId}/refund`, { reason: "unhappy" }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(/4 taken back/);
      expect((await t.current.get("/api/v1/balance", user.cookie)).json().oracle_questions).toBe(0);
    });

    it("changes nothing when the provider refuses", async () => {
      const { cookie } = await t.current.login(ADMIN);
      await confirm(t.current, cookie, ADMIN);
      const user = await t.current.login(USER);
      const paymentId = await buyOffer(t.current, user.cookie, "oracle-5");
      // The sandbox has lost the payment (as if the provider did not know it).
      await db.handle.db.updateTable("sandbox_orders").set({ payment_status: "failed" }).execute();
      const res = await t.current.post(`/api/v1/admin/payments/${paymentId}/refund`, { reason: "try" }, cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message_code).toBe("admin.refund_failed");
      const after = (await t.current.get(`/api/v1/admin/payments/${paymentId}`, cookie)).json();
      expect(after.payment.refunded_paise).toBe(0);
      expect((await auditRows(db)).filter((r) => r.action === "payment.refund")).toHaveLength(0);
    });
  });

  it("moderation through the console is audited; leads get status and notes and export as CSV", async () => {
    const cookies = await staffApp(t.current);
    await db.handle.db
      .insertInto("leads")
      .values({
        id: "lead-1",
        user_id: null,
        consultant_id: null,
        full_name: "=cmd()",
        mobile: "919876500002",
        email: null,
        birth_place: "Pune",
        date_of_birth: "1990-01-01",
        time_of_birth: "06:45",
        language: "hi",
        status: "new",
        created_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const support = cookies.support!;
    expect((await t.current.get("/api/v1/admin/leads", support)).json().leads).toMatchObject([
      { kind: "lead", id: "lead-1", status: "new" },
    ]);
    expect(
      (
        await t.current.post(
          "/api/v1/admin/leads/lead/lead-1",
          { status: "contacted", notes: "called, will book" },
          support,
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.current.post("/api/v1/admin/leads/lead/nope", { status: "closed" }, support)).statusCode).toBe(404);
    expect((await t.current.get("/api/v1/admin/leads?status=new", support)).json().leads).toEqual([]);
    const csv = await t.current.get("/api/v1/admin/leads.csv", support);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body).toContain("'=cmd()"); // no formula injection
    expect(csv.body).toContain("called, will book");
    const audit = (await auditRows(db)).filter((r) => r.action === "lead.update");
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: "new", notes: null });
    // The audit log filters by target.
    const admin = cookies.admin!;
    expect(
      (await t.current.get("/api/v1/admin/audit?target=lead-1", admin))
        .json()
        .entries.map((e: { action: string }) => e.action),
    ).toEqual(["lead.update"]);
  });

  it("an editor writes a Hindi draft, previews it, publishes it, and /blogs lists it", async () => {
    const cookies = await staffApp(t.current);
    const editor = cookies.editor!;
    const body = {
      slug: "shani-ki-sade-sati",
      language: "hi",
      title: "शनि की साढ़े साती",
      excerpt: "क्या करें",
      body_markdown: "**शनि** धैर्य सिखाते हैं।",
      draft: true,
    };
    const created = await t.current.post("/api/v1/admin/blog-posts", body, editor);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().post.id as string;
    const listed = async () =>
      (await t.current.get("/api/v1/blogs?lang=hi&per_page=50")).json().posts.map((p: { slug: string }) => p.slug);
    expect(await listed()).not.toContain("shani-ki-sade-sati");
    const preview = await t.current.post(
      "/api/v1/admin/blog-posts/preview",
      { body_markdown: "**शनि** <script>x</script>" },
      editor,
    );
    expect(preview.json().html).toContain("<strong>शनि</strong>");
    expect(preview.json().html).not.toContain("<script");
    expect(
      (await t.current.post(`/api/v1/admin/blog-posts/${id}`, { ...body, draft: false }, editor)).json().message,
    ).toMatch(/Published/);
    expect(await listed()).toContain("shani-ki-sade-sati");
    const clash = await t.current.post("/api/v1/admin/blog-posts", { ...body, draft: false }, editor);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields.slug).toBeDefined();
    expect((await auditRows(db)).filter((r) => r.target_id === id).map((r) => r.action)).toEqual([
      "blog.create",
      "blog.publish",
    ]);
  });

  it("an editor changes a pack's price for new checkouts only, the home figures and a video; each save audited", async () => {
    const cookies = await staffApp(t.current);
    const editor = cookies.editor!;
    const user = await t.current.login(USER);
    const before = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, user.cookie)).json();
    const contentRes = await t.current.get("/api/v1/admin/content", editor);
    expect(contentRes.statusCode, contentRes.body.slice(0, 800)).toBe(200);
    const content = contentRes.json();
    const offer = content.offers.find((o: { id: string }) => o.id === "oracle-5");
    expect(offer.discount_price_paise).toBe(4900);
    const save = (url: string, body: object) => t.current.post(url, body, editor);
    const badPrice = await save("/api/v1/admin/content/offers/oracle-5", { discount_price_paise: 999_999 });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().error.fields.discount_price_paise).toBeDefined();
    expect((await save("/api/v1/admin/content/offers/oracle-5", { discount_price_paise: 3900 })).statusCode).toBe(200);
    const after = (await t.current.post("/api/v1/checkout", { offer_id: "oracle-5" }, user.cookie)).json();
    expect(after.summary.total_paise).toBeLessThan(before.summary.total_paise);
    // The order started before the change is paid at its own price.
    await verifyPaid(t.current, user.cookie, await payAtSandbox(t.current, user.cookie, before.provider.order_id));
    const row = await db.handle.db
      .selectFrom("payments")
      .select("total_paise")
      .where("id", "=", before.payment_id)
      .executeTakeFirstOrThrow();
    expect(Number(row.total_paise)).toBe(before.summary.total_paise);

    const figures = { ...content.figures, happy_users: "4,00,000", happy_users_hi: "4 लाख" };
    expect((await save("/api/v1/admin/content/figures", figures)).statusCode).toBe(200);
    expect((await t.current.get("/api/v1/home?lang=hi")).json().stats.happy_users).toBe("4 लाख");
    const video = await save("/api/v1/admin/content/videos", {
      youtube_id: "dQw4w9WgXcQ",
      title: "Saturn",
      title_hi: "शनि",
      sort: 99,
      active: 1,
    });
    expect(video.statusCode, video.body).toBe(200);
    expect(
      (
        await save("/api/v1/admin/content/videos", {
          youtube_id: "short",
          title: "x",
          title_hi: "x",
          sort: 1,
          active: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.current.get("/api/v1/home")).json().videos.map((v: { youtube_id: string }) => v.youtube_id),
    ).toContain("dQw4w9WgXcQ");
    const actions = (await auditRows(db)).map((r) => r.action).filter((a) => a.startsWith("content."));
    expect(actions).toEqual(["content.offers", "content.figures", "content.videos.create"]);
  });

  it("support reviews a thumbs-down reply: the question, the reply and the chart facts it used; the user's page shows only counts", async () => {
    const cookies = await staffApp(t.current);
    const user = await t.current.login(USER);
    const { started } = await startChat(t.current, user.cookie);
    const chatId = started.json().asst_id as string;
    const done = parseSse((await ask(t.current, user.cookie, chatId, "What is my moon sign?")).body).at(-1)!;
    expect(done.event).toBe("done");
    const { message_id, facts } = done.data as { message_id: string; facts: { label: string }[] };
    expect(facts.length).toBeGreaterThan(0);
    const support = cookies.support!;
    expect((await t.current.get("/api/v1/admin/replies", support)).json().replies).toEqual([]);
    await t.current.post(
      `/api/v1/chats/${chatId}/messages/${message_id}/feedback`,
      { rating: "down", comment: "wrong" },
      user.cookie,
    );
    const [reviewed] = (await t.current.get("/api/v1/admin/replies", support)).json().replies;
    expect(reviewed).toMatchObject({
      message_id,
      chat_id: chatId,
      question: "What is my moon sign?",
      rating: "down",
      comment: "wrong",
      guard: null,
    });
    expect(reviewed.facts).toEqual(facts.map((f) => f.label));
    const uid = reviewed.user_id as string;
    const detail = (await t.current.get(`/api/v1/admin/users/${uid}`, support)).json();
    expect(detail.chats).toMatchObject([{ id: chatId, questions: 1, reported_replies: 1 }]);
    expect(JSON.stringify(detail)).not.toContain("moon sign");
  });
});
