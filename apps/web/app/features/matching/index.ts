// The matching feature's public entry: what routes and other features may use.
export { MatchingForm } from "./matching-form";
