import { Suspense, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "../i18n/react";
import type { HomeResponse } from "@graha/contracts";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { LatestBlogs } from "../features/blogs";
import { latestBlogPosts } from "../features/blogs/loader.server";
import {
  AstraArt,
  AstroHubBanner,
  BookAstrologerPromo,
  FigureCards,
  greetingKey,
  OracleArt,
  SectionHeading,
  StatsBlock,
  SubscriptionBanner,
  TestimonialsSlider,
  Vlogs,
} from "../features/home";
import { homeLoader } from "../features/home/loader.server";
import { PredictionCarousel } from "../features/predictions";
import { ZodiacCarousel } from "../features/horoscope";
import { loaderApi } from "../lib/api";
import { links } from "../lib/links";
import { pageMeta } from "../lib/meta";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => pageMeta(args, "homeTitle", "homeDescription");

/** The home content and the three newest blog posts, fetched together so both are in the first render. */
export const loader = async (args: LoaderFunctionArgs) => {
  const [home, posts] = await Promise.all([homeLoader(args), latestBlogPosts(loaderApi(args.context, args.request))]);
  return { ...home, posts };
};

const noSubscribe = () => () => {};

/** The greeting needs the visitor's own clock: the server renders the neutral one. */
function useGreetingKey() {
  return useSyncExternalStore(
    noSubscribe,
    () => greetingKey(new Date().getHours()),
    () => "greetingWelcome" as const,
  );
}

function VisitorHero({ content }: { content: HomeResponse | null }) {
  const { t } = useTranslation();
  const hero = content?.hero;
  const stats = content?.stats;
  // The figures from the database; the built-in copy when they could not be read.
  const cards = [
    { value: stats?.predictions_completed ?? t("home.statPredictionsValue"), label: t("home.statPredictions") },
    { value: stats?.happy_users ?? t("home.statUsersValue"), label: t("home.statUsers") },
    { value: stats?.total_chats ?? t("home.statChatsValue"), label: t("home.statChats") },
    { value: stats ? String(stats.free_questions) : t("home.statFreeValue"), label: t("home.statFree") },
  ];
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-10 px-5 pb-16 pt-10 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr]">
      <div className="flex flex-col items-start gap-6">
        <span className="inline-flex items-center gap-2 rounded-full border border-saffron-400/50 bg-saffron-500/10 px-3 py-1 text-sm font-semibold text-saffron-300">
          <span aria-hidden="true">✦</span>
          {hero?.badge || t("home.badge")}
        </span>
        <h1 className="font-display text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">
          <span className="text-gold-gradient">{hero?.title || t("home.title")}</span>
        </h1>
        <p className="max-w-xl text-lg text-cream/80">{hero?.subtitle || t("home.subtitle")}</p>
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
      <FigureCards figures={cards} label={t("home.statsLabel")} className="grid-cols-2 sm:grid-cols-4 lg:col-span-2" />
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
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-5 pb-14 pt-6">
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

/**
 * The landing page's floating offer. It sticks to the bottom of the screen while the page
 * scrolls and comes to rest in its own space at the end of the page, so on a phone nothing is
 * left under it: a full-width bar there (content scrolls out from behind it), a button at the
 * right from 640 px.
 */
function RechargeButton() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="recharge-fab"
      className="pointer-events-none sticky bottom-0 z-30 flex justify-end border-t border-gold-400/15 bg-night-950/90 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:border-0 sm:bg-transparent sm:backdrop-blur-none"
    >
      <Link
        to={links.recharge}
        className={buttonClasses(
          "primary",
          "md",
          "pointer-events-auto w-full shadow-xl shadow-black/40 ring-2 ring-night-950/40 sm:w-auto",
        )}
      >
        <span aria-hidden="true">₹</span>
        {t("home.rechargeFab")}
      </Link>
    </div>
  );
}

/**
 * A block below the fold, hydrated on its own. Nothing in it suspends: the boundary only lets
 * React hydrate the page in several short tasks instead of one long one, so a phone stays
 * responsive while the page comes alive (measured in bench/README.md).
 */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function Home() {
  const { user } = useRootData();
  const { content, posts } = useLoaderData<typeof loader>();
  return (
    <>
      {user ? <MemberHero /> : <VisitorHero content={content} />}
      <Deferred>
        <Astrologers loggedIn={Boolean(user)} />
      </Deferred>
      <Deferred>
        <HowItWorks />
      </Deferred>
      <Deferred>
        <LatestBlogs posts={posts} />
      </Deferred>
      <Deferred>
        <BookAstrologerPromo />
      </Deferred>
      <Deferred>
        <div className="px-5 py-12">
          <ZodiacCarousel />
        </div>
      </Deferred>
      <Deferred>
        {content ? <TestimonialsSlider testimonials={content.testimonials} rating={content.rating.value} /> : null}
        {content ? <Vlogs videos={content.videos} /> : null}
      </Deferred>
      <Deferred>
        <SubscriptionBanner />
        <AstroHubBanner />
        {content ? <StatsBlock stats={content.stats} /> : null}
      </Deferred>
      <RechargeButton />
    </>
  );
}
