// The commerce feature's public entry: what routes and other features may use.
import { lazy } from "react";

export { AppDownloadDialog } from "./app-download-dialog";
export { CancelSubscription } from "./cancel-dialog";
export { CheckoutPanel, type PreparedOrder, SummaryTable } from "./checkout";

/** The order summary and checkout fetched when first rendered, for a page that shows them in a dialog only. */
const checkout = () => import("./checkout");
export const LazyCheckoutPanel = lazy(() => checkout().then((module) => ({ default: module.CheckoutPanel })));
export const LazySummaryTable = lazy(() => checkout().then((module) => ({ default: module.SummaryTable })));

export { formatDate, formatDateTime, isAccountKey, paymentIdOf, reasonKey } from "./format";
export { InviteDialog } from "./invite-dialog";
export { commerceMeta } from "./meta";
export { formatPaise, formatRupees, percentOneDecimal } from "./money";
export { planText } from "./plan-text";
export { TransferDialog } from "./transfer-dialog";
export { CheckList, CreamCard, HistoryPage, LoginRequired, NightCard, PageHeading, SparkleIcon } from "./ui";
export { WheelSvg } from "./wheel";
export { percentOfSlice, planSpin, SLICE_ANGLE, sliceAt } from "./wheel-math";
export { playTick, playWin, unlockAudio } from "./wheel-sounds";
export { offerLabel } from "./item-label";
export { PackPrice, packPrice, unitPriceText } from "./pack-price";
