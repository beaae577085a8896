import type { User } from "../../db/schema.ts";

/** What leaves the server about a user. */
export const presentUser = (user: User) => ({ id: user.id, mobile: user.mobile, createdAt: user.created_at });
