// The trust feature's public entry: About Us, Terms of Use, Privacy Policy, Refund Policy,
// Shipping Policy and Contact Us (with its form), and their meta tags.
export { ContactForm, contactFieldCodes } from "./contact-form";
export { trustMeta } from "./meta";
export { TRUST_PAGE_IDS, TRUST_PATHS, type TrustPageId } from "./page-model";
export { CompanyDetails, GrievanceOfficer, TrustPageView, useCompany } from "./trust-page";
