import { lazy, Suspense, use, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "./i18n/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
// The one stylesheet (react-toastify's inside it), linked by the Layout with a precedence so
// that React writes it at the top of the head, before the scripts' preloads.
import stylesheet from "./app.css?url";
import devanagariFont from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SmoothHashScroll } from "./components/layout/smooth-hash-scroll";
import { LoginDialogProvider } from "./features/auth";
import {
  createI18n,
  fixedT,
  isLanguageLoaded,
  loadLanguage,
  loadParts,
  loadRestOfLanguage,
  partsForPath,
} from "./i18n";
import { loadRootData } from "./lib/root-loader.server";
import { useNonce } from "./lib/nonce";
import { useRootData } from "./lib/session";
import { buttonClasses } from "./components/ui/button";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRootData(request, context);
}

// The header's session and bell count change on login, logout, language switch and page
// changes; a same-page search-param change does not need a new look-up.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

// Pages depend on the session and language cookies: no shared cache may keep them. A page
// refused for the visitor's rate limit says when to come back (lib/api.ts loaderApi).
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return {
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Language",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

export const meta: MetaFunction = () => [{ name: "theme-color", content: "#0a0820" }];

export function links() {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    // Installable (issue #14): the manifest, and the icon iOS uses on the home screen.
    { rel: "manifest", href: "/manifest.webmanifest" },
    { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  ];
}

// The toast region (react-toastify) is fetched after the page is interactive: no page shows a
// toast in its server render, and toasts raised before it is there wait in react-toastify's queue.
const Toasts = lazy(() => import("./components/layout/toaster").then((module) => ({ default: module.Toasts })));

// The 404 body of a loader's 404 (the catch-all route has it in its own script): fetched then.
const NotFoundContent = lazy(() =>
  import("./components/layout/not-found-content").then((module) => ({ default: module.NotFoundContent })),
);

const noSubscribe = () => () => {};

/** False in the server render and while hydrating, true after. */
function LateToasts() {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const { lang, stringsHrefs } = useRootData();
  // A switch to the other language, or to a page that needs another part of the strings (a
  // feature's), waits in the navigation's transition for them.
  const parts = partsForPath(useLocation().pathname);
  const i18n = isLanguageLoaded(lang, parts) ? createI18n(lang) : use(loadLanguage(lang, parts));
  // The rest of the language as soon as the page is interactive, the API's messages first (the
  // forms' own checks word their refusals with them): a message or dialog that uses a part the
  // page did not render finds it there.
  useEffect(() => {
    void loadParts(lang, ["apiMessages"]).then(() => loadRestOfLanguage(lang));
  }, [lang]);
  const nonce = useNonce();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        {/* The stylesheet first: the first paint waits for it alone, not for the scripts ahead of it. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {/* The page's strings in its language, fetched beside the scripts rather than after them. */}
        {stringsHrefs?.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        {/* Hindi pages need the Devanagari font at once (app.css; phones that have it use their own). */}
        {lang === "hi" ? (
          <link rel="preload" as="font" type="font/woff2" href={devanagariFont} crossOrigin="anonymous" />
        ) : null}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <SmoothHashScroll />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Header, main and footer around a page, or around the 404 and error pages. */
function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Lets tests (and CSS, if ever needed) know the page is interactive, error pages included.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return (
    <LoginDialogProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-full focus:bg-cream focus:px-4 focus:py-2 focus:text-night-900"
      >
        {t("common.skipToContent")}
      </a>
      <div className="starfield flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <LateToasts />
    </LoginDialogProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { lang } = useRootData();
  const t = fixedT(lang);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A loader that finds nothing throws a 404: the visitor sees the 404 page, with its status.
  if (status === 404) {
    return (
      <Shell>
        <title>{t("meta.notFoundTitle")}</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <NotFoundContent t={t} />
        </Suspense>
      </Shell>
    );
  }
  const busy = status === 429;
  return (
    <Shell>
      <title>{t("meta.errorTitle")}</title>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-24 text-center">
        <p className="font-display text-6xl text-gold-gradient">{status}</p>
        {/* 429: the visitor's rate limit, passed on by a loader (lib/api.ts loaderApi). */}
        <h1 className="font-display text-3xl">{t(busy ? "error.busyTitle" : "error.title")}</h1>
        <p className="text-cream/75">{t(busy ? "error.busyText" : "error.text")}</p>
        <a href="/" className={buttonClasses("primary", "md")}>
          {t("notFound.home")}
        </a>
      </section>
    </Shell>
  );
}
