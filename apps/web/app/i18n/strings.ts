/**
 * The shape a translation must fill: the same keys as `T` (the English strings), nested the
 * same way, with any string at each leaf. Each feature's Hindi strings are typed by it.
 */
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
