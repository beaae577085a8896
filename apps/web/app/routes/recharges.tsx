import type { OfferView, RechargesResponse, WheelStatusResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { useLoginDialog } from "../lib/login-dialog";
import { AstraArt, OracleArt } from "../features/home";
import {
  commerceMeta,
  formatDate,
  NightCard,
  offerLabel,
  PackPrice,
  PageHeading,
  SparkleIcon,
  unitPriceText,
} from "../features/commerce";
import { Alert } from "../components/ui/alert";
import { apiError, hasSessionCookie, loaderApi } from "../lib/api";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "recharges");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const load = loaderApi(context, request);
  const [groups, wheel] = await Promise.all([
    load<RechargesResponse>("/api/v1/recharges"),
    hasSessionCookie(request) ? load<WheelStatusResponse>("/api/v1/wheel") : Promise.resolve(null),
  ]);
  return {
    groups: groups.ok ? groups.data : null,
    error: groups.ok ? null : apiError(groups.body).message || String(groups.status || "network"),
    wheel: wheel?.ok ? wheel.data : null,
  };
}

function useOfferLabel() {
  const { t, i18n } = useTranslation();
  return (offer: OfferView) => offerLabel(offer, i18n.language, t);
}

function OfferRow({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const label = useOfferLabel()(offer);
  const perUnit = unitPriceText(offer, t);
  const href = `/payment?offer=${encodeURIComponent(offer.id)}`;
  return (
    <li
      className="flex items-center gap-3 rounded-2xl border border-white/10 bg-night-950/40 p-3 sm:p-4"
      data-testid={`offer-${offer.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gold-200">{label}</p>
        <PackPrice offer={offer} className="mt-0.5" />
        {perUnit ? <p className="text-xs text-cream/60">{perUnit}</p> : null}
      </div>
      {user ? (
        <Link
          to={href}
          className={buttonClasses("primary", "sm", "shrink-0")}
          aria-label={`${t("commerce.recharge.buy")}: ${label}`}
        >
          {t("commerce.recharge.buy")}
        </Link>
      ) : (
        <button
          type="button"
          className={buttonClasses("primary", "sm", "shrink-0")}
          aria-label={`${t("commerce.recharge.buy")}: ${label}`}
          onClick={() => openLogin({ onLoggedIn: () => void navigate(href) })}
        >
          {t("commerce.recharge.buy")}
        </button>
      )}
    </li>
  );
}

const groupInfo = {
  oracle: { title: "commerce.recharge.oracle", text: "commerce.recharge.oracleText", Art: OracleArt },
  astra: { title: "commerce.recharge.astra", text: "commerce.recharge.astraText", Art: AstraArt },
  other: { title: "commerce.recharge.other", text: "commerce.recharge.otherText", Art: null },
} as const;

export default function Recharges() {
  const { t } = useTranslation();
  const { lang, user } = useRootData();
  const { groups, error, wheel } = useLoaderData<typeof loader>();
  const discount = wheel?.discount ?? null;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-5 sm:py-14">
      <PageHeading title={t("commerce.recharge.title")} subtitle={t("commerce.recharge.subtitle")} />
      {discount ? (
        <div
          role="status"
          data-testid="wheel-discount"
          className="mb-6 flex items-center gap-3 rounded-2xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-emerald-100"
        >
          <SparkleIcon className="h-7 w-7 shrink-0 text-gold-300" />
          <p>
            {t("commerce.recharge.wheelDiscount", {
              percent: discount.percent,
              date: formatDate(discount.expires_at, lang),
            })}
          </p>
        </div>
      ) : user && wheel?.can_spin ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-saffron-400/40 bg-saffron-500/10 p-4">
          <p className="text-saffron-200">{t("commerce.recharge.wheelCta")}</p>
          <Link to="/wheel-of-fortune" className={buttonClasses("outline", "sm")}>
            {t("commerce.recharge.wheelLink")}
          </Link>
        </div>
      ) : null}
      {error ? <Alert>{t("commerce.recharge.loadFailed", { message: error })}</Alert> : null}
      {groups && groups.length === 0 ? <p className="text-cream/70">{t("commerce.recharge.empty")}</p> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        {(groups ?? []).map((group) => {
          const info = groupInfo[group.astrologer] ?? groupInfo.other;
          const Art = info.Art;
          return (
            <NightCard
              key={group.astrologer}
              className="flex flex-col gap-4"
              data-testid={`recharge-group-${group.astrologer}`}
            >
              <div className="flex items-center gap-4">
                {Art ? (
                  <Art className="h-16 w-16 shrink-0" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-3xl font-bold text-night-950"
                  >
                    ₹
                  </span>
                )}
                <div>
                  {Art ? (
                    <p className="text-xs font-semibold uppercase tracking-widest text-saffron-300">
                      {t("commerce.recharge.aiLabel")}
                    </p>
                  ) : null}
                  <h2 className="font-display text-2xl font-semibold text-gold-200">{t(info.title)}</h2>
                  <p className="text-sm text-cream/70">{t(info.text)}</p>
                </div>
              </div>
              <ul className="flex flex-col gap-2">
                {group.data.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} />
                ))}
              </ul>
            </NightCard>
          );
        })}
      </div>
      <p className="mt-6 text-sm text-cream/60">{t("commerce.recharge.gstNote")}</p>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-3xl border border-gold-400/25 bg-gradient-to-r from-night-800 to-night-700 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-display text-2xl font-semibold text-gold-200">
            {t("commerce.recharge.subscriptionTitle")}
          </h2>
          <p className="text-cream/75">{t("commerce.recharge.subscriptionText")}</p>
        </div>
        <Link to="/subscription" className={buttonClasses("primary", "md", "shrink-0")}>
          {t("commerce.recharge.subscriptionLink")}
        </Link>
      </div>
    </section>
  );
}
