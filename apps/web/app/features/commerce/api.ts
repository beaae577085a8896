// Types of the commerce API answers the pages read, and small fetch helpers for loaders
// (in-process through apiFetch) and the browser (same-origin fetch).
import type { RouterContextProvider } from "react-router";
import { getAppContext } from "../../load-context";

export interface Balance {
  status: string;
  oracle_questions: number;
  astra_questions: number;
  subscription_questions: number;
  wallet_paise: number;
  daily_predictions: number;
  weekly_predictions: number;
  monthly_predictions: number;
  yearly_predictions: number;
}

export interface StatementEntry {
  id: string;
  account: string;
  amount: number;
  reason: string;
  reference: string | null;
  created_at: string;
}

export interface Statement {
  transactions: StatementEntry[];
  page: number;
  page_count: number;
}

export interface Offer {
  id: string;
  text: string;
  originalPrice: number;
  discountPrice: number;
  credits: number;
  account: string;
}

export interface OfferGroup {
  astrologer: "oracle" | "astra" | "other";
  data: Offer[];
}

export interface CheckoutSummary {
  base_paise: number;
  discount_percent: number;
  discount_paise: number;
  gst_percent: number;
  gst_paise: number;
  total_paise: number;
  gst_included: boolean;
}

export interface Plan {
  id: string;
  name: string;
  price: number;
  old_price: number;
  questions: number;
  featured: boolean;
  purchasable: boolean;
  bullet_points: string[];
}

export interface SubscriptionStatus {
  is_active: boolean;
  has_subscription: boolean;
  status: string | null;
  subscription_id: string | null;
  plan_name: string | null;
  max_questions: number;
  remaining_questions: number;
  days_remaining: number;
  start_date: string | null;
  end_date: string | null;
  last_payment_date: string | null;
  message: string;
}

export interface WheelStatus {
  can_spin: boolean;
  next_spin_at: string | null;
  discount: { percent: number; expires_at: string } | null;
}

export interface Receipt {
  payment_id: string;
  kind: "recharge" | "subscription";
  item: string;
  status: "created" | "paid" | "failed";
  summary: CheckoutSummary;
  provider: string;
  provider_payment_id: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface TransferRecord {
  transaction_id: string;
  recipient_mobile: string;
  sender_mobile: string;
  oracle_questions: number;
  sent: boolean;
  transferred_at: string;
}

export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number; message?: string };

/** GET an API path from a loader with the visitor's cookie. Never throws. */
export async function loadJson<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
): Promise<Loaded<T>> {
  const { apiFetch } = getAppContext(context, request);
  try {
    const response = await apiFetch(path, { headers: { accept: "application/json" } });
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    if (!response.ok) {
      const error = (data as { error?: { message?: string } } | null)?.error;
      return { ok: false, status: response.status, ...(error?.message ? { message: error.message } : {}) };
    }
    return { ok: true, data: data as T };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** Whether the request carries a session cookie (the API decides whether it is valid). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(request.headers.get("cookie")?.includes("jwt="));
}

/** GET from the browser. Never throws. */
export async function getJson<T>(path: string): Promise<Loaded<T>> {
  try {
    const response = await fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } });
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    if (!response.ok) {
      const error = (data as { error?: { message?: string } } | null)?.error;
      return { ok: false, status: response.status, ...(error?.message ? { message: error.message } : {}) };
    }
    return { ok: true, data: data as T };
  } catch {
    return { ok: false, status: 0 };
  }
}
