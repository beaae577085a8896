import type { CompanyResponse, MeResponse } from "@graha/contracts";
import { useRouteLoaderData } from "react-router";
import type { Lang } from "../i18n";

type User = MeResponse["user"];
/** The logged-in user: the API's `User` (pages and tests may leave out its creation time). */
export type SessionUser = Pick<User, "id" | "mobile"> & Partial<Pick<User, "createdAt">>;

/** What the root loader gives every page. */
export interface RootData {
  lang: Lang;
  /** This site's origin as the visitor reached it, for canonical and Open Graph URLs. */
  origin: string;
  user: SessionUser | null;
  unseenCount: number;
  /** The company behind the site (footer, privacy and contact pages); absent when the API did not answer. */
  company?: CompanyResponse | null;
  /** The built scripts of the page's strings in its language, preloaded by the document (none in development). */
  stringsHrefs?: string[];
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { lang: "en", origin: "", user: null, unseenCount: 0 };
}

/** The local 10-digit part of an API mobile ("919876543210" → "9876543210"). */
export function localMobile(mobile: string): string {
  return mobile.length === 12 && mobile.startsWith("91") ? mobile.slice(2) : mobile;
}
