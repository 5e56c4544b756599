// The field rules every form shares (text, e-mail, switches, record ids, enums), so a schema imports its
// building blocks from here rather than from another entity's schema.
import { z } from "~/platform/zod";
import { parseId } from "~/platform/params";
import { visibleText } from "~/platform/hidden-characters";
import { withRule } from "~/schemas/form-rules";
import { catalogue, fill, type Catalogue } from "~/i18n/catalogue";
import { LANGUAGES } from "~/i18n/languages";

export { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/platform/hidden-characters";

/** The messages every field shares, in one language (a Spanish form passes `catalogue("es").forms`). */
export type FieldTexts = Catalogue["forms"];
const ENGLISH = catalogue("en").forms;

const tooLong = (max: number, texts: FieldTexts) => fill(texts.tooLong, { max });

/** A required text field: trimmed, with one message for missing, too short or not text at all. */
export const requiredText = (min: number, max: number, message: string, texts: FieldTexts = ENGLISH) =>
  withRule(
    z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z
        .string({ error: message })
        .min(min, message)
        .max(max, tooLong(max, texts))
        .refine(visibleText, texts.hiddenCharacters),
    ),
    {
      required: true,
      missing: message,
      ...(min > 1 ? { min, short: message } : {}),
      max,
      long: tooLong(max, texts),
    },
  );

/** An optional text field: blank becomes null. */
export const optionalText = (max: number, texts: FieldTexts = ENGLISH) =>
  withRule(
    z
      .preprocess(
        (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
        z.string().max(max, tooLong(max, texts)).refine(visibleText, texts.hiddenCharacters).optional(),
      )
      .transform((v) => v ?? null),
    { max, long: tooLong(max, texts) },
  );

/** An e-mail address (at most 254 characters), with one message for every way it can be wrong. */
export const emailField = (message: string) =>
  withRule(
    z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.string({ error: message }).max(254, message).email(message),
    ),
    { required: true, missing: message, max: 254, long: message, format: "email", invalid: message },
  );

/** How a yes/no arrives: JSON's true and false, and a form's checkbox ("on") or hidden value; absent is no. */
const YES: readonly unknown[] = [true, "on", "true", "1"];
const NO: readonly unknown[] = [false, undefined, null, "", "off", "false", "0"];

/**
 * A yes/no field (published, active, enabled), for forms and JSON alike: one of the spellings above, or a 400
 * naming the field. Anything else ("yes", 1, a repeated form field) is refused rather than read as no.
 */
export const booleanField = z.preprocess(
  (v) => (YES.includes(v) ? true : NO.includes(v) ? false : v),
  z.boolean({ error: "Must be true or false" }),
);

/** One value of a list from the vocabulary, with the message that names the list. */
export const enumField = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A record id posted by an admin form (`id`): the same rule as every id in a URL (params.ts). */
export const recordId = z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: "Invalid record id." }));

/** A quick admin action on one record: its id. */
export const recordAction = z.object({ id: recordId });

/** One step up or down an ordered list (categories, case studies, the proof lists): its id and the way. */
export const moveAction = recordAction.extend({
  direction: z.enum(["up", "down"], { error: "Direction must be up or down." }),
});

/** A switch on one record (publish, activate): its id and the new value. */
export const switchAction = z.object({ id: recordId, value: booleanField });

/** A record's language: English when absent or blank; anything but a language the site speaks is refused, naming it. */
export const languageField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? "en" : v),
  z.enum(LANGUAGES, { error: `Language must be ${LANGUAGES.join(" or ")}` }),
);

/**
 * The id of the record a translation translates, or null (blank, absent) for none. Whether that record exists and
 * is in the other language is the model's check (it needs the database).
 */
export const translationOfField = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : (parseId(v) ?? v)),
    z.number({ error: message }).int(message).positive(message).nullable(),
  );
