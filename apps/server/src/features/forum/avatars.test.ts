import { expect, it } from "vitest";
import { useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";

describeEachDialect("forum avatars", (db) => {
  const t = useTestApp(db);

  it("lists 8 male and 8 female avatars, and a chosen one shows on the profile and its posts", async () => {
    const list = await t.current.get("/api/v1/avatars");
    expect(list.statusCode).toBe(200);
    const avatars = list.json().avatars as { id: string; gender: string; url: string }[];
    expect(avatars).toHaveLength(16);
    expect(avatars.filter((a) => a.gender === "Male")).toHaveLength(8);
    expect(avatars[0]).toEqual({ id: "m1", gender: "Male", url: "/avatars/m1.svg" });
    expect(avatars[15]).toEqual({ id: "f8", gender: "Female", url: "/avatars/f8.svg" });

    const { cookie } = await t.current.login("919876543210");
    await t.current.post("/api/v1/forum/handle", { display_name: "asha1", email: "a@example.com" }, cookie);
    const saved = await t.current.request({
      method: "PUT",
      url: "/api/v1/forum/profile",
      headers: { cookie },
      payload: { email: "a@example.com", bid: 0, avatar: "f3", gender: "Female" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.current.get("/api/v1/forum/profile", cookie)).json().profile.avatar).toBe("f3");
    const posted = await t.current.post(
      "/api/v1/forum/discussions",
      { title: "Hello all", description: "Hello to everyone" },
      cookie,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const listed = await t.current.get("/api/v1/forum/discussions?page=1");
    expect(listed.json().discussions[0]).toMatchObject({ avatar: "f3", gender: "Female" });
  });
});
