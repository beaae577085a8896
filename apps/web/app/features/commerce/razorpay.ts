// Razorpay Checkout, loaded only when the server's provider is Razorpay and the user pays.
export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export interface RazorpayResult {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature?: string;
}

export interface RazorpayOptions {
  key: string;
  order_id?: string;
  subscription_id?: string;
  name: string;
  description: string;
  currency: "INR";
  prefill?: { contact?: string; method?: string };
  theme?: { color: string };
  handler: (result: RazorpayResult) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: "payment.failed", handler: (response: unknown) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<boolean> | null = null;

/** Adds the checkout script once; resolves false when it cannot load (offline, blocked). */
export function loadRazorpay(): Promise<boolean> {
  if (typeof window === "undefined") return Promise.resolve(false);
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.appendChild(script);
  });
  return loading;
}

export function openRazorpay(options: RazorpayOptions, onFailed: () => void): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return onFailed();
  const instance = new Razorpay(options);
  instance.on("payment.failed", () => onFailed());
  instance.open();
}
