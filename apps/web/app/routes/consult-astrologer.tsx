import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ConsultPage, consultMeta } from "../features/consult";
import { consultLoader } from "../features/consult/loader.server";

export const meta: MetaFunction = (args) => consultMeta(args);

export const loader = (args: LoaderFunctionArgs) => consultLoader(args);

/** Consult astrologer: three astrologers from the database and the consultation request. */
export default function ConsultAstrologer() {
  const { consultants } = useLoaderData<typeof loader>();
  return <ConsultPage consultants={consultants} />;
}
