import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AstrologerLanding } from "../features/chat/astrologer-landing";
import { loadAstrologers } from "../features/chat/loader.server";
import { chatMeta } from "../features/chat/meta";

export const meta: MetaFunction = (args) => chatMeta(args, "astra");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { astrologers: await loadAstrologers(request, context) };
}

export default function AstraPage() {
  const { astrologers } = useLoaderData<typeof loader>();
  return <AstrologerLanding who="Astra" astrologers={astrologers} />;
}
