/** An engine error with a stable code that callers switch on (the server maps it to an API error). */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;
  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}
