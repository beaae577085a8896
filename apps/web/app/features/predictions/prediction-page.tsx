import type { OfferView, PredictionCredits } from "@graha/contracts";
import {
  PREDICTION_LANGUAGES,
  PREDICTION_TYPES,
  type PredictionLanguage,
  type PredictionType,
} from "@graha/contracts/vocabulary";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { offerLabel, PackPrice } from "../commerce";
import { requestPrediction } from "./api";

export interface PredictionPageProps {
  bid: string | null;
  initialType: PredictionType;
  initialLanguage: PredictionLanguage;
  credits: PredictionCredits | null;
  /** The "other" recharge group's prediction packs, shown when a period has no credit left. */
  packs: OfferView[];
}

type Status = "idle" | "running" | "done" | "failed" | "no-credit";

const selectClass =
  "h-11 rounded-xl border border-gold-400/30 bg-night-900 px-3 text-cream focus-visible:outline-2 focus-visible:outline-saffron-400";

/** The spec's predictions page: period and language, credits left, Generate, the streamed text. */
/** A labelled select of one of `options`. */
function Choice<T extends string>(props: {
  label: string;
  testId: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm text-cream/80">
      {props.label}
      <select
        className={selectClass}
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PredictionPage({ bid, initialType, initialLanguage, credits, packs }: PredictionPageProps) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<PredictionType>(initialType);
  const [language, setLanguage] = useState<PredictionLanguage>(initialLanguage);
  const [left, setLeft] = useState<PredictionCredits | null>(credits);
  const [text, setText] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState("");
  const running = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  // The panel follows the text as it streams in.
  useEffect(() => {
    const el = panel.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [text]);

  async function generate() {
    // Ignored while a prediction is being written.
    if (running.current || !bid) return;
    running.current = true;
    setStatus("running");
    setText("");
    setFailure("");
    const asked = type;
    let failedWith: string | null = null;
    let finished = false;
    try {
      const outcome = await requestPrediction({ bid, type: asked, language }, (event) => {
        if (event.type === "delta") setText((current) => current + event.text);
        else if (event.type === "done") {
          finished = true;
          setLeft(event.credits);
        } else failedWith = event.message || t("predictions.genericError");
      });
      if (!outcome.ok) {
        if (outcome.status === 402) {
          setLeft((current) => (current ? { ...current, [asked]: 0 } : current));
          setFailure(outcome.message ?? t("predictions.noCredits", { period: t(`predictions.leftShort.${asked}`) }));
          setStatus("no-credit");
          return;
        }
        failedWith = outcome.message || t("predictions.genericError");
      } else if (!finished && failedWith === null) failedWith = t("predictions.genericError");
      if (failedWith !== null) {
        setFailure(failedWith);
        setStatus("failed");
      } else setStatus("done");
    } finally {
      running.current = false;
    }
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-5 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-gold-200 sm:text-4xl">{t("predictions.title")}</h1>
      <p className="mt-2 text-cream/75">{t("predictions.subtitle")}</p>

      {!bid ? (
        <div className="mt-8 flex flex-col items-start gap-3">
          <Alert>{t("predictions.noKundli")}</Alert>
          <Link to="/create-kundli?predictions=true" className={buttonClasses("primary", "md")}>
            {t("predictions.chooseKundli")}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-8 flex flex-wrap items-end gap-4">
            <Choice
              label={t("predictions.period")}
              testId="prediction-period"
              value={type}
              options={PREDICTION_TYPES}
              optionLabel={(p) => t(`predictions.periods.${p}`)}
              onChange={setType}
            />
            <Choice
              label={t("predictions.language")}
              testId="prediction-language"
              value={language}
              options={PREDICTION_LANGUAGES}
              optionLabel={(l) => t(`predictions.languages.${l}`)}
              onChange={setLanguage}
            />
            <Button
              type="button"
              size="md"
              aria-disabled={status === "running"}
              data-testid="prediction-generate"
              onClick={() => void generate()}
            >
              {t("predictions.generate")}
            </Button>
          </div>

          {left ? (
            <div className="mt-6" data-testid="prediction-credits">
              <p className="text-sm font-semibold text-cream/80">{t("predictions.left")}</p>
              <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PREDICTION_TYPES.map((p) => (
                  <div
                    key={p}
                    className={`rounded-xl border px-3 py-2 ${p === type ? "border-saffron-400/70 bg-saffron-500/10" : "border-gold-400/20 bg-night-900/60"}`}
                  >
                    <dt className="text-xs text-cream/70">{t(`predictions.leftShort.${p}`)}</dt>
                    <dd className="font-display text-xl font-semibold text-gold-200" data-testid={`credits-${p}`}>
                      {left[p]}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          {status === "running" ? (
            <p role="status" className="mt-6 font-semibold text-saffron-300" data-testid="prediction-wait">
              {t("predictions.generating")}
            </p>
          ) : null}

          {status === "failed" ? (
            <div className="mt-6" data-testid="prediction-failed">
              <Alert>{failure}</Alert>
            </div>
          ) : status === "no-credit" ? (
            <div className="mt-6 flex flex-col gap-4" data-testid="prediction-no-credit">
              <Alert>{failure}</Alert>
              <h2 className="font-display text-2xl font-semibold text-gold-200">{t("predictions.packsTitle")}</h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {packs.map((offer) => (
                  <li
                    key={offer.id}
                    className="flex items-center gap-3 rounded-2xl border border-white/10 bg-night-950/40 p-3"
                    data-testid={`prediction-pack-${offer.id}`}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-gold-200">{offerLabel(offer, i18n.language, t)}</p>
                      <PackPrice offer={offer} />
                    </div>
                    <Link
                      to={`/payment?offer=${encodeURIComponent(offer.id)}`}
                      className={buttonClasses("primary", "sm", "shrink-0")}
                    >
                      {t("predictions.buy")}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to="/recharges" className="text-saffron-300 underline underline-offset-4">
                {t("predictions.allRecharges")}
              </Link>
            </div>
          ) : (
            <div
              ref={panel}
              role="region"
              aria-label={t("predictions.panelLabel")}
              aria-live="polite"
              data-testid="prediction-panel"
              className="mt-6 max-h-[60vh] min-h-40 overflow-y-auto whitespace-pre-line rounded-2xl border border-gold-400/20 bg-night-900/70 p-5 leading-relaxed text-cream/90"
            >
              {text || (status === "idle" ? <span className="text-cream/60">{t("predictions.empty")}</span> : null)}
            </div>
          )}
          <p className="mt-4 text-xs text-cream/60">{t("predictions.aiNote")}</p>
        </>
      )}
    </section>
  );
}
