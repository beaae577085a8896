import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { KundliChoice } from "./api";
import { AstrologerAvatar } from "./astrologer-avatar";
import { ASTROLOGERS, type AstrologerName } from "./rules";

/** Without a `bid`: pick the astrologer and one of the saved kundlis, or make a new kundli. */
export function KundliPicker({
  kundlis,
  astrologer,
  celeb,
}: {
  kundlis: KundliChoice[] | null;
  astrologer: AstrologerName;
  celeb: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`chat.name.${astrologer}`);
  const createHref = celeb ? `/free-kundli-celeb?type=${astrologer}` : `/create-kundli?type=${astrologer}`;
  return (
    <section aria-labelledby="kundli-picker-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 py-2">
      <div role="group" aria-label={t("chat.astrologerChoice")} className="grid grid-cols-2 gap-2">
        {ASTROLOGERS.map((option) => (
          <Link
            key={option}
            to={`?type=${option}`}
            replace
            preventScrollReset
            aria-current={option === astrologer ? "true" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-2xl border px-3 py-2.5 transition-colors",
              option === astrologer
                ? "border-saffron-400/70 bg-saffron-500/10"
                : "border-white/10 bg-night-900/60 hover:border-gold-400/40",
            )}
          >
            <AstrologerAvatar name={option} className="h-10 w-10" />
            <span className="font-semibold text-gold-200">{t(`chat.name.${option}`)}</span>
          </Link>
        ))}
      </div>
      <div>
        <h2 id="kundli-picker-title" className="font-display text-xl font-semibold text-gold-200 sm:text-2xl">
          {t(celeb ? "chat.pickCelebTitle" : "chat.pickTitle", { name })}
        </h2>
        <p className="mt-1 text-sm text-cream/70">{t("chat.pickText", { name })}</p>
      </div>
      {kundlis === null ? (
        <p role="alert" className="text-sm text-red-300">
          {t("chat.pickFailed")}
        </p>
      ) : kundlis.length === 0 ? (
        <p className="text-sm text-cream/70">{t(celeb ? "chat.pickCelebEmpty" : "chat.pickEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="kundli-picker">
          {kundlis.map((kundli) => (
            <li key={kundli.bid}>
              <Link
                to={`?type=${astrologer}&bid=${encodeURIComponent(kundli.bid)}`}
                className="flex items-center justify-between gap-3 rounded-2xl border border-gold-400/20 bg-night-800/70 px-4 py-3 transition-colors hover:border-saffron-400/60"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold text-cream">{kundli.full_name}</span>
                  <span className="truncate text-xs text-cream/60">
                    {t("chat.bornOn", { dob: kundli.dob, tob: kundli.tob, place: kundli.pob })}
                  </span>
                </span>
                <span aria-hidden="true" className="text-saffron-300">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={createHref} className={buttonClasses("outline", "md", "self-start")}>
        + {t(celeb ? "chat.createCelebKundli" : "chat.createKundli")}
      </Link>
    </section>
  );
}
