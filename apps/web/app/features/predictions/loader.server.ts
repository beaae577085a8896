import type { BalanceResponse, OfferView, RechargesResponse } from "@graha/contracts";
import { PREDICTION_TYPES, type PredictionLanguage, type PredictionType } from "@graha/contracts/vocabulary";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { hasSessionCookie, loaderApi } from "../../lib/api";
import type { PredictionPageProps } from "./prediction-page";

const isPredictionType = (value: string | null): value is PredictionType =>
  (PREDICTION_TYPES as readonly (string | null)[]).includes(value);

/** /daily-prediction: visitors go home; members get their credits and the prediction packs. */
export async function loadPredictionPage({ request, context }: LoaderFunctionArgs): Promise<PredictionPageProps> {
  if (!hasSessionCookie(request)) throw redirect("/");
  const params = new URL(request.url).searchParams;
  const load = loaderApi(context, request);
  const [balance, recharges] = await Promise.all([
    load<BalanceResponse>("/api/v1/balance"),
    load<RechargesResponse>("/api/v1/recharges"),
  ]);
  // A stale or revoked session is a visitor too.
  if (!balance.ok && balance.status === 401) throw redirect("/");
  const b = balance.ok && balance.data.status === "success" ? balance.data : null;
  const other = recharges.ok ? recharges.data.find((group) => group.astrologer === "other") : undefined;
  const packs: OfferView[] = (other?.data ?? []).filter((offer) => offer.account.endsWith("_predictions"));
  const pType = params.get("p_type");
  const lang = /(?:^|;\s*)lang=hi(?:;|$)/.test(request.headers.get("cookie") ?? "");
  const initialLanguage: PredictionLanguage = lang ? "Hindi" : "English";
  return {
    bid: params.get("bid") || null,
    initialType: isPredictionType(pType) ? pType : "daily",
    initialLanguage,
    credits: b
      ? {
          daily: b.daily_predictions,
          weekly: b.weekly_predictions,
          monthly: b.monthly_predictions,
          yearly: b.yearly_predictions,
        }
      : null,
    packs,
  };
}
