import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ASTROLOGER_NAMES } from "@graha/contracts/vocabulary";
import { AstrologerLanding, chatMeta } from "../features/chat";
import { loadAstrologers } from "../features/chat/loader.server";

// One module for /oracle and /astra (routes.ts gives each path its own id): the path names the astrologer.
const astrologerOf = (pathname: string) => (pathname.startsWith("/astra") ? "astra" : "oracle");

export const meta: MetaFunction = (args) => chatMeta(args, astrologerOf(args.location.pathname));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const astrologer = astrologerOf(new URL(request.url).pathname);
  return { who: ASTROLOGER_NAMES[astrologer], astrologers: await loadAstrologers(request, context) };
}

export default function AstrologerPage() {
  const { who, astrologers } = useLoaderData<typeof loader>();
  return <AstrologerLanding who={who} astrologers={astrologers} />;
}
