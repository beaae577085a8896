// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { inviteField, rememberInvite } from "./invite-code";

afterEach(() => localStorage.clear());

describe("the invite code from a share link", () => {
  it("is kept from ?invite= and sent with the next login", () => {
    expect(inviteField()).toEqual({});
    rememberInvite("?invite=Ab_9-xYz12&utm=wa");
    expect(inviteField()).toEqual({ invite: "Ab_9-xYz12" });
    rememberInvite("?page=2");
    expect(inviteField()).toEqual({ invite: "Ab_9-xYz12" });
  });

  it("ignores what cannot be a code", () => {
    rememberInvite(`?invite=${encodeURIComponent("<script>")}`);
    rememberInvite(`?invite=${"x".repeat(40)}`);
    expect(inviteField()).toEqual({});
  });
});
