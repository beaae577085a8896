import type { AdminAuditResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { useSearchParams } from "react-router";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { auditFilterIn } from "./model";
import { Panel, QueryForm } from "./ui";

/** The audit log, newest first, filtered by staff member, record or action (the page's query). */
export function AuditLog({ data: { entries } }: { data: AdminAuditResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const filter = auditFilterIn(useSearchParams()[0]);
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <QueryForm
          submitLabel={t("admin.filter")}
          className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end"
          inputs={(["actor", "target", "action"] as const).map((name) => ({
            name,
            label: t(`admin.audit.${name}`),
            value: filter[name],
          }))}
        />
      </Panel>
      {entries.length === 0 ? (
        <Panel>{t("admin.none")}</Panel>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="audit">
          {entries.map((entry) => (
            <li key={entry.id} data-action={entry.action}>
              <Panel>
                <p className="flex flex-wrap gap-x-2 text-sm">
                  <span className="font-semibold">{entry.action}</span>
                  <span>
                    {entry.target_type}:{entry.target_id}
                  </span>
                  <span className="text-night-800/70">{formatDateTime(entry.created_at, lang)}</span>
                </p>
                <p className="text-xs text-night-800/80">
                  {t("admin.audit.by", { actor: entry.actor_id, roles: entry.actor_roles })}
                </p>
                {entry.reason ? (
                  <p className="mt-1 text-sm">
                    {t("admin.audit.why")}: {entry.reason}
                  </p>
                ) : null}
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {(["before", "after"] as const).map((side) =>
                    entry[side] ? (
                      <div key={side}>
                        <p className="text-xs font-semibold">{t(`admin.audit.${side}`)}</p>
                        <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-xl bg-night-900/5 p-2 text-xs">
                          {entry[side]}
                        </pre>
                      </div>
                    ) : null,
                  )}
                </div>
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
