// What a public form's validator in the browser needs, read off the form's own zod schema: each field's limits
// and the spec's message for each way it can fail. The server renders them as the form's `data-rules`; the
// generic validator (app/behaviour/forms.ts) applies them as the visitor types. The server still judges.
import type { z } from "zod";

export type FieldRule = {
  required?: boolean;
  min?: number;
  max?: number;
  format?: "email";
  /** Messages: blank, shorter than min, longer than max, not the format. */
  missing?: string;
  short?: string;
  long?: string;
  invalid?: string;
  /** Required unless the named field is filled (a CV file or a link): `missing` when both are blank. */
  unless?: string;
  /** A file input: the extensions and size it takes, and the messages for a file outside them. */
  file?: { extensions: string[]; maxBytes: number; unsupported: string; tooLarge: string };
};

export type FormRules = Record<string, FieldRule>;

type Issue = { code: string; message: string; minimum?: number | bigint; maximum?: number | bigint; format?: string };

function issues(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error.issues as Issue[]);
}

/** The rules of every field of an object schema, found by asking the schema about a few probe values. */
export function formRules(schema: z.ZodObject): FormRules {
  const rules: FormRules = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const rule: FieldRule = {};
    const blank = issues(field, "");
    if (blank.length > 0) {
      rule.required = true;
      rule.missing = blank[0]!.message;
    }
    const short = blank.find((i) => i.code === "too_small");
    if (short && Number(short.minimum) > 1) {
      rule.min = Number(short.minimum);
      rule.short = short.message;
    }
    const long = issues(field, "a".repeat(100_001)).find((i) => i.code === "too_big");
    if (long) {
      rule.max = Number(long.maximum);
      rule.long = long.message;
    }
    const format = issues(field, "not an address").find((i) => i.code === "invalid_format" && i.format === "email");
    if (format) {
      rule.format = "email";
      rule.invalid = format.message;
    }
    if (Object.keys(rule).length > 0) rules[name] = rule;
  }
  return rules;
}

/**
 * The attributes a <form> carries for the generic validator. `extra` adds what a field's schema alone does not
 * tell (a rule across two fields, a file's limits), merged over the rules read from the schema.
 */
export function validatedFormProps(schema: z.ZodObject, busyText: string, extra: FormRules = {}) {
  const rules = formRules(schema);
  for (const [name, rule] of Object.entries(extra)) rules[name] = { ...rules[name], ...rule };
  return { "data-behaviour": "validate", "data-rules": JSON.stringify(rules), "data-busy-text": busyText };
}
