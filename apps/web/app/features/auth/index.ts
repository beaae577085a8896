// The auth feature's public entry: what other features, routes and the root may use.
export { CodeForm } from "./code-entry";
export { LoginDialogProvider } from "./login-dialog-provider";
export { normalizeMobileInput, validateMobile } from "./mobile";
export { MobileField } from "./mobile-field";
export { useCodeConfirmation } from "./use-code-confirmation";
