import type { KundliView } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

/** "Delete this kundli?" for a saved kundli (open while `confirm` is set). */
export function DeleteKundliDialog({
  confirm,
  deleting,
  onDelete,
  onClose,
}: {
  confirm: KundliView | null;
  deleting: boolean;
  onDelete: (record: KundliView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={confirm !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t("common.close")} data-testid="delete-kundli-dialog">
        <div className="flex flex-col gap-4">
          <DialogTitle>{t("kundli.saved.confirmTitle")}</DialogTitle>
          <DialogDescription>{t("kundli.saved.confirmText", { name: confirm?.full_name ?? "" })}</DialogDescription>
          <div className="flex gap-3">
            <Button
              variant="danger"
              className="flex-1"
              disabled={deleting}
              onClick={() => (confirm ? onDelete(confirm) : undefined)}
            >
              {t("kundli.saved.yes")}
            </Button>
            <Button variant="outlineLight" className="flex-1" disabled={deleting} onClick={onClose}>
              {t("kundli.saved.no")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
