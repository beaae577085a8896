import type { KundliView } from "@graha/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { TitledSection } from "../../components/ui/titled-section";

/** The logged-in user's saved birth records: select fills the form, delete asks Yes/No. */
// The confirmation (and Radix's dialog under it) is fetched when a delete is first asked for (ADR 035).
const DeleteKundliDialog = lazy(() =>
  import("./delete-kundli-dialog").then((module) => ({ default: module.DeleteKundliDialog })),
);

export function SavedKundlis({
  births,
  selectedBid,
  onSelect,
  onDeleted,
  onLogin,
}: {
  /** null: logged out. */
  births: KundliView[] | null;
  selectedBid: string | null;
  onSelect: (record: KundliView) => void;
  onDeleted: (bid: string) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<KundliView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [asked, setAsked] = useState(false);

  const remove = async (record: KundliView) => {
    setDeleting(true);
    try {
      // DELETE carries no body and no content type.
      const response = await fetch(`/api/v1/kundlis/${encodeURIComponent(record.bid)}`, {
        method: "DELETE",
        credentials: "same-origin",
      });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      toast.success(t("kundli.saved.deleted"));
      onDeleted(record.bid);
    } catch {
      toast.error(t("kundli.errors.deleteFailed"));
    } finally {
      setDeleting(false);
      setConfirm(null);
    }
  };

  return (
    <TitledSection
      id="saved-kundli-title"
      title={t("kundli.saved.title")}
      className="rounded-3xl border border-gold-400/20 bg-night-900/70 p-5 print:hidden"
      titleClassName="font-display text-xl font-semibold text-gold-200"
    >
      {births === null ? (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p className="text-sm text-cream/75">{t("kundli.saved.loginPrompt")}</p>
          <Button size="sm" onClick={onLogin}>
            {t("kundli.saved.login")}
          </Button>
        </div>
      ) : births.length === 0 ? (
        <p className="mt-3 text-sm text-cream/70">{t("kundli.saved.empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="saved-kundlis">
          {births.map((record) => {
            const isSelected = record.bid === selectedBid;
            return (
              <li
                key={record.bid}
                data-testid="saved-kundli"
                className={cn(
                  "rounded-2xl border p-3",
                  isSelected ? "border-saffron-400 bg-saffron-500/10" : "border-white/10 bg-night-800/60",
                )}
              >
                <p className="font-semibold text-cream">{record.full_name}</p>
                <p className="text-xs text-cream/65">
                  {record.dob} · {record.tob} · {record.pob}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={isSelected ? "primary" : "outline"}
                    className="h-8 px-3"
                    aria-pressed={isSelected}
                    aria-label={t("kundli.saved.selectLabel", { name: record.full_name })}
                    onClick={() => onSelect(record)}
                  >
                    {isSelected ? t("kundli.saved.selected") : t("kundli.saved.select")}
                  </Button>
                  <Link
                    to={`/kundli/${encodeURIComponent(record.bid)}`}
                    className="inline-flex h-8 items-center rounded-full px-3 text-sm font-semibold text-gold-200 hover:bg-white/10"
                  >
                    {t("kundli.saved.view")}
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="h-8 px-3 text-red-300 hover:bg-red-500/10"
                    aria-label={t("kundli.saved.deleteLabel", { name: record.full_name })}
                    onClick={() => {
                      setAsked(true);
                      setConfirm(record);
                    }}
                  >
                    {t("kundli.saved.delete")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asked ? (
        <Suspense fallback={null}>
          <DeleteKundliDialog
            confirm={confirm}
            deleting={deleting}
            onDelete={(record) => void remove(record)}
            onClose={() => setConfirm(null)}
          />
        </Suspense>
      ) : null}
    </TitledSection>
  );
}
