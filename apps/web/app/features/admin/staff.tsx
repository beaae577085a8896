import type { StaffGrantBody, StaffListResponse, StaffRole, StaffRevokeBody } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { ROLES } from "./model";
import { Badge, DataTable, Panel, ReasonForm, SelectField, TextField } from "./ui";

/** Staff and their roles: take one back, or grant one to a mobile number. */
export function StaffPage({ data: { staff } }: { data: StaffListResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Panel className="lg:col-span-2">
        <DataTable
          testId="staff"
          rows={staff}
          rowKey={(member) => member.user_id}
          rowAttributes={(member) => ({ "data-mobile": member.mobile })}
          columns={[
            {
              head: t("admin.staff.mobile"),
              cell: (member) => (
                <>
                  <span className="font-semibold">{member.mobile}</span>
                  {member.from_configuration ? (
                    <span className="mt-1 block">
                      <Badge>{t("admin.staff.fromConfiguration")}</Badge>
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              head: t("admin.staff.roles"),
              cell: (member) => (
                <ul className="flex flex-col gap-2">
                  {member.roles.map((role) => (
                    <li key={role.role} className="flex flex-wrap items-center gap-2">
                      <Badge tone="good">{t(`admin.roleNames.${role.role}`)}</Badge>
                      <span className="text-xs text-night-800/70">
                        {t("admin.staff.grantedBy", { at: formatDateTime(role.granted_at, lang) })}
                      </span>
                      {member.from_configuration && role.role === "admin" ? null : (
                        <RevokeButton userId={member.user_id} role={role.role} />
                      )}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </Panel>
      <Panel>
        <GrantForm />
      </Panel>
    </div>
  );
}

function RevokeButton({ userId, role }: { userId: string; role: StaffRole }) {
  const { t } = useTranslation();
  const label = t("admin.staff.revoke", { role: t(`admin.roleNames.${role}`) });
  return (
    <details>
      <summary className="cursor-pointer text-xs font-semibold text-red-800 underline">{label}</summary>
      <ReasonForm
        testId="revoke"
        title={label}
        path="/api/v1/admin/staff/revoke"
        withReason={false}
        variant="danger"
        submitLabel={label}
        body={() => ({ user_id: userId, role }) satisfies StaffRevokeBody}
      />
    </details>
  );
}

function GrantForm() {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState("");
  const [role, setRole] = useState<StaffRole>("support");
  return (
    <ReasonForm
      testId="grant"
      title={t("admin.staff.grantTitle")}
      path="/api/v1/admin/staff"
      withReason={false}
      submitLabel={t("admin.staff.grant")}
      onDone={() => setMobile("")}
      body={() => ({ mobile: mobile.replace(/[\s-]/g, ""), role }) satisfies StaffGrantBody}
    >
      <TextField
        id="grant-mobile"
        label={t("admin.staff.grantMobile")}
        value={mobile}
        onChange={setMobile}
        inputMode="tel"
      />
      <SelectField
        id="grant-role"
        label={t("admin.staff.role")}
        value={role}
        onChange={setRole}
        options={ROLES}
        optionText={(r) => t(`admin.roleNames.${r}`)}
      />
    </ReasonForm>
  );
}
