import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { LineIcon } from "../../components/layout/icons";
import { Button } from "../../components/ui/button";
import { useLoginDialog } from "../../lib/login-dialog";
import { cn } from "../../lib/cn";
import { PageTitle } from "../../components/ui/page-title";

export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-2 sm:mb-10">
      <PageTitle>{title}</PageTitle>
      {subtitle ? <p className="max-w-2xl text-cream/75">{subtitle}</p> : null}
      {children}
    </div>
  );
}

/** A plan's benefits, each after a ✓ (`markClassName` colours it). */
export function CheckList({
  items,
  className,
  markClassName,
}: {
  items: readonly string[];
  className: string;
  markClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClassName}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

type CardProps = { className?: string; children: ReactNode } & Record<string, unknown>;

/** A card component with the given look; `className` adds to it. */
function cardWithLook(look: string) {
  return function Card({ className, children, ...props }: CardProps) {
    return (
      <div className={cn(look, className)} {...props}>
        {children}
      </div>
    );
  };
}

/** A light card on the night background (the look of the delete-account card). */
export const CreamCard = cardWithLook("rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 sm:p-7");

/** A dark card as on the home page. */
export const NightCard = cardWithLook(
  "rounded-3xl border border-gold-400/20 bg-gradient-to-b from-night-800/80 to-night-900/80 p-5 shadow-xl shadow-black/30 sm:p-6",
);

/** For pages that need a login: a prompt, and the login dialog opened once. */
export function LoginRequired({ text, autoOpen = true }: { text?: string; autoOpen?: boolean }) {
  const { t } = useTranslation();
  const { openLogin } = useLoginDialog();
  useEffect(() => {
    if (autoOpen) openLogin();
  }, [autoOpen, openLogin]);
  return (
    <CreamCard className="mx-auto flex max-w-md flex-col gap-4 text-center">
      <h2 className="font-display text-2xl font-semibold">{t("commerce.common.loginTitle")}</h2>
      <p className="text-night-800">{text ?? t("commerce.common.loginText")}</p>
      <Button onClick={() => openLogin()}>{t("commerce.common.login")}</Button>
    </CreamCard>
  );
}

/**
 * A history page (transfers, redeems): its heading, then the login prompt, the empty text or
 * the list, each item an `<li>` from `renderItem`; test ids `{testId}` and `{testId}-empty`.
 */
export function HistoryPage<T>({
  title,
  login = false,
  emptyText,
  testId,
  items,
  renderItem,
  children,
}: {
  title: string;
  login?: boolean;
  emptyText: string;
  testId: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={title} />
      {login ? (
        <LoginRequired />
      ) : items.length === 0 ? (
        <CreamCard className="text-center">
          <p className="text-lg font-semibold" data-testid={`${testId}-empty`}>
            {emptyText}
          </p>
        </CreamCard>
      ) : (
        <NightCard>
          <ul className="flex flex-col divide-y divide-white/10" data-testid={testId}>
            {items.map(renderItem)}
          </ul>
        </NightCard>
      )}
      {children}
    </section>
  );
}

/** A star burst for wins and discounts (emoji fonts are missing on many devices). */
export function SparkleIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12 2l1.8 6.2L20 10l-6.2 1.8L12 18l-1.8-6.2L4 10l6.2-1.8L12 2z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z" opacity=".7" />
    </svg>
  );
}

export function GiftIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path
        d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8zm0 0c1.5-3 5-3.5 5-1.5S14 8 12 8z"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </LineIcon>
  );
}
