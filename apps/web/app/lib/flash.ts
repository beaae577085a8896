// A message to show after a full page load (the spec reloads the page after login and
// after account deletion; the toast must survive that reload).
const KEY = "graha.flash";
export type FlashKey = "loggedIn" | "accountDeleted";

export function setFlash(key: FlashKey): void {
  try {
    sessionStorage.setItem(KEY, key);
  } catch {
    // storage unavailable (private mode): the toast is lost, nothing else
  }
}

export function takeFlash(): FlashKey | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === "loggedIn" || value === "accountDeleted" ? value : null;
  } catch {
    return null;
  }
}
