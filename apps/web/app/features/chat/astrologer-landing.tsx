import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { messageText } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { useLoginDialog } from "../../lib/login-dialog";
import type { AstrologerInfo } from "./api";
import { AstrologerAvatar } from "./astrologer-avatar";
import { otherAstrologer, type AstrologerName } from "./rules";

/** Rupees as the cards show them: "0.4" → "0.40", "5" → "5". */
export function rupees(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const topics = ["t1", "t2", "t3", "t4"] as const;

/** /oracle and /astra: who the astrologer is, the price per question, the free questions, and the way in. */
export function AstrologerLanding({ who, astrologers }: { who: AstrologerName; astrologers: AstrologerInfo[] | null }) {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const info = astrologers?.find((a) => a.id === who.toLowerCase());
  const name = t(`chat.name.${who}`);
  const other = otherAstrologer(who);
  const target = `/create-kundli?type=${who}`;
  const key = who === "Oracle" ? "oracle" : "astra";
  const description = info ? (lang === "hi" ? info.description_hi || info.description : info.description) : "";

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-5 py-10 sm:py-14">
      <section
        aria-labelledby="astrologer-title"
        data-testid="astrologer-card"
        className="grid gap-6 rounded-3xl border border-gold-400/20 bg-gradient-to-b from-night-800/80 to-night-900/80 p-6 shadow-xl shadow-black/30 sm:grid-cols-[auto_1fr] sm:p-8"
      >
        <AstrologerAvatar name={who} alt={name} className="mx-auto h-32 w-32 sm:h-40 sm:w-40" />
        <div className="flex flex-col items-center gap-3 text-center sm:items-start sm:text-left">
          <span className="text-xs font-semibold uppercase tracking-widest text-saffron-300">{t("chat.aiBadge")}</span>
          <h1 id="astrologer-title" className="font-display text-4xl font-semibold text-gold-gradient">
            {name}
          </h1>
          <p className="text-lg text-gold-200">{description || t(`chat.landing.${key}Tagline`)}</p>
          {info ? (
            <dl className="mt-1 grid w-full max-w-sm grid-cols-2 gap-3">
              <Figure label={t("chat.landing.perQuestion")} testId="price-per-question">
                ₹{rupees(info.price_per_question_with_gst_paise / 100)}
              </Figure>
              <Figure label={t("chat.landing.freeQuestions")} testId="free-questions">
                {info.free_questions}
              </Figure>
            </dl>
          ) : (
            <p className="text-sm text-cream/60">{t("chat.landing.priceUnavailable")}</p>
          )}
          {info && info.price_per_minute > 0 ? (
            <p className="text-xs text-cream/55">
              {t("chat.landing.perMinute", { price: rupees(info.price_per_minute) })}
            </p>
          ) : null}
          {user ? (
            <Link to={target} className={buttonClasses("primary", "lg", "mt-2")}>
              {t("chat.chatWith", { name })}
            </Link>
          ) : (
            <Button size="lg" className="mt-2" onClick={() => openLogin({ onLoggedIn: () => void navigate(target) })}>
              {t("chat.chatWith", { name })}
            </Button>
          )}
          <p className="text-xs text-cream/55">{messageText(lang, "chat.ai_disclosure")}</p>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="ask-title" className="rounded-3xl border border-white/10 bg-night-900/60 p-6">
          <h2 id="ask-title" className="font-display text-2xl font-semibold text-gold-200">
            {t("chat.landing.askTitle", { name })}
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {topics.map((topic) => (
              <li key={topic} className="flex gap-3 text-cream/80">
                <span aria-hidden="true" className="text-saffron-400">
                  ✦
                </span>
                {t(`chat.landing.${key}Topics.${topic}`)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-title" className="rounded-3xl border border-white/10 bg-night-900/60 p-6">
          <h2 id="how-title" className="font-display text-2xl font-semibold text-gold-200">
            {t("chat.landing.howTitle")}
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {(["how1", "how2", "how3"] as const).map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-cream/80">
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-sm font-bold text-night-950">
                  {index + 1}
                </span>
                {t(`chat.landing.${step}`)}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <Link
        to={`/${other.toLowerCase()}`}
        className="flex items-center gap-4 rounded-3xl border border-gold-400/15 bg-night-900/60 p-5 transition-colors hover:border-saffron-400/60"
      >
        <AstrologerAvatar name={other} className="h-14 w-14" />
        <span className="flex flex-1 flex-col">
          <span className="font-semibold text-gold-200">
            {t("chat.landing.allAstrologers", { name: t(`chat.name.${other}`) })}
          </span>
          <span className="text-sm text-cream/70">
            {t(`chat.landing.${other === "Oracle" ? "oracle" : "astra"}Tagline`)}
          </span>
        </span>
        <span aria-hidden="true" className="text-xl text-saffron-300">
          →
        </span>
      </Link>
    </div>
  );
}

/** One figure of the card: the number large, its label under it. */
function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl border border-gold-400/15 bg-night-950/50 p-3 text-center">
      <dt className="text-xs text-cream/65">{label}</dt>
      <dd data-testid={testId} className="font-display text-2xl font-semibold text-gold-300">
        {children}
      </dd>
    </div>
  );
}
