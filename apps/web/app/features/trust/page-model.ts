// The shape of a trust page's text (About Us, the policies, Contact Us), the same in every
// language, and how the company details fill it.
import type { CompanyResponse } from "@graha/contracts";
import { links } from "../../lib/links";

export interface TrustSection {
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
  /** The list ends with the language-model provider's item (on or off, from the company answer). */
  languageModelItem?: boolean;
}

export interface TrustPage {
  title: string;
  intro: string;
  sections: readonly TrustSection[];
}

export const TRUST_PAGE_IDS = ["about", "terms", "privacy", "refund", "shipping", "contact"] as const;
export type TrustPageId = (typeof TRUST_PAGE_IDS)[number];
export type TrustPages = Readonly<Record<TrustPageId, TrustPage>>;

/** Each page's URL (the spec's route table). */
export const TRUST_PATHS: Readonly<Record<TrustPageId, string>> = {
  about: links.about,
  terms: links.terms,
  privacy: links.privacy,
  refund: links.refund,
  shipping: links.shipping,
  contact: links.contact,
};

/** The company as the pages name it before the API has answered (never in production: the root loader asks). */
export const UNKNOWN_COMPANY: CompanyResponse = {
  name: "Graha",
  address: "",
  gstin: "",
  grievance_officer: { name: "", email: "" },
  external_language_model: false,
};

/** `{{company}}`, `{{address}}`, `{{gstin}}`, `{{officer}}` and `{{officerEmail}}` in `text`, from the company details. */
export function fillCompany(text: string, company: CompanyResponse): string {
  const values: Record<string, string> = {
    company: company.name,
    address: company.address,
    gstin: company.gstin,
    officer: company.grievance_officer.name,
    officerEmail: company.grievance_officer.email,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
