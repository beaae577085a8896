import { createContext, useContext } from "react";

// The page's one login dialog, as everything outside the auth feature sees it: the header,
// the chat and the commerce pages open it; features/auth's LoginDialogProvider fills it in.

export interface OpenLoginOptions {
  /**
   * Called after a successful login instead of the usual page reload: for flows that continue
   * where they stopped (the spec's free-kundli page generates the kundli right away).
   */
  onLoggedIn?: () => void;
}

export interface LoginDialogApi {
  openLogin: (options?: OpenLoginOptions) => void;
}

export const LoginDialogContext = createContext<LoginDialogApi | null>(null);

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error("useLoginDialog must be used inside <LoginDialogProvider>");
  return api;
}
