// The kundli feature's public entry: what routes and other features (matching) may use.
export {
  type BirthFormValues,
  emptyBirthForm,
  keptTimezone,
  type Persona,
  personaOf,
  round2,
  validateBirthForm,
  valuesFromRecord,
} from "./birth-form-model";
export { DateInputs, DigitInput, PlaceInputs, SmallLabel, type SetBirthField } from "./birth-inputs";
export { chartStyleFromCookie } from "./chart/chart-model";
export { KundliForm } from "./kundli-form";
export { kundliMeta, metaT } from "./meta";
export { signName } from "./names";
export { AboutKundli, KundliFaq, TodaysHoroscope } from "./page-sections";
export { PlaceField } from "./place-field";
export { placeLabel } from "./place-search";
export { KundliReport } from "./report";
export { ReportMessage } from "./report-message";
