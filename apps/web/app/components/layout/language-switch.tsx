import { useTranslation } from "../../i18n/react";
import { useRevalidator } from "react-router";
import { LANGUAGES, type Lang } from "../../i18n";
import { storeLang } from "../../i18n/lang-cookie";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";

/** EN / हिंदी. The choice goes into the `lang` cookie, which the server reads to render the page. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const revalidator = useRevalidator();

  const choose = (next: Lang) => {
    if (next === lang) return;
    storeLang(next);
    void revalidator.revalidate();
  };

  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn(
        "inline-flex rounded-full border border-gold-400/40 bg-night-900/60 p-0.5 text-xs font-semibold",
        className,
      )}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          title={code === "en" ? t("language.switchToEnglish") : t("language.switchToHindi")}
          onClick={() => choose(code)}
          className={cn(
            "min-w-9 rounded-full px-2 py-1.5 transition-colors sm:min-w-10 sm:px-2.5",
            code === lang ? "bg-gold-400 text-night-950" : "text-cream/80 hover:text-cream",
            // On an English page this one word would fetch the 120 KB Devanagari font: the
            // system's Devanagari (every phone has one) draws it instead (app.css).
            code === "hi" && lang !== "hi" && "font-system-devanagari",
          )}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
