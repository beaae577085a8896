import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { LatestBlogs } from "../features/blogs";
import { AstraArt, greetingKey, OracleArt } from "../features/home";
import { PredictionCarousel } from "../features/predictions";
import { ZodiacCarousel } from "../features/horoscope";
import { cn } from "../lib/cn";
import { links } from "../lib/links";
import { pageMeta } from "../lib/meta";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => pageMeta(args, "homeTitle", "homeDescription");

const noSubscribe = () => () => {};

/** The greeting needs the visitor's own clock: the server renders the neutral one. */
function useGreetingKey() {
  return useSyncExternalStore(
    noSubscribe,
    () => greetingKey(new Date().getHours()),
    () => "greetingWelcome" as const,
  );
}

const stats = [
  { value: "statPredictionsValue", label: "statPredictions" },
  { value: "statUsersValue", label: "statUsers" },
  { value: "statChatsValue", label: "statChats" },
  { value: "statFreeValue", label: "statFree" },
] as const;

function VisitorHero() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-10 px-5 pb-16 pt-10 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr]">
      <div className="flex flex-col items-start gap-6">
        <span className="inline-flex items-center gap-2 rounded-full border border-saffron-400/50 bg-saffron-500/10 px-3 py-1 text-sm font-semibold text-saffron-300">
          <span aria-hidden="true">✦</span>
          {t("home.badge")}
        </span>
        <h1 className="font-display text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">
          <span className="text-gold-gradient">{t("home.title")}</span>
        </h1>
        <p className="max-w-xl text-lg text-cream/80">{t("home.subtitle")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={links.chatNow} className={buttonClasses("primary", "md", "sm:h-12 sm:px-7 sm:text-base")}>
            {t("home.cta")}
          </Link>
          <Link to={links.horoscope} className={buttonClasses("outline", "md", "sm:h-12 sm:px-7 sm:text-base")}>
            {t("home.secondaryCta")}
          </Link>
        </div>
      </div>
      <div className="relative mx-auto hidden aspect-square w-full max-w-sm sm:block" aria-hidden="true">
        <div className="absolute inset-0 rounded-full border border-gold-400/25" />
        <div className="absolute inset-8 rounded-full border border-dashed border-gold-400/20" />
        <div className="absolute inset-16 rounded-full bg-gradient-to-br from-night-700 to-night-900 shadow-[0_0_80px_rgb(255_153_51/0.25)]" />
        <OracleArt className="absolute left-0 top-6 h-36 w-36 drop-shadow-xl" />
        <AstraArt className="absolute bottom-4 right-0 h-40 w-40 drop-shadow-xl" />
      </div>
      <dl aria-label={t("home.statsLabel")} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-gold-400/15 bg-night-900/70 p-4 text-center"
          >
            <dt className="text-sm text-cream/70">{t(`home.${stat.label}`)}</dt>
            <dd className="font-display text-2xl font-semibold text-gold-300 sm:text-3xl">{t(`home.${stat.value}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MemberHero() {
  const { t } = useTranslation();
  const key = useGreetingKey();
  return (
    <section className="mx-auto max-w-7xl px-5 pb-6 pt-10 sm:pt-14">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">
        <span className="text-gold-gradient">{t(`home.${key}`)}</span>, {t("home.friend")}
      </h1>
      <p className="mt-2 text-lg text-cream/75">{t("home.loggedInSubtitle")}</p>
      <PredictionCarousel loggedIn />
    </section>
  );
}

/** A home section's centred title (`id` for the section's aria-labelledby) and subtitle. */
function SectionHeading(props: { id: string; title: string; subtitle: string; titleClassName?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={props.id} className={cn("font-display text-3xl font-semibold", props.titleClassName)}>
        {props.title}
      </h2>
      <p className="mt-2 text-cream/70">{props.subtitle}</p>
    </div>
  );
}

function Astrologers({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const personas = [
    { type: "Oracle", name: t("home.oracleName"), tagline: t("home.oracleTagline"), Art: OracleArt },
    { type: "Astra", name: t("home.astraName"), tagline: t("home.astraTagline"), Art: AstraArt },
  ] as const;
  return (
    <section
      id="chat-with-ai"
      aria-labelledby={loggedIn ? undefined : "astrologers-title"}
      className="mx-auto max-w-7xl px-5 py-14"
    >
      {loggedIn ? null : (
        <SectionHeading
          id="astrologers-title"
          title={t("home.astrologersTitle")}
          subtitle={t("home.astrologersSubtitle")}
          titleClassName="sm:text-4xl"
        />
      )}
      <ul className="grid gap-6 md:grid-cols-2">
        {personas.map(({ type, name, tagline, Art }) => (
          <li
            key={type}
            className="flex flex-col items-center gap-4 rounded-3xl border border-gold-400/20 bg-gradient-to-b from-night-800/80 to-night-900/80 p-6 text-center shadow-xl shadow-black/30 sm:flex-row sm:text-left"
          >
            <Art className="h-28 w-28 shrink-0" />
            <div className="flex flex-1 flex-col items-center gap-2 sm:items-start">
              <span className="text-xs font-semibold uppercase tracking-widest text-saffron-300">
                {t("home.aiLabel")}
              </span>
              <h3 className="font-display text-2xl font-semibold text-gold-200">{name}</h3>
              <p className="text-cream/75">{tagline}</p>
              <Link
                to={loggedIn ? `/create-kundli?type=${type}` : `/free-kundli?type=${type}`}
                className={buttonClasses("primary", "md", "mt-2")}
              >
                {t("home.chatWith", { name })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const steps = [1, 2, 3, 4] as const;
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-5 pb-20 pt-6">
      <SectionHeading id="how-title" title={t("home.howTitle")} subtitle={t("home.howSubtitle")} />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((n) => (
          <li key={n} className="rounded-2xl border border-white/10 bg-night-900/60 p-5">
            <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 font-bold text-night-950">
              {n}
            </span>
            <h3 className="mt-3 font-semibold text-gold-200">{t(`home.step${n}Title`)}</h3>
            <p className="mt-1 text-sm text-cream/70">{t(`home.step${n}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The landing page's floating offer, bottom right, clear of the phone's home bar. */
function RechargeButton() {
  const { t } = useTranslation();
  return (
    <Link
      to={links.recharge}
      className={buttonClasses(
        "primary",
        "md",
        "fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-30 shadow-xl shadow-black/40 ring-2 ring-night-950/40",
      )}
    >
      <span aria-hidden="true">₹</span>
      {t("home.rechargeFab")}
    </Link>
  );
}

export default function Home() {
  const { user } = useRootData();
  return (
    <>
      {user ? <MemberHero /> : <VisitorHero />}
      <Astrologers loggedIn={Boolean(user)} />
      <div className="px-5 pb-12">
        <ZodiacCarousel />
      </div>
      <HowItWorks />
      <LatestBlogs />
      <RechargeButton />
    </>
  );
}
