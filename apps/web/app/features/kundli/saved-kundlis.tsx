import type { KundliView } from "@graha/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/react";
import { Button } from "../../components/ui/button";
import { TitledSection } from "../../components/ui/titled-section";

// The list (select, view, delete) is fetched only for a signed-in user who has saved records:
// a visitor's first load carries the sign-in prompt alone. On a server-rendered page the list
// stays on screen, as rendered, until its script arrives.
const SavedKundliList = lazy(() =>
  import("./saved-kundli-list").then((module) => ({ default: module.SavedKundliList })),
);

/** The saved birth records beside the form: a sign-in prompt, an empty note, or the list. */
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
        <Suspense fallback={null}>
          <SavedKundliList births={births} selectedBid={selectedBid} onSelect={onSelect} onDeleted={onDeleted} />
        </Suspense>
      )}
    </TitledSection>
  );
}
