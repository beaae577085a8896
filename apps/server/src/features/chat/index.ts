// The chat feature's public entry (`@graha/server/chat`): what code outside the feature may
// use. The composition root mounts its routes; the chat evaluation (`eval/`) builds reading
// contexts, runs the reply writers (and the guard on a model writer) and checks claims through it.
export { chatRoutes } from "./routes.ts";
export { findUsersReply } from "./chat-repository.ts";
export type { Astrologer } from "@graha/contracts";
export {
  buildReadingContext,
  type ReadingContext,
  type ReplyLanguage,
  type SafetyClass,
  type Topic,
} from "./reading/reading-context.ts";
export { createBuiltinWriter } from "./writers/builtin-writer.ts";
export { createOpenAiWriter } from "./writers/openai-writer.ts";
export type { ReplyWriter } from "./writers/reply-writer.ts";
export { buildPredictionContext, type PredictionType } from "./reading/reading-context.ts";
export { PREDICTION_TYPES } from "./reading/prediction.ts";
export { createReplyWriter, ReplyWriterError } from "./writers/index.ts";
export { ordinalEn, ordinalHi } from "./reading/names.ts";
export {
  carryOver,
  splitQuestions,
  understandQuestion,
  type ConversationState,
  type Understanding,
} from "./understanding/index.ts";
// The eval checks the partner match against the engine, with the offline gazetteer, and
// plans answers as the chat does (a relative's own chart, fixed replies).
export { partnerOutcome } from "./partner-match.ts";
export { planAnswer, type AnswerPlan } from "./answer-plan.ts";
export { builtinPlaceSearch, placeNamed } from "../../providers/places/index.ts";
export {
  checkClaims,
  devanagariShare,
  extractClaims,
  guardWriter,
  newGuardReport,
  type Claim,
  type ClaimKind,
  type ClaimReport,
  type GuardReport,
  type GuardRemoval,
  type Verdict,
} from "./guard/index.ts";
// The forum's "Check with AI" reads a draft with the same rules a reply obeys.
export { sells } from "./guard/reply-rules.ts";
export { classifySafety } from "./reading/safety.ts";
