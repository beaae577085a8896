import type { WheelSpinResponse, WheelStatusResponse } from "@graha/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/react";
import {
  Link,
  useLoaderData,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../components/ui/dialog";
import { useLoginDialog } from "../lib/login-dialog";
import {
  commerceMeta,
  formatDate,
  formatDateTime,
  PageHeading,
  percentOfSlice,
  planSpin,
  playTick,
  playWin,
  SLICE_ANGLE,
  sliceAt,
  SparkleIcon,
  unlockAudio,
  WheelSvg,
} from "../features/commerce";
import { api, hasSessionCookie, loaderApi } from "../lib/api";
import { apiMessage } from "../lib/api-message";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "wheel");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { status: null };
  const status = await loaderApi(context, request)<WheelStatusResponse>("/api/v1/wheel");
  return { status: status.ok ? status.data : null };
}

interface Win {
  percent: number;
  expiresAt: string;
}

export default function WheelOfFortune() {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { status } = useLoaderData<typeof loader>();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const wheelRef = useRef<SVGGElement>(null);
  const rotation = useRef(0);
  const frame = useRef<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [win, setWin] = useState<Win | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sound, setSound] = useState(true);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const draw = (angle: number) => {
    wheelRef.current?.setAttribute("transform", `rotate(${(angle * 180) / Math.PI})`);
  };

  const animateTo = (target: number, done: () => void) => {
    const plan = planSpin(rotation.current, target);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduced) {
      rotation.current = plan.to;
      draw(plan.to);
      done();
      return;
    }
    // The physics counts frames at 60 a second; a slow device applies several frames' steps
    // at once, so the spin takes the same time everywhere and still ends on the same slice.
    let index = 0;
    let started: number | null = null;
    let lastSlice = Math.floor(rotation.current / SLICE_ANGLE);
    const step = (now: number) => {
      started ??= now;
      const due = Math.min(plan.steps.length, Math.floor(((now - started) / 1000) * 60) + 1);
      while (index < due) {
        rotation.current += plan.steps[index]!;
        index += 1;
      }
      draw(rotation.current);
      const slice = Math.floor(rotation.current / SLICE_ANGLE);
      if (slice !== lastSlice) {
        lastSlice = slice;
        if (soundRef.current) playTick();
      }
      if (index >= plan.steps.length) {
        frame.current = null;
        done();
        return;
      }
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  };

  const spin = async () => {
    if (!user) return openLogin();
    if (spinning) return;
    if (sound) unlockAudio();
    setError(null);
    setSpinning(true);
    const answer = await api<WheelSpinResponse>("/api/v1/wheel/spin", { body: {} });
    if (!answer.ok) {
      setSpinning(false);
      setError(apiMessage(answer.body, lang) ?? t("commerce.wheel.spinFailed"));
      // A network failure leaves the wheel as it was; a refusal may mean it changed.
      if (answer.status !== 0) void revalidator.revalidate();
      return;
    }
    const { percent, expires_at: expiresAt } = answer.data;
    animateTo(percent - 1, () => {
      setLanded(percentOfSlice(sliceAt(rotation.current)));
      setSpinning(false);
      if (soundRef.current) playWin();
      setWin({ percent, expiresAt });
    });
  };

  const closeWin = () => {
    setWin(null);
    void revalidator.revalidate();
  };

  const canSpin = !user || Boolean(status?.can_spin);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-5 sm:py-14">
      <PageHeading title={t("commerce.wheel.title")} subtitle={t("commerce.wheel.subtitle")} />
      <div className="grid items-center gap-8 md:grid-cols-[1.1fr_0.9fr]">
        <div className="flex justify-center" data-testid="wheel" data-landed={landed ?? undefined}>
          <WheelSvg ref={wheelRef} label={t("commerce.wheel.wheelLabel")} />
        </div>
        <div className="flex flex-col gap-4">
          {user && status && !status.can_spin && !spinning && !win ? (
            <div
              role="status"
              className="flex flex-col gap-2 rounded-2xl border border-gold-400/30 bg-night-900/70 p-4"
              data-testid="wheel-spun"
            >
              <p className="font-semibold text-gold-200">{t("commerce.wheel.alreadySpun")}</p>
              {status.next_spin_at ? (
                <p className="text-cream/80">
                  {t("commerce.wheel.nextSpin", { when: formatDateTime(status.next_spin_at, lang) })}
                </p>
              ) : null}
            </div>
          ) : null}
          {user && status?.discount && !win ? (
            <div
              className="flex flex-col gap-3 rounded-2xl border border-emerald-400/40 bg-emerald-500/10 p-4"
              data-testid="wheel-discount"
            >
              <p className="text-emerald-100">
                {t("commerce.wheel.currentDiscount", {
                  percent: status.discount.percent,
                  date: formatDate(status.discount.expires_at, lang),
                })}
              </p>
              <Link to="/recharges" className={buttonClasses("primary", "sm", "self-start")}>
                {t("commerce.wheel.useDiscount")}
              </Link>
            </div>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <Button
            size="lg"
            onClick={() => void spin()}
            disabled={spinning || !canSpin}
            aria-busy={spinning || undefined}
          >
            {spinning ? t("commerce.wheel.spinning") : t("commerce.wheel.spin")}
          </Button>
          {!user ? <p className="text-sm text-cream/70">{t("commerce.wheel.loginText")}</p> : null}
          <label className="flex items-center gap-2 text-sm text-cream/80">
            <input
              type="checkbox"
              checked={sound}
              onChange={(event) => setSound(event.target.checked)}
              className="h-4 w-4 accent-saffron-500"
            />
            {t("commerce.wheel.sound")}
          </label>
          <p className="text-sm text-cream/60">{t("commerce.wheel.rules")}</p>
        </div>
      </div>

      <Dialog open={win !== null} onOpenChange={(open) => (open ? undefined : closeWin())}>
        <DialogContent closeLabel={t("commerce.common.close")} data-testid="win-dialog" className="text-center">
          {win ? (
            <div className="flex flex-col items-center gap-3">
              <SparkleIcon className="h-12 w-12 text-saffron-500" />
              <DialogTitle>{t("commerce.wheel.winTitle")}</DialogTitle>
              <p className="font-display text-5xl font-bold text-saffron-600" data-testid="win-percent">
                {win.percent}%
              </p>
              <DialogDescription className="text-base opacity-100">
                {t("commerce.wheel.winText", { percent: win.percent })}
              </DialogDescription>
              {win.expiresAt ? (
                <p className="text-sm text-night-800/70">
                  {t("commerce.wheel.winValid", { date: formatDate(win.expiresAt, lang) })}
                </p>
              ) : null}
              <div className="mt-2 grid w-full grid-cols-2 gap-2">
                <Button variant="secondary" onClick={closeWin}>
                  {t("commerce.wheel.cancel")}
                </Button>
                <Button onClick={() => void navigate("/recharges", { state: { discount: win.percent } })}>
                  {t("commerce.wheel.recharge")}
                </Button>
              </div>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
