import type { AdminContentResponse } from "@graha/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input, Label, Textarea } from "../../components/ui/input";
import { useAdminAction } from "./action";
import {
  CONTENT_KINDS,
  CREATABLE,
  editableFields,
  fromTexts,
  LONG_FIELDS,
  TEMPLATES,
  toText,
  type ContentKind,
  type Row,
} from "./content-fields";
import { Badge, Panel } from "./ui";

/** Home figures, testimonials, videos, consultant astrologers, offers and plans, each row its own form. */
export function ContentEditor({ data: content }: { data: AdminContentResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t("admin.content.figures")} testId="content-figures">
        <RowForm testId="figures" path="/api/v1/admin/content/figures" shape={content.figures} sendAll />
      </Panel>
      {CONTENT_KINDS.map((kind) => (
        <Panel key={kind} title={t(`admin.content.kinds.${kind}`)} testId={`content-${kind}`}>
          <ul className="flex flex-col gap-2">
            {(content[kind] as Row[]).map((row) => (
              <li key={String(row.id)} data-id={row.id}>
                <details className="rounded-2xl border border-night-900/15 p-3">
                  <summary className="cursor-pointer font-semibold">
                    {summaryOf(kind, row)}{" "}
                    {row.active === 0 ? <Badge tone="bad">{t("admin.content.off")}</Badge> : null}
                  </summary>
                  <div className="mt-3">
                    <RowForm
                      testId={`${kind}-row`}
                      path={`/api/v1/admin/content/${kind}/${encodeURIComponent(String(row.id))}`}
                      shape={row}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
          {(CREATABLE as readonly ContentKind[]).includes(kind) ? (
            <details className="mt-3 rounded-2xl border border-dashed border-night-900/25 p-3">
              <summary className="cursor-pointer font-semibold">{t("admin.content.add")}</summary>
              <div className="mt-3">
                <RowForm
                  testId={`${kind}-new`}
                  path={`/api/v1/admin/content/${kind}`}
                  shape={TEMPLATES[kind as (typeof CREATABLE)[number]] as Row}
                  sendAll
                  resetOnDone
                />
              </div>
            </details>
          ) : null}
        </Panel>
      ))}
    </div>
  );
}

function summaryOf(kind: ContentKind, row: Row): string {
  const first = kind === "offers" ? row.text : kind === "videos" ? row.title : row.name;
  return `${toText(first ?? null) || String(row.id)}${kind === "offers" ? ` · ${toText(row.astrologer ?? null)}` : ""}`;
}

/**
 * One row's fields as a form: numbers, lists one per line, Hindi twins labelled as such. An
 * update sends only what changed; `sendAll` sends every field (figures, a new row).
 */
function RowForm({
  path,
  shape,
  sendAll = false,
  resetOnDone = false,
  testId,
}: {
  path: string;
  shape: Row;
  sendAll?: boolean;
  resetOnDone?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const action = useAdminAction();
  const initial = () => Object.fromEntries(editableFields(shape).map((field) => [field, toText(shape[field] ?? null)]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [invalid, setInvalid] = useState<string[]>([]);
  const label = (field: string) => {
    const base = field.endsWith("_hi") ? field.slice(0, -3) : field;
    const name = t(`admin.content.fields.${base}` as "admin.content.fields.name", { defaultValue: base });
    return field.endsWith("_hi") ? t("admin.content.inHindi", { field: name }) : name;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, invalid: wrong } = fromTexts(shape, texts, sendAll ? undefined : shape);
    setInvalid(wrong);
    if (wrong.length > 0) return;
    if (await action.submit(path, body)) {
      if (resetOnDone) setTexts(initial());
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" data-testid={testId}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {editableFields(shape).map((field) => {
          const id = `${testId}-${path}-${field}`;
          const error =
            action.fields[field] ?? (invalid.includes(field) ? t("admin.content.invalidNumber") : undefined);
          const long = LONG_FIELDS.has(field);
          const set = (value: string) => setTexts((current) => ({ ...current, [field]: value }));
          return (
            <div key={field} className={long ? "flex flex-col gap-1.5 sm:col-span-2" : "flex flex-col gap-1.5"}>
              <Label htmlFor={id}>{label(field)}</Label>
              {long ? (
                <Textarea
                  id={id}
                  rows={3}
                  value={texts[field] ?? ""}
                  onChange={(event) => set(event.target.value)}
                  aria-invalid={error ? true : undefined}
                />
              ) : (
                <Input
                  id={id}
                  value={texts[field] ?? ""}
                  onChange={(event) => set(event.target.value)}
                  inputMode={typeof shape[field] === "number" ? "decimal" : undefined}
                  aria-invalid={error ? true : undefined}
                />
              )}
              {error ? <p className="text-sm text-red-700">{error}</p> : null}
            </div>
          );
        })}
      </div>
      {action.alert ? <Alert>{action.alert}</Alert> : null}
      <Button type="submit" disabled={action.busy} aria-busy={action.busy || undefined}>
        {action.busy ? t("admin.saving") : t("admin.save")}
      </Button>
    </form>
  );
}
