import { expect } from "vitest";
import type { TestApp } from "../../test-support/test-app.ts";

export const DAY = 24 * 60 * 60;
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The forum tests' calls: members with handles, posts, comments, votes, points, refused fields. */
export function forumKit(t: { current: TestApp }) {
  const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.current.request({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  let phone = 0;
  /** A signed-in user with a forum handle (a fresh number each time, unless `mobile` names one). */
  const member = async (
    name: string,
    extra: object = {},
    mobile = `9198765${String(43210 + phone++).padStart(5, "0")}`,
  ) => {
    const { cookie } = await t.current.login(mobile);
    const res = await call("POST", "/api/v1/forum/handle", cookie, {
      display_name: name,
      email: `${name}@example.com`,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    const uid = (await call("GET", "/api/v1/forum/profile", cookie)).json().profile.uid as string;
    return { cookie, uid, mobile };
  };
  const post = async (cookie: string, title = "My marriage timing", description = "When will I get married?") => {
    const res = await call("POST", "/api/v1/forum/discussions", cookie, { title, description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().did as string;
  };
  /** Sends a comment (in Hindi with `language: "hi"`) and answers the response, whatever it is. */
  const sendComment = (cookie: string, did: string, text: string, language?: "hi") =>
    call(
      "POST",
      `/api/v1/forum/discussions/${did}/comments`,
      cookie,
      { comment: text },
      language ? { "accept-language": language } : {},
    );
  const comment = async (cookie: string, did: string, text = "Venus is strong") => {
    const res = await sendComment(cookie, did, text);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cid as string;
  };
  const points = async (cookie: string) => (await call("GET", "/api/v1/forum/profile", cookie)).json().profile;
  const vote = (cookie: string, target: object, type: 0 | 1) =>
    call("POST", "/api/v1/forum/votes", cookie, { ...target, type });
  const fieldsOf = async (cookie: string, url: string, payload: object, method: Method = "POST") => {
    const res = await call(method, url, cookie, payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields as Record<string, string>;
  };
  /** Moves past the day in which new accounts' votes earn nothing and their posts are limited. */
  const ageAccounts = () => t.current.clock.advanceSeconds(DAY + 60);
  return { call, member, post, comment, sendComment, points, vote, fieldsOf, ageAccounts };
}
