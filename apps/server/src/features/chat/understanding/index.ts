// Understanding a chat message: its topics, form, horizon, people, the asker's state,
// whether it refers back, and whether it is for a reading at all; and the conversation
// state that carries a follow-up's context over.
export { understandQuestion } from "./understand.ts";
export { splitQuestions } from "./split-questions.ts";
export { carryOver, freshState, type ConversationState } from "./conversation-state.ts";
export type {
  BirthDetails,
  Horizon,
  OutOfScope,
  PersonMention,
  QuestionForm,
  QuestionTopic,
  Relation,
  Understanding,
} from "./types.ts";
