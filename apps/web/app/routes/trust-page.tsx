import { useLocation, type MetaFunction } from "react-router";
import {
  CompanyDetails,
  GrievanceOfficer,
  TRUST_PATHS,
  trustMeta,
  TrustPageView,
  useCompany,
  type TrustPageId,
} from "../features/trust";

// About Us, Terms of Use, Privacy Policy, Refund Policy and Shipping Policy: one module for the
// five URLs (routes.ts), the page chosen by the path.
const pageAt = (pathname: string): TrustPageId =>
  (Object.entries(TRUST_PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ""))?.[0] as TrustPageId) ??
  "about";

export const meta: MetaFunction = (args) => trustMeta(args, pageAt(args.location.pathname));

export default function TrustPage() {
  const page = pageAt(useLocation().pathname);
  const company = useCompany();
  return (
    <TrustPageView page={page}>
      {page === "privacy" ? (
        <>
          <GrievanceOfficer company={company} />
          <CompanyDetails company={company} />
        </>
      ) : null}
    </TrustPageView>
  );
}
