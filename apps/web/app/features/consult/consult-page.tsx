import type { Consultant } from "@graha/contracts";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { useLoginDialog } from "../../lib/login-dialog";
import { localMobile, useRootData } from "../../lib/session";
import { ConsultForm } from "./consult-form";

/** The spec's testimonials loop: one full scroll in 20 seconds. */
export const TESTIMONIAL_LOOP_SECONDS = 20;

function Rating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-gold-300">
      <span aria-hidden="true">★</span>
      <span aria-label={t("consult.rating", { rating: rating.toFixed(1) })}>{rating.toFixed(1)}</span>
    </span>
  );
}

/** A consultant's testimonials: shown or hidden by a toggle; they scroll upwards in a 20 s loop. */
function ScrollingTestimonials({ items }: { items: Consultant["testimonials"] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  if (items.length === 0) return null;
  const list = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex flex-col gap-3 pb-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl bg-night-950/60 p-3 text-sm">
          <p className="text-cream/85">“{item.text}”</p>
          <p className="mt-1 flex items-center justify-between text-xs text-cream/60">
            <span>{item.name}</span>
            <Rating rating={item.rating} />
          </p>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-4 border-t border-white/10 pt-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-gold-200">{t("consult.testimonials")}</h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="rounded-full px-2 py-1 text-xs font-semibold text-saffron-300 hover:bg-white/5"
        >
          {open ? t("consult.hideTestimonials") : t("consult.showTestimonials")}
        </button>
      </div>
      <div id={listId} hidden={!open} className="mt-3 h-40 overflow-hidden" data-testid="consultant-testimonials">
        <div
          className="animate-[scroll-half-up_linear_infinite] hover:[animation-play-state:paused] motion-reduce:animate-none"
          style={{ animationDuration: `${TESTIMONIAL_LOOP_SECONDS}s` }}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
    </div>
  );
}

function ConsultantCard({ consultant, onConsult }: { consultant: Consultant; onConsult: () => void }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState(false);
  const titleId = `consultant-${consultant.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-3xl border border-gold-400/20 bg-gradient-to-b from-night-800/80 to-night-900/80 p-6 shadow-xl shadow-black/30"
      >
        <div className="flex items-center gap-4">
          <button
            type="button"
            onClick={() => setEnlarged(true)}
            aria-label={t("consult.enlarge", { name: consultant.name })}
            className="shrink-0 rounded-full ring-2 ring-gold-400/40 transition hover:ring-saffron-400"
          >
            <img src={consultant.photo} alt="" width={88} height={88} className="h-22 w-22 rounded-full" />
          </button>
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
              {consultant.name}
            </h2>
            <Rating rating={consultant.rating} />
          </div>
        </div>
        <dl className="mt-4 grid gap-2 text-sm">
          <div>
            <dt className="text-cream/60">{t("consult.specialization")}</dt>
            <dd className="font-semibold text-cream">{consultant.specialization}</dd>
          </div>
          <div>
            <dt className="sr-only">{t("consult.experienceLabel")}</dt>
            <dd className="text-cream/85">{t("consult.experience", { count: consultant.experience_years })}</dd>
          </div>
          <div>
            <dt className="text-cream/60">{t("consult.languages")}</dt>
            <dd className="text-cream/85">{consultant.languages.join(", ")}</dd>
          </div>
        </dl>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-cream/75">{consultant.bio}</p>
        <Button className="mt-4" onClick={onConsult} aria-label={t("consult.consultWith", { name: consultant.name })}>
          {t("consult.consultNow")}
        </Button>
        <ScrollingTestimonials items={consultant.testimonials} />
      </article>
      <Dialog open={enlarged} onOpenChange={setEnlarged}>
        <DialogContent closeLabel={t("consult.close")} className="max-w-lg">
          <DialogTitle>{consultant.name}</DialogTitle>
          <DialogDescription>{consultant.specialization}</DialogDescription>
          <img
            src={consultant.photo}
            alt={t("consult.photoOf", { name: consultant.name })}
            width={400}
            height={400}
            className="mx-auto mt-4 w-full max-w-sm rounded-2xl bg-night-900"
          />
        </DialogContent>
      </Dialog>
    </li>
  );
}

/**
 * The consult page: the astrologers from the database, Consult Now (the login dialog for a
 * visitor, else the consultation form) and the success dialog once the request is stored.
 */
export function ConsultPage({ consultants }: { consultants: Consultant[] | null }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { openLogin } = useLoginDialog();
  const [formFor, setFormFor] = useState<Consultant | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const consult = (consultant: Consultant) => (user ? setFormFor(consultant) : openLogin());
  return (
    <div className="mx-auto max-w-7xl px-5 pb-20 pt-10 sm:pt-14">
      <div className="mb-10 text-center">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          <span className="text-gold-gradient">{t("consult.title")}</span>
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-cream/75">{t("consult.subtitle")}</p>
      </div>
      {consultants ? (
        <ul className="grid gap-6 lg:grid-cols-3">
          {consultants.map((consultant) => (
            <ConsultantCard key={consultant.id} consultant={consultant} onConsult={() => consult(consultant)} />
          ))}
        </ul>
      ) : (
        <Alert tone="info" className="mx-auto max-w-xl bg-night-900 text-cream">
          {t("consult.unavailable")}
        </Alert>
      )}
      <Dialog open={formFor !== null} onOpenChange={(open) => (open ? undefined : setFormFor(null))}>
        <DialogContent closeLabel={t("consult.close")}>
          <DialogTitle>{t("consult.form.title")}</DialogTitle>
          {formFor ? <DialogDescription>{t("consult.form.with", { name: formFor.name })}</DialogDescription> : null}
          {formFor ? (
            <ConsultForm
              consultantId={formFor.id}
              accountMobile={user ? localMobile(user.mobile) : undefined}
              onSent={(message) => {
                setFormFor(null);
                setThanks(message);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog open={thanks !== null} onOpenChange={(open) => (open ? undefined : setThanks(null))}>
        <DialogContent closeLabel={t("consult.close")}>
          <DialogTitle>{t("consult.success.title")}</DialogTitle>
          <DialogDescription className="mt-2 text-base">{thanks}</DialogDescription>
          <Button className="mt-5 w-full" onClick={() => setThanks(null)}>
            {t("consult.success.done")}
          </Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}
