import type { AdminLead, AdminLeadBody, AdminLeadsResponse } from "@graha/contracts";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { NativeSelect } from "../../components/ui/input";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { LEAD_STATUS_LIST, leadsCsvHref, leadStatusIn, type LeadStatus } from "./model";
import { Badge, Panel, QueryForm, ReasonForm, TextAreaField } from "./ui";

/**
 * Consultation requests and contact messages: a status filter (the page's query), the CSV
 * export, and each with its status and notes.
 */
export function LeadsList({ data: { leads } }: { data: AdminLeadsResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const status = leadStatusIn(useSearchParams()[0]);
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <QueryForm submitLabel={t("admin.filter")}>
            <Field id={`${id}-status`} label={t("admin.leads.status")}>
              {(aria) => (
                <NativeSelect {...aria} name="status" defaultValue={status ?? ""}>
                  <option value="">{t("admin.all")}</option>
                  <StatusOptions />
                </NativeSelect>
              )}
            </Field>
          </QueryForm>
          <a href={leadsCsvHref(status)} download className={buttonClasses("secondary", "md")} data-testid="leads-csv">
            {t("admin.leads.csv")}
          </a>
        </div>
      </Panel>
      {leads.length === 0 ? (
        <Panel>{t("admin.none")}</Panel>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="leads">
          {leads.map((lead) => (
            <li key={`${lead.kind}:${lead.id}`}>
              <LeadCard lead={lead} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LeadCard({ lead }: { lead: AdminLead }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? "");
  return (
    <Panel>
      <p className="flex flex-wrap items-center gap-2 text-xs text-night-800/80">
        <Badge>{t(`admin.leads.kinds.${lead.kind}`)}</Badge>
        <Badge tone={lead.status === "closed" ? "good" : lead.status === "new" ? "bad" : "neutral"}>
          {t(`admin.leads.statuses.${lead.status}`)}
        </Badge>
        {t("admin.leads.received", { at: formatDateTime(lead.created_at, lang) })} · {lead.language}
      </p>
      <h3 className="mt-2 font-display text-lg font-semibold">{lead.name}</h3>
      <p className="break-all text-sm">
        {t("admin.leads.contact")}: {[lead.mobile, lead.email].filter(Boolean).join(" · ") || "—"}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm">{lead.detail}</p>
      <div className="mt-3">
        <ReasonForm
          testId="lead"
          title={t("admin.leads.status")}
          path={`/api/v1/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`}
          withReason={false}
          submitLabel={t("admin.save")}
          body={() => ({ status, notes }) satisfies AdminLeadBody}
        >
          <NativeSelect
            aria-label={t("admin.leads.status")}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            <StatusOptions />
          </NativeSelect>
          <TextAreaField
            id={`${id}-notes`}
            label={t("admin.leads.notes")}
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={setNotes}
          />
        </ReasonForm>
      </div>
    </Panel>
  );
}

/** The leads' statuses as a select's options. */
function StatusOptions() {
  const { t } = useTranslation();
  return LEAD_STATUS_LIST.map((s) => (
    <option key={s} value={s}>
      {t(`admin.leads.statuses.${s}`)}
    </option>
  ));
}
