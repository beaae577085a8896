import type { KundliView } from "@graha/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

// The confirmation (and Radix's dialog under it) is fetched when a delete is first asked for (ADR 035).
const DeleteKundliDialog = lazy(() =>
  import("./delete-kundli-dialog").then((module) => ({ default: module.DeleteKundliDialog })),
);

/** The logged-in user's saved birth records: select fills the form, delete asks Yes/No. */
export function SavedKundliList({
  births,
  selectedBid,
  onSelect,
  onDeleted,
}: {
  births: KundliView[];
  selectedBid: string | null;
  onSelect: (record: KundliView) => void;
  onDeleted: (bid: string) => void;
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
    <>
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
    </>
  );
}
