import type { SharedView } from "@graha/contracts";
import { NAKSHATRA_NAMES, SIGN_NAMES } from "@graha/jyotish/names";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { PageTitle } from "../../components/ui/page-title";

/** The Open Graph card the server draws for a shared link. */
export const sharedImagePath = (id: string) => `/og/share/${id}.png`;

/** A shared kundli (chart facts, birth details only if shared) or a shared answer, with a way in. */
export function SharedPage({ shared }: { shared: SharedView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  const fact = (label: string, value: string) => (
    <div className="rounded-2xl border border-gold-400/15 bg-night-900/70 p-3">
      <dt className="text-xs uppercase tracking-wider text-cream/60">{label}</dt>
      <dd className="mt-1 font-semibold text-cream">{value}</dd>
    </div>
  );
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:py-12">
      {shared.kind === "kundli" ? (
        <>
          <PageTitle>{t("share.kundliHeading")}</PageTitle>
          <img
            src={sharedImagePath(shared.id)}
            alt={t("share.imageAlt")}
            width={1200}
            height={630}
            className="h-auto w-full rounded-3xl"
          />
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {fact(t("share.lagna"), SIGN_NAMES[shared.kundli.ascendant_sign]![lang])}
            {fact(t("share.moonSign"), SIGN_NAMES[shared.kundli.moon_sign]![lang])}
            {fact(t("share.nakshatra"), NAKSHATRA_NAMES[shared.kundli.moon_nakshatra]![lang])}
            {shared.kundli.birth
              ? fact(
                  t("share.born"),
                  `${shared.kundli.birth.name} · ${shared.kundli.birth.dob} ${shared.kundli.birth.tob} · ${shared.kundli.birth.pob}`,
                )
              : null}
          </dl>
          <Link to="/free-kundli" className={buttonClasses("primary", "lg", "self-start")}>
            {t("share.makeKundli")}
          </Link>
        </>
      ) : (
        <>
          <PageTitle>{t("share.answerHeading", { name: shared.answer.astrologer })}</PageTitle>
          <p className="text-sm text-cream/70">
            {t("share.question")}: <span className="font-semibold text-gold-200">{shared.answer.question}</span>
          </p>
          <div className="whitespace-pre-line rounded-3xl border border-gold-400/15 bg-night-900/70 p-5 leading-relaxed text-cream">
            {shared.answer.answer}
          </div>
          <Link
            to={`/${shared.answer.astrologer.toLowerCase()}`}
            className={buttonClasses("primary", "lg", "self-start")}
          >
            {t("share.askAstrologer", { name: shared.answer.astrologer })}
          </Link>
        </>
      )}
    </article>
  );
}
