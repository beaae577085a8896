// The consult feature's public entry: the consult page (astrologers, Consult Now, the form).
export { ConsultPage } from "./consult-page";
export { consultMeta } from "./meta";
