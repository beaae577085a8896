import type { Migration } from "kysely/migration";
import * as accounts from "./0001-accounts.ts";
import * as birthRecords from "./0002-birth-records.ts";
import * as walletLedger from "./0003-wallet-ledger.ts";
import * as commerce from "./0004-commerce.ts";
import * as chats from "./0005-chats.ts";
import * as horoscopes from "./0006-horoscopes.ts";
import * as numberLookups from "./0007-number-lookups.ts";
import * as moneyIntegrity from "./0008-money-integrity.ts";
import * as invoiceNumbers from "./0009-invoice-numbers.ts";
import * as forum from "./0010-forum.ts";
import * as chatFeedback from "./0011-chat-feedback.ts";
import * as contactMessages from "./0012-contact-messages.ts";
import * as chatReplyGuards from "./0013-chat-reply-guards.ts";
import * as forumEmailVerification from "./0014-forum-email-verification.ts";
import * as forumModeration from "./0015-forum-moderation.ts";
import * as blogPosts from "./0016-blog-posts.ts";
import * as homeContent from "./0017-home-content.ts";
import * as consentsAndShares from "./0018-consents-and-shares.ts";
import * as operations from "./0019-operations.ts";

/** Every migration in order. Names sort as they run; never rename or edit a landed one. */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-birth-records": birthRecords,
  "0003-wallet-ledger": walletLedger,
  "0004-commerce": commerce,
  "0005-chats": chats,
  "0006-horoscopes": horoscopes,
  "0007-number-lookups": numberLookups,
  "0008-money-integrity": moneyIntegrity,
  "0009-invoice-numbers": invoiceNumbers,
  "0010-forum": forum,
  "0011-chat-feedback": chatFeedback,
  "0012-contact-messages": contactMessages,
  "0013-chat-reply-guards": chatReplyGuards,
  "0014-forum-email-verification": forumEmailVerification,
  "0015-forum-moderation": forumModeration,
  "0016-blog-posts": blogPosts,
  "0017-home-content": homeContent,
  "0018-consents-and-shares": consentsAndShares,
  "0019-operations": operations,
};
