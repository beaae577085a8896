import { createContext, useContext } from "react";

// The per-request CSP script nonce, provided by entry.server around <ServerRouter>. In the
// browser it is undefined: scripts added after hydration are loaded by already-trusted scripts.
// (Styles need none: the policy's style-src allows 'unsafe-inline', which Radix's scroll lock uses.)
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
