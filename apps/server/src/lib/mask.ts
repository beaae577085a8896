/** 919876543210 → 91******3210: enough to tell numbers apart in logs, never the whole one. */
export function maskMobile(mobile: string): string {
  return mobile.replace(/(\d{2})\d{6}(\d{4})/, "$1******$2");
}

/** Masks every run of 10+ digits in free text (URLs, messages) before it is logged. */
export function maskDigitsInText(text: string): string {
  return text.replace(/\d{10,}/g, (run) => `${run.slice(0, 2)}${"*".repeat(run.length - 6)}${run.slice(-4)}`);
}
