import type { ForumNoticeResponse, ForumProfileResponse, RedeemResponse } from "@graha/contracts";
import { AVATAR_IDS, avatarPath, MIN_REDEEM_POINTS, POINTS_PER_QUESTION } from "@graha/contracts/patterns";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useFormCall } from "./call";
import { InputField } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-submit";
import { BirthSelect, type BirthOption } from "./handle-form";
import { redeemPointsError, validateProfileEmail } from "./validate";

type Profile = ForumProfileResponse["profile"];

/** A dialog behind a button: a form whose `submit` returns whether to close. */
function FormDialog({
  trigger,
  title,
  description,
  testId,
  busy,
  alert,
  onOpen,
  submit,
  submitLabel,
  children,
}: {
  trigger: string;
  title: string;
  description?: string;
  testId: string;
  busy: boolean;
  alert: string | null;
  onOpen: () => void;
  submit: () => Promise<boolean>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    if (next) onOpen();
    setOpen(next);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!busy && (await submit())) setOpen(false);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => change(true)}>
        {trigger}
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent closeLabel={t("forum.common.close")} data-testid={testId}>
          <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-4">
            <DialogTitle className="pr-8">{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
            {children}
            <FormSubmit alert={alert} busy={busy}>
              {submitLabel}
            </FormSubmit>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Redeem Questions: 100 points buy one Oracle question; at least 100 points. */
export function RedeemDialog({ pointsLeft, onDone }: { pointsLeft: number; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, alert, setAlert, run, lang } = useFormCall();
  const [points, setPoints] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const problem = redeemPointsError(points);
    setError(problem ? t(`forum.redeem.${problem}`, { min: MIN_REDEEM_POINTS }) : undefined);
    if (problem) return false;
    const done = await run(() => api<RedeemResponse>("/api/v1/forum/redeem", { body: { points: Number(points) } }));
    if (!done) return false;
    toast.success(
      (apiMessage(done, lang) ?? t("forum.redeem.title")) + t("forum.redeem.added", { count: done.questions_added }),
    );
    onDone();
    return true;
  };
  return (
    <FormDialog
      trigger={t("forum.profile.redeem")}
      title={t("forum.redeem.title")}
      description={t("forum.redeem.note", { per: POINTS_PER_QUESTION, count: pointsLeft })}
      testId="redeem-dialog"
      busy={busy}
      alert={alert}
      onOpen={() => {
        setPoints("");
        setError(undefined);
        setAlert(null);
      }}
      submit={submit}
      submitLabel={busy ? t("forum.redeem.busy") : t("forum.redeem.submit")}
    >
      <InputField
        id={`${id}-points`}
        label={t("forum.redeem.points")}
        error={error}
        type="number"
        inputMode="numeric"
        min={MIN_REDEEM_POINTS}
        step={POINTS_PER_QUESTION}
        value={points}
        onChange={(event) => setPoints(event.target.value)}
        disabled={busy}
      />
    </FormDialog>
  );
}

/** What both profile dialogs share: the PUT that saves, its toast and reload, and the dialog's labels. */
function useProfileSave(label: string, onDone: () => void) {
  const { t } = useTranslation();
  const form = useFormCall();
  const save = async (body: object) => {
    const done = await form.run(() => api<ForumNoticeResponse>("/api/v1/forum/profile", { method: "PUT", body }));
    if (!done) return false;
    toast.success(apiMessage(done, form.lang) ?? label);
    onDone();
    return true;
  };
  const submitLabel = form.busy ? t("forum.common.saving") : t("forum.common.save");
  return { ...form, save, dialog: { trigger: label, title: label, busy: form.busy, alert: form.alert, submitLabel } };
}

/** Edit Profile: email, default birth profile and the private flag (sent as 1 or 0). */
export function EditProfileDialog({
  profile,
  births,
  onDone,
}: {
  profile: Profile;
  births: readonly BirthOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, setAlert, lang, save, dialog } = useProfileSave(t("forum.profile.editProfile"), onDone);
  const [email, setEmail] = useState(profile.email ?? "");
  const [bid, setBid] = useState(profile.default_birth_profile ?? "");
  const [isPrivate, setIsPrivate] = useState(profile.is_private);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const code = validateProfileEmail(email);
    setError(code && messageText(lang, code));
    if (code) return false;
    return save({ email: email.trim(), bid: bid || 0, is_private: isPrivate ? 1 : 0, is_ban: 0 });
  };
  return (
    <FormDialog
      {...dialog}
      testId="edit-profile-dialog"
      onOpen={() => {
        setEmail(profile.email ?? "");
        setBid(profile.default_birth_profile ?? "");
        setIsPrivate(profile.is_private);
        setError(undefined);
        setAlert(null);
      }}
      submit={submit}
    >
      <InputField
        id={`${id}-email`}
        label={t("forum.profile.email")}
        error={error}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <BirthSelect id={`${id}-bid`} births={births} value={bid} onChange={setBid} disabled={busy} />
      <Checkbox
        checked={isPrivate}
        onChange={setIsPrivate}
        disabled={busy}
        className="flex items-center gap-2 text-sm font-semibold"
        boxClassName="h-5 w-5 accent-saffron-500"
      >
        {t("forum.profile.isPrivate")}
      </Checkbox>
    </FormDialog>
  );
}

/** Edit Avatar: one of the drawn faces (the same list GET /api/v1/avatars gives), saved with the profile. */
export function EditAvatarDialog({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const { busy, setAlert, save, dialog } = useProfileSave(t("forum.profile.editAvatar"), onDone);
  const [avatar, setAvatar] = useState(profile.avatar);
  // The profile's email and kundli go along unchanged (the PUT takes the whole profile).
  const submit = async () =>
    avatar ? save({ email: profile.email ?? "", bid: profile.default_birth_profile ?? 0, avatar }) : true;
  return (
    <FormDialog
      {...dialog}
      testId="edit-avatar-dialog"
      onOpen={() => {
        setAvatar(profile.avatar);
        setAlert(null);
      }}
      submit={submit}
    >
      <div role="radiogroup" aria-label={t("forum.profile.editAvatar")} className="grid grid-cols-4 gap-2">
        {AVATAR_IDS.map((id, index) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={avatar === id}
            aria-label={t("forum.profile.avatarOption", { number: index + 1 })}
            onClick={() => setAvatar(id)}
            disabled={busy}
            className={`rounded-full p-0.5 ${avatar === id ? "ring-4 ring-saffron-500" : "ring-1 ring-night-700/20"}`}
          >
            <img src={avatarPath(id)} alt="" className="h-14 w-14 rounded-full" />
          </button>
        ))}
      </div>
    </FormDialog>
  );
}
