import type { KundliView } from "@graha/contracts";
import { useTranslation } from "react-i18next";
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
import { getAppContext } from "../load-context";

// One module for create-kundli, free-kundli and free-kundli-celeb, each also under /oracle
// and /astra (the child pre-selects the astrologer).
type Variant = "create" | "free" | "celeb";

function variantOf(pathname: string): { variant: Variant; persona: Persona | null } {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  const variant: Variant = first === "free-kundli-celeb" ? "celeb" : first === "free-kundli" ? "free" : "create";
  return { variant, persona: personaOf(second) };
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { variant, persona } = variantOf(url.pathname);
  const { apiFetch } = getAppContext(context, request);
  const loggedIn = request.headers.get("cookie")?.includes("jwt=") ?? false;
  const [births, languages] = await Promise.all([
    loggedIn
      ? apiFetch(`/api/v1/kundlis?celebrity=${variant === "celeb" ? "true" : "false"}`, {
          headers: { accept: "application/json" },
        })
          .then(async (response) =>
            response.ok ? (((await json(response)) as { births?: KundliView[] } | null)?.births ?? []) : null,
          )
          .catch(() => null)
      : Promise.resolve(null),
    apiFetch("/api/v1/languages", { headers: { accept: "application/json" } })
      .then(async (response) => ((await json(response)) as { languages?: string[] } | null)?.languages)
      .catch(() => undefined),
  ]);
  return { variant, persona, births, languages: languages?.length ? languages : ["English", "Hindi"] };
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
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">
            <span className="text-gold-gradient">{heading}</span>
          </h1>
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
