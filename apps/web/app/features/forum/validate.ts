import type { PlainMessageCode } from "@graha/contracts/messages";
import { FORUM_USERNAME_PATTERN, MIN_REDEEM_POINTS } from "@graha/contracts/patterns";

// The forum forms' checks before asking the API, in the API's own words (its message codes).

type Errors<K extends string> = Partial<Record<K, PlainMessageCode>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string, invalid: PlainMessageCode): PlainMessageCode | undefined {
  const value = email.trim();
  if (!value) return "forum.email_required";
  return EMAIL.test(value) ? undefined : invalid;
}

/** The spec's handle rules: user name 5–20, letters/digits with single . _ - between; an email. */
export function validateHandle(input: { display_name: string; email: string }): Errors<"display_name" | "email"> {
  const name = input.display_name.trim();
  const errors: Errors<"display_name" | "email"> = {};
  if (!name) errors.display_name = "forum.username_required";
  else if (name.length < 5 || name.length > 20 || !FORUM_USERNAME_PATTERN.test(name))
    errors.display_name = "forum.username_invalid";
  const email = emailError(input.email, "forum.email_invalid");
  if (email) errors.email = email;
  return errors;
}

/** Profile edit: an email ('Enter a valid email' when malformed). */
export function validateProfileEmail(email: string): PlainMessageCode | undefined {
  return emailError(email, "forum.profile_email_invalid");
}

/** A post's title and description: required, at least 5 characters once trimmed. */
export function validatePost(input: { title: string; description: string }): Errors<"title" | "description"> {
  const errors: Errors<"title" | "description"> = {};
  const title = input.title.trim();
  const description = input.description.trim();
  if (!title) errors.title = "forum.title_required";
  else if (title.length < 5) errors.title = "forum.title_short";
  if (!description) errors.description = "forum.description_required";
  else if (description.length < 5) errors.description = "forum.description_short";
  return errors;
}

/** A comment: required, at least 2 characters. */
export function validateComment(comment: string): PlainMessageCode | undefined {
  const value = comment.trim();
  if (!value) return "forum.comment_required";
  return value.length < 2 ? "forum.comment_short" : undefined;
}

/** Points to redeem: a whole number, at least the minimum. */
export function redeemPointsError(points: string): "required" | "min" | undefined {
  if (!points.trim()) return "required";
  const value = Number(points);
  return Number.isInteger(value) && value >= MIN_REDEEM_POINTS ? undefined : "min";
}
