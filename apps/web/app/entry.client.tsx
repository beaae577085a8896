import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang, loadLanguage, partsForPath } from "./i18n";
import { rememberInvite } from "./lib/invite-code";

// A visitor from an invite link (/?invite=CODE) keeps the code until they log in.
rememberInvite(window.location.search);

// The page's strings (one language, the parts the page shows; preloaded by the document)
// before the first render.
const lang = document.documentElement.lang;
void loadLanguage(isLang(lang) ? lang : "en", partsForPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// The service worker only shows the offline page when a page cannot load (public/sw.js).
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  });
}
