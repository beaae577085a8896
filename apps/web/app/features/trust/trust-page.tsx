import type { CompanyResponse } from "@graha/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useNavigate } from "react-router";
import { PageTitle } from "../../components/ui/page-title";
import { TitledSection } from "../../components/ui/titled-section";
import { useRootData } from "../../lib/session";
import { fillCompany, UNKNOWN_COMPANY, type TrustPageId, type TrustPages } from "./page-model";

/** The company details as the pages show them: the API's, or a neutral stand-in while it is away. */
export function useCompany(): CompanyResponse {
  return useRootData().company ?? UNKNOWN_COMPANY;
}

/** "Go back": to the previous page of this visit, or home when the page was opened directly. */
export function GoBackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      onClick={(event) => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="inline-flex items-center gap-1 text-sm font-semibold text-saffron-300 hover:text-saffron-200"
    >
      <span aria-hidden="true">←</span> {t("trust.goBack")}
    </Link>
  );
}

const card = "rounded-2xl border border-gold-400/20 bg-night-900/70 p-5";
const h2 = "font-display text-xl font-semibold text-gold-200";

/** The company's registered name, address and GSTIN. */
export function CompanyDetails({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="company-details" title={t("trust.company.heading")} className={card} titleClassName={h2}>
      <dl className="mt-3 grid gap-2 text-cream/80 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-cream">{t("trust.company.name")}</dt>
        <dd>{company.name}</dd>
        <dt className="font-semibold text-cream">{t("trust.company.address")}</dt>
        <dd>{company.address}</dd>
        <dt className="font-semibold text-cream">{t("trust.company.gstin")}</dt>
        <dd>{company.gstin}</dd>
      </dl>
    </TitledSection>
  );
}

/** The grievance officer (DPDP Act 2023): who to write to about personal data. */
export function GrievanceOfficer({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation();
  const officer = company.grievance_officer;
  return (
    <TitledSection id="grievance-officer" title={t("trust.grievance.heading")} className={card} titleClassName={h2}>
      <p className="mt-2 text-cream/80">{t("trust.grievance.text")}</p>
      <dl className="mt-3 grid gap-2 text-cream/80 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-cream">{t("trust.grievance.name")}</dt>
        <dd>{officer.name}</dd>
        <dt className="font-semibold text-cream">{t("trust.grievance.email")}</dt>
        <dd>
          <a href={`mailto:${officer.email}`} className="text-saffron-300 underline">
            {officer.email}
          </a>
        </dd>
      </dl>
    </TitledSection>
  );
}

/**
 * A trust page (About Us, a policy, Contact Us) in the visitor's language, filled with the
 * company details; `children` follow the sections. The privacy policy says whether a
 * language-model provider writes replies from the company answer, so it is true for this site.
 */
export function TrustPageView({ page, children }: { page: TrustPageId; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  // The texts of the page's language, a part of its strings (pages-en.ts, pages-hi.ts; i18n/parts.ts).
  const text = (i18n.part("trustPages") as TrustPages)[page];
  const fill = (value: string) => fillCompany(value, company);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-5 sm:py-14" data-trust-page={page}>
      <GoBackLink />
      <header className="flex flex-col gap-3">
        <PageTitle>{text.title}</PageTitle>
        <p className="text-lg text-cream/85">{fill(text.intro)}</p>
      </header>
      {text.sections.map((section, index) => (
        <TitledSection
          key={section.heading}
          id={`${page}-section-${index + 1}`}
          title={section.heading}
          className="flex flex-col gap-3 text-cream/80"
          titleClassName={h2}
        >
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          {section.list ? (
            <ul className="ml-5 flex list-disc flex-col gap-2">
              {section.list.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
              {section.languageModelItem ? (
                <li data-testid="language-model-processor">
                  {t(company.external_language_model ? "trust.languageModel.on" : "trust.languageModel.off")}
                </li>
              ) : null}
            </ul>
          ) : null}
        </TitledSection>
      ))}
      {children}
      <p className="text-sm text-cream/55">{t("trust.lastUpdated")}</p>
    </article>
  );
}
