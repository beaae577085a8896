import type { KundliListResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { kundliMeta, metaT } from "../features/kundli";
import { MatchingForm } from "../features/matching";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { PageTitle } from "../components/ui/page-title";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { births: null };
  const result = await loaderApi(context, request)<KundliListResponse>("/api/v1/kundlis?celebrity=false");
  return { births: result.ok ? result.data.births : null };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaT(args.matches);
  return kundliMeta(args, t("kundliMatching.meta.title"), t("kundliMatching.meta.description"), {
    canonicalPath: "/matching",
  });
};

export default function MatchingPage() {
  const { t } = useTranslation();
  const { births } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-20 pt-8 sm:px-5 sm:pt-12">
      <header className="max-w-3xl">
        <PageTitle>{t("kundliMatching.matching.heading")}</PageTitle>
        <p className="mt-2 text-cream/75">{t("kundliMatching.matching.lead")}</p>
      </header>
      <MatchingForm births={births} />
    </div>
  );
}
