// Typed data files (docs/decisions/0037). TypeScript types a JSON import's strings as `string`, so a record type
// with literal unions (an icon name, a role) cannot take it as it is. `fromJson<T>(json)` takes the file as `Json<T>`,
// T with those unions widened, so the typecheck still holds every key, list and optional field of the file to T;
// the unions' values are left to a test of the file's own (each caller names it).

/** What a JSON import of T is typed as: the same keys and lists, its literal unions `string`. */
export type Json<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export function fromJson<T>(json: Json<T>): T {
  return json as T;
}
