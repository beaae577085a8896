import { forwardRef, type ButtonHTMLAttributes } from "react";
import { useTranslation } from "../../i18n/react";
import { ChevronDownIcon, UserIcon } from "./icons";

/** The account button; also stands in, identical, while the menu's code loads. */
export const AccountTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function AccountTrigger(props, ref) {
    const { t } = useTranslation();
    return (
      <button
        ref={ref}
        type="button"
        aria-label={t("nav.account")}
        className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full border border-gold-400/40 bg-night-800/70 p-1 text-cream hover:bg-night-700 sm:pr-2"
        {...props}
      >
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-night-950">
          <UserIcon className="h-5 w-5" />
        </span>
        <ChevronDownIcon className="hidden h-4 w-4 opacity-70 sm:block" />
      </button>
    );
  },
);
