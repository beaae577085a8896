import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Checkbox } from "../../components/ui/checkbox";
import { ShareButton } from "../../components/ui/share-button";
import { useLang } from "./report-ui";

/** Share a saved kundli's chart: a public link without the birth details unless the box is ticked. */
export function ShareChart({ bid, heading }: { bid: string; heading: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [withBirth, setWithBirth] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton
        // The link is asked for (and its code fetched) when the button is pressed (issue #15).
        target={() =>
          import("../../components/ui/share-link").then(({ createShareLink }) =>
            createShareLink(
              { kind: "kundli", bid, birth_details: withBirth },
              { title: heading, text: t("kundliChart.report.shareText"), failed: t("kundliChart.report.shareFailed") },
              lang,
            ),
          )
        }
      />
      <Checkbox
        checked={withBirth}
        onChange={setWithBirth}
        className="flex items-center gap-1.5 text-xs text-cream/80"
        boxClassName="h-4 w-4 accent-gold-400"
      >
        {t("kundliChart.report.shareBirth")}
      </Checkbox>
    </div>
  );
}
