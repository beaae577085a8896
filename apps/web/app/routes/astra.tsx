import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AstrologerLanding, chatMeta } from "../features/chat";
import { loadAstrologers } from "../features/chat/loader.server";

export const meta: MetaFunction = (args) => chatMeta(args, "astra");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { astrologers: await loadAstrologers(request, context) };
}

export default function AstraPage() {
  const { astrologers } = useLoaderData<typeof loader>();
  return <AstrologerLanding who="Astra" astrologers={astrologers} />;
}
