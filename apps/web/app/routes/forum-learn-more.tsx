import { useMatches, type MetaFunction } from "react-router";
import { forumMeta, LearnMore } from "../features/forum";

// One module for the two help pages: forum/learn-more (English) and forum/learn-more-hindi.
export const meta: MetaFunction = (args) => forumMeta(args, "learnMore");

export default function ForumLearnMore() {
  const hindi = useMatches().some((match) => match.id === "forum-learn-more-hindi");
  return <LearnMore lang={hindi ? "hi" : "en"} />;
}
