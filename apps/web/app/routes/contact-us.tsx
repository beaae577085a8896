import type { MetaFunction } from "react-router";
import { CompanyDetails, ContactForm, GrievanceOfficer, trustMeta, TrustPageView, useCompany } from "../features/trust";

export const meta: MetaFunction = (args) => trustMeta(args, "contact");

/** Contact Us: support hours, the contact form, the grievance officer and the company details. */
export default function ContactUs() {
  const company = useCompany();
  return (
    <TrustPageView page="contact">
      <ContactForm />
      <GrievanceOfficer company={company} />
      <CompanyDetails company={company} />
    </TrustPageView>
  );
}
