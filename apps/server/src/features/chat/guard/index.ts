// The guard on the model writer (ADR 025): the claim checker, the reply rules and the guarded writer.
export {
  checkClaims,
  extractClaims,
  type Claim,
  type ClaimKind,
  type ClaimReport,
  type Verdict,
} from "./claim-checker.ts";
export { devanagariShare } from "./language.ts";
export { guardWriter } from "./guarded-writer.ts";
export { newGuardReport, type GuardReport, type GuardRemoval } from "./report.ts";
