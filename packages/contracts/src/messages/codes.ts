import type { en } from "./en.ts";

/** A stable message code: what the API sends beside a rendered text, and the catalogues' key. */
export type MessageCode = keyof typeof en;

export type MessageLanguage = "en" | "hi";

/** A catalogue entry: one text, or a pair chosen by the `count` parameter. */
export type MessageText = string | { readonly one: string; readonly other: string };

export type Catalogue = { readonly [C in MessageCode]: MessageText };

type Texts<T> = T extends { one: infer One; other: infer Other } ? One | Other : T;
type ParamNamesIn<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNamesIn<Rest> : never;

/** The parameters a code's English text names: `{ seconds: number }` for "… {seconds} seconds." */
export type MessageParams<C extends MessageCode> = {
  [Name in ParamNamesIn<Texts<(typeof en)[C]>>]: Name extends "count" ? number : string | number;
};

/** Codes whose text has no parameters. */
export type PlainMessageCode = { [C in MessageCode]: keyof MessageParams<C> extends never ? C : never }[MessageCode];

/** A message to show: its code and, when the text has any, its parameters. */
export type Message = {
  [C in MessageCode]: keyof MessageParams<C> extends never
    ? { code: C; params?: undefined }
    : { code: C; params: MessageParams<C> };
}[MessageCode];

/** Parameters as they travel in an API answer. */
export type MessageParamValues = Readonly<Record<string, string | number>>;

/** A message whose parameters are not checked against its text (one read from an API answer). */
export interface MessageRef {
  code: MessageCode;
  params?: MessageParamValues | undefined;
}
