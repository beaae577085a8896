import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { chatMeta, ChatScreen } from "../features/chat";
import { loadChatsPage } from "../features/chat/loader.server";

export const meta: MetaFunction = (args) => chatMeta(args, "celeb", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadChatsPage(request, context, true);
}

export default function ChatsCeleb() {
  const data = useLoaderData<typeof loader>();
  return <ChatScreen data={data} celeb />;
}
