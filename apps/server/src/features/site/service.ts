import { contactReachKind, type CompanyResponse, type ContactBody } from "@graha/contracts";
import type { MessageLanguage } from "@graha/contracts/messages";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { insertContactMessage } from "./repository.ts";

/** The company behind the site as configured: footer, privacy policy and contact page. */
export function companyDetails(env: Env): CompanyResponse {
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    gstin: env.COMPANY_GSTIN,
    grievance_officer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
    external_language_model: env.LLM_PROVIDER === "openai",
  };
}

/**
 * Keeps a Contact Us message for support. A number is stored as the API writes numbers
 * (91 and the 10 digits), so account deletion finds it; an email is stored lower-cased.
 */
export async function receiveContactMessage(
  deps: { db: Kysely<Database>; clock: Clock },
  body: ContactBody,
  language: MessageLanguage,
): Promise<void> {
  const reach = body.reach.trim();
  const kind = contactReachKind(reach);
  const mobile = kind === "mobile" ? `91${reach.replace(/[\s-]/g, "").slice(-10)}` : null;
  await insertContactMessage(deps.db, {
    id: newId(),
    name: body.name.trim(),
    mobile,
    email: kind === "email" ? reach.toLowerCase() : null,
    message: body.message.trim(),
    language,
    created_at: isoAt(deps.clock.now()),
  });
}
