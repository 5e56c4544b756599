// Typed data files (docs/decisions/0037). TypeScript types a JSON import's strings as `string`, so a record type
// with literal unions (an icon name, a role) cannot take it as it is. `fromJson<T>(json)` takes the file as
// `Widen<T>`, T with its literals widened, so the typecheck still holds every key, list and optional field of the
// file to T; the unions' values are left to a test of the file's own (each caller names it).

/** T with its literal texts widened to `string`: the type of a JSON file of T, or of a translation of T. */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export function fromJson<T>(json: Widen<T>): T {
  return json as T;
}
