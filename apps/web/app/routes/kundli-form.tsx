import type { KundliListResponse, LanguagesResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import {
  AboutKundli,
  KundliFaq,
  KundliForm,
  kundliMeta,
  metaT,
  type Persona,
  personaOf,
  TodaysHoroscope,
} from "../features/kundli";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { PageTitle } from "../components/ui/page-title";

// One module for create-kundli, free-kundli and free-kundli-celeb, each also under /oracle
// and /astra (the child pre-selects the astrologer).
type Variant = "create" | "free" | "celeb";

function variantOf(pathname: string): { variant: Variant; persona: Persona | null } {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  const variant: Variant = first === "free-kundli-celeb" ? "celeb" : first === "free-kundli" ? "free" : "create";
  return { variant, persona: personaOf(second) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { variant, persona } = variantOf(url.pathname);
  const load = loaderApi(context, request);
  const [births, languages] = await Promise.all([
    hasSessionCookie(request)
      ? load<KundliListResponse>(`/api/v1/kundlis?celebrity=${variant === "celeb" ? "true" : "false"}`)
      : Promise.resolve(null),
    load<LanguagesResponse>("/api/v1/languages"),
  ]);
  return {
    variant,
    persona,
    births: births?.ok ? births.data.births : null,
    languages: languages.ok && languages.data.languages.length ? languages.data.languages : ["English", "Hindi"],
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaT(args.matches);
  const data = args.loaderData;
  const type = personaOf(new URLSearchParams(args.location.search).get("type")) ?? data?.persona ?? null;
  const canonicalPath = args.location.pathname;
  if (type)
    return kundliMeta(args, t("kundli.meta.chatTitle", { name: type }), t("kundli.meta.createDescription"), {
      canonicalPath,
    });
  if (data?.variant === "celeb")
    return kundliMeta(args, t("kundli.meta.celebTitle"), t("kundli.meta.celebDescription"), { canonicalPath });
  if (data?.variant === "free")
    return kundliMeta(args, t("kundli.meta.freeTitle"), t("kundli.meta.freeDescription"), { canonicalPath });
  return kundliMeta(args, t("kundli.meta.createTitle"), t("kundli.meta.createDescription"), { canonicalPath });
};

export default function KundliFormPage() {
  const { t } = useTranslation();
  const { variant, persona, births, languages } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const type = personaOf(params.get("type")) ?? persona;
  const predictions = params.get("predictions") === "true" || params.has("p_type");
  const pType = params.get("p_type");
  const celebrity = variant === "celeb";
  // With a chosen astrologer or predictions the page is the form alone.
  const focused = Boolean(type) || predictions;

  const heading = type
    ? t("kundli.page.chatHeading", { name: type })
    : predictions
      ? t("kundli.page.predictionsHeading")
      : celebrity
        ? t("kundli.page.celebHeading")
        : variant === "free"
          ? t("kundli.page.freeHeading")
          : t("kundli.page.createHeading");
  const lead = type
    ? t("kundli.page.chatLead", { name: type })
    : celebrity
      ? t("kundli.page.celebLead")
      : t("kundli.page.lead");

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 pb-20 pt-8 sm:px-5 sm:pt-12">
      <div className="flex flex-col gap-6">
        <header className="max-w-3xl">
          <PageTitle>{heading}</PageTitle>
          <p className="mt-2 text-cream/75">{lead}</p>
        </header>
        <KundliForm
          births={births}
          languages={languages}
          options={{ celebrity, type, predictions, pType, allowUnsaved: variant === "free" && !focused }}
        />
        {focused ? null : (
          <Link to="/matching" className="self-start text-sm font-semibold text-saffron-300 hover:text-saffron-400">
            {t("kundli.page.matchingLink")} →
          </Link>
        )}
      </div>
      {focused ? null : (
        <>
          <AboutKundli />
          <KundliFaq />
          <TodaysHoroscope />
        </>
      )}
    </div>
  );
}
