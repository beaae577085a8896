import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { DialogRoot } from "./dialog-radix";

// The dialogs (Radix's, with the app's look, dialog-radix.tsx: 10 KiB compressed) are fetched
// when one first opens, not with every page that has one (issue #15, ADR 038). Every dialog of
// the app is controlled (`open`), and a closed Radix dialog renders nothing, so until then
// neither does this one.
const radix = () => import("./dialog-radix");
const Root = lazy(() => radix().then((m) => ({ default: m.DialogRoot })));
export const DialogContent = lazy(() => radix().then((m) => ({ default: m.DialogContent })));
export const DialogTitle = lazy(() => radix().then((m) => ({ default: m.DialogTitle })));
export const DialogDescription = lazy(() => radix().then((m) => ({ default: m.DialogDescription })));

export function Dialog(props: ComponentProps<typeof DialogRoot>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}
