import type { VerifyOtpResponse } from "@graha/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { inviteField } from "../../lib/invite-code";
import { useRevalidator } from "react-router";
import { toast } from "../../lib/toast";
import { LogoMark, PlayStoreIcon } from "../../components/layout/icons";
import { Button, buttonClasses } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { FormSubmit } from "../../components/ui/form-submit";
import { setFlash } from "../../lib/flash";
import { links } from "../../lib/links";
import { CodeForm } from "./code-entry";
import { MobileField } from "./mobile-field";
import { useCodeConfirmation } from "./use-code-confirmation";

const RESEND_AFTER_MS = 30_000;

export function LoginDialog({
  open,
  onOpenChange,
  onLoggedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedIn?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const finish = onLoggedIn
    ? () => {
        toast.success(t("login.success"));
        onOpenChange(false);
        void revalidator.revalidate();
        onLoggedIn();
      }
    : () => {
        // The toast is shown after the reload, which brings every widget up logged in.
        setFlash("loggedIn");
        window.location.reload();
      };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} data-testid="login-dialog">
        {/* Mounted only while open, so closing starts the next login afresh. */}
        {open ? <LoginForm onLoggedIn={finish} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function useSecondsUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<"mobile" | "code">("mobile");
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [outsideIndia, setOutsideIndia] = useState(false);
  const outsideCloseRef = useRef<HTMLButtonElement>(null);
  const resendIn = useSecondsUntil(resendAt);
  const confirmation = useCodeConfirmation<VerifyOtpResponse>({
    otpPath: "/api/v1/auth/otp",
    words: "login",
    verifyPath: "/api/v1/auth/verify",
    verifyExtra: { device: "web", ...inviteField() },
    requireJwt: true,
    onCodeSent: () => {
      setResendAt(Date.now() + RESEND_AFTER_MS);
      setStep("code");
    },
  });
  const { mobile, busy, alert } = confirmation;

  const verify = async () => {
    if (await confirmation.verify()) onLoggedIn();
  };

  const onSubmitMobile = (event: FormEvent) => {
    event.preventDefault();
    if (termsAccepted) void confirmation.sendCode();
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-2 text-center">
        <LogoMark className="h-12 w-12" />
        <DialogTitle>{t("login.title")}</DialogTitle>
        <DialogDescription>
          {step === "mobile" ? t("login.subtitle") : t("login.codeSentTo", { mobile })}
        </DialogDescription>
      </div>

      {step === "mobile" ? (
        <form onSubmit={onSubmitMobile} noValidate className="flex flex-col gap-4">
          <MobileField {...confirmation.mobileField} disabled={busy} autoFocus />
          <Checkbox
            required
            checked={termsAccepted}
            onChange={setTermsAccepted}
            className="flex items-start gap-2.5 text-sm text-night-800"
            boxClassName="mt-0.5 h-4 w-4 shrink-0 accent-saffron-600"
          >
            <span>
              {t("login.termsPrefix")}{" "}
              <a href={links.terms} target="_blank" rel="noopener" className="font-semibold text-night-700 underline">
                {t("login.terms")}
              </a>{" "}
              {t("login.and")}{" "}
              <a href={links.privacy} target="_blank" rel="noopener" className="font-semibold text-night-700 underline">
                {t("login.privacy")}
              </a>
              {t("login.termsSuffix")}
            </span>
          </Checkbox>
          <FormSubmit alert={alert} busy={busy} disabled={!termsAccepted}>
            {confirmation.sendLabel}
          </FormSubmit>
          <p className="text-center text-sm text-night-800/80">
            {t("login.outsideIndia")}{" "}
            <button
              type="button"
              className="font-semibold text-saffron-700 underline"
              onClick={() => {
                setOutsideIndia(true);
                requestAnimationFrame(() => outsideCloseRef.current?.focus());
              }}
            >
              {t("login.clickHere")}
            </button>
          </p>
        </form>
      ) : (
        <CodeForm {...confirmation.codeEntry} onVerify={() => void verify()}>
          <div className="flex items-center justify-between text-sm">
            <button
              type="button"
              className="font-semibold text-night-700 underline"
              onClick={() => {
                setStep("mobile");
                confirmation.setAlert(null);
                confirmation.setToken(null);
              }}
            >
              {t("login.changeNumber")}
            </button>
            <button
              type="button"
              disabled={resendIn > 0 || busy}
              className="font-semibold text-saffron-700 underline disabled:text-night-800/50 disabled:no-underline"
              onClick={() => void confirmation.sendCode()}
            >
              {resendIn > 0 ? t("login.resendIn", { seconds: resendIn }) : t("login.resend")}
            </button>
          </div>
        </CodeForm>
      )}

      {outsideIndia ? (
        <section
          aria-labelledby="outside-india-title"
          // Covers the whole dialog (its positioned ancestor), close button included.
          className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-4 rounded-3xl bg-cream p-6 text-center sm:p-8"
        >
          <h3 id="outside-india-title" className="font-display text-xl font-semibold">
            {t("login.outsideTitle")}
          </h3>
          <p className="text-sm text-night-800">{t("login.outsideText")}</p>
          <a
            href={links.playStore}
            target="_blank"
            rel="noopener"
            className={buttonClasses("secondary", "md", "bg-night-900")}
          >
            <PlayStoreIcon className="h-5 w-5" />
            {t("login.playStore")}
          </a>
          <Button ref={outsideCloseRef} variant="ghostLight" onClick={() => setOutsideIndia(false)}>
            {t("common.close")}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
