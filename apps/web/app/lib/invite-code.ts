// The invite code a visitor arrived with (the invite dialog's share link, `/?invite=CODE`),
// kept in this browser until a login sends it, so a new account counts as invited.
const KEY = "graha.invite";
const CODE = /^[\w-]{1,32}$/;

/** Keeps the `invite` query parameter of `search`, when it looks like a code. */
export function rememberInvite(search: string): void {
  const code = new URLSearchParams(search).get("invite");
  if (!code || !CODE.test(code)) return;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the invite is simply not counted.
  }
}

/** The verify body's `invite` field, when this browser holds a code (nothing on the server). */
export function inviteField(): { invite?: string } {
  if (typeof window === "undefined") return {};
  try {
    const code = localStorage.getItem(KEY);
    return code && CODE.test(code) ? { invite: code } : {};
  } catch {
    return {};
  }
}
