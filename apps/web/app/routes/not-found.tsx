import { useTranslation } from "../i18n/react";
import { data, type MetaFunction } from "react-router";
import { NotFoundContent } from "../components/layout/not-found-content";
import { pageMeta } from "../lib/meta";

// The catch-all route: a real 404 status for any path no other route claims.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = (args) => pageMeta(args, "notFoundTitle", "notFoundDescription", { noindex: true });

export default function NotFound() {
  const { t } = useTranslation();
  return <NotFoundContent t={t} />;
}
