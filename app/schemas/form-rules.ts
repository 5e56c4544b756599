// What a public form's validator in the browser needs: each field's limits and the spec's message for each way it
// can fail, declared on the field beside the zod rules it mirrors, from the same numbers and messages (fields.ts's
// builders do it for their fields). The server renders them as the form's `data-rules`; the generic validator
// (app/behaviour/forms.ts) applies them as the visitor types. The server still judges.
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
  /** A group of checkboxes of one name (in a fieldset with the field's id): how many may be ticked. */
  choices?: { min: number; max: number; missing: string; tooMany: string };
};

export type FormRules = Record<string, FieldRule>;

/** Declares the browser's rule for a field, beside the zod rules it mirrors (the schema keeps judging on the server). */
export function withRule<T extends z.ZodType>(schema: T, rule: FieldRule): T {
  return schema.meta({ formRule: rule }) as T;
}

/** The rule a field declared, looking through the transforms wrapped around it (`.transform` keeps the input side). */
function ruleOf(field: z.ZodType): FieldRule | undefined {
  const declared = (field.meta() as { formRule?: FieldRule } | undefined)?.formRule;
  if (declared) return declared;
  const def = field._zod.def as { type: string; in?: z.ZodType };
  return def.type === "pipe" && def.in ? ruleOf(def.in) : undefined;
}

/** The rules every field of an object schema declared with `withRule` (fields.ts's builders declare theirs). */
export function formRules(schema: z.ZodObject): FormRules {
  const rules: FormRules = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const rule = ruleOf(field);
    if (rule) rules[name] = rule;
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
