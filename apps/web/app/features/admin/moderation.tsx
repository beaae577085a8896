import type { AdminModerationResponse } from "@graha/contracts";
import { FORUM_SILENCE_DAYS } from "@graha/contracts/patterns";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import type { ButtonVariant } from "../../components/ui/button";
import { ItemAuthorAndReports } from "../forum";
import { Badge, Panel, ReasonForm, SelectField } from "./ui";

type Item = AdminModerationResponse["items"][number];

/** The AstroHub review queue: each item with why it is here and its reports; restore, remove, silence. */
export function ModerationList({ data: { items } }: { data: AdminModerationResponse }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Panel>{t("admin.none")}</Panel>;
  return (
    <ul className="flex flex-col gap-4" data-testid="admin-moderation">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} data-testid="admin-moderation-item" data-kind={item.kind} data-id={item.id}>
          <ModerationItem item={item} />
        </li>
      ))}
    </ul>
  );
}

function ModerationItem({ item }: { item: Item }) {
  const { t } = useTranslation();
  const state = !item.hidden
    ? t("admin.moderation.reported")
    : item.held_reason === "link"
      ? t("admin.moderation.heldLink")
      : t("admin.moderation.heldReports");
  const base = `/api/v1/admin/moderation/${item.kind}/${encodeURIComponent(item.id)}`;
  return (
    <Panel>
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-night-800/70">
        {item.kind === "discussion" ? t("admin.moderation.discussion") : t("admin.moderation.comment")}
        <Badge tone={item.hidden ? "bad" : "neutral"}>{state}</Badge>
      </p>
      <h3 className="mt-1 font-display text-lg font-semibold">{item.title}</h3>
      <p className="mt-1 whitespace-pre-wrap break-words">{item.text}</p>
      <ItemAuthorAndReports item={item} labels="admin.moderation" anonymous={t("admin.moderation.anonymous")} posted />
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        <ItemAction base={base} action="restore" />
        <ItemAction base={base} action="remove" variant="danger" />
        {item.uid ? (
          <Folded label={t("admin.moderation.silence")} testId="silence-open">
            <SilenceForm uid={item.uid} />
          </Folded>
        ) : null}
      </div>
    </Panel>
  );
}

/** Restoring or removing an item, with a reason, folded away until asked for. */
function ItemAction({
  base,
  action,
  variant,
}: {
  base: string;
  action: "restore" | "remove";
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const label = t(`admin.moderation.${action}`);
  return (
    <Folded label={label} testId={`${action}-open`}>
      <ReasonForm testId={action} title={label} path={`${base}/${action}`} submitLabel={label} variant={variant} />
    </Folded>
  );
}

/** An action folded away until asked for (so a phone shows the queue, not every form). */
function Folded({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <details className="rounded-2xl border border-night-900/15 p-3">
      <summary className="cursor-pointer font-semibold" data-testid={testId}>
        {label}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

function SilenceForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [days, setDays] = useState<number>(FORUM_SILENCE_DAYS[0]);
  return (
    <ReasonForm
      testId="silence"
      title={t("admin.moderation.silence")}
      path={`/api/v1/admin/moderation/users/${encodeURIComponent(uid)}/silence`}
      body={(reason) => ({ days, reason })}
      submitLabel={t("admin.moderation.silence")}
      variant="secondary"
    >
      <SelectField
        id={`${id}-days`}
        label={t("admin.moderation.days")}
        value={days}
        onChange={setDays}
        options={FORUM_SILENCE_DAYS}
        optionText={(d) => t("admin.moderation.daysOption", { count: d })}
      />
    </ReasonForm>
  );
}
