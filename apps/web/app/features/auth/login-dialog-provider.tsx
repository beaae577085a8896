import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { LoginDialogContext, type OpenLoginOptions } from "../../lib/login-dialog";

// The dialog (its form, the code entry, Radix's dialog) is fetched the first time someone
// opens it, not with every page (issue #15); it stays mounted after that.
const LoginDialog = lazy(() => import("./login-dialog").then((module) => ({ default: module.LoginDialog })));

/** Holds the one login dialog of the page; anything below can open it with `useLoginDialog`. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<OpenLoginOptions | null>(null);
  const [wanted, setWanted] = useState(false);
  const api = useMemo(
    () => ({
      openLogin: (next: OpenLoginOptions = {}) => {
        setWanted(true);
        setOptions(next);
      },
    }),
    [],
  );
  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <LoginDialog
            open={options !== null}
            onOpenChange={(open) => setOptions(open ? (options ?? {}) : null)}
            onLoggedIn={options?.onLoggedIn}
          />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
