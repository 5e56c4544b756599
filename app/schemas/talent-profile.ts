// The talent network's form and /api twin (issue 30), and the Talent pool's filters and staff intents: one schema
// per use, the messages in the form's language, the browser's rules declared beside the zod rules they mirror.
import { z } from "~/platform/zod";
import { emailField, recordId, requiredText, visibleText } from "~/schemas/fields";
import { withRule } from "~/schemas/form-rules";
import { byLanguage, fill } from "~/i18n/catalogue";
import {
  ENGLISH_LEVELS,
  isTalentSkill,
  MAX_SKILLS,
  SENIORITIES,
  TALENT_COUNTRIES,
  TALENT_SKILLS,
  type TalentSkill,
} from "~/schemas/talent-vocabulary";

export * from "~/schemas/talent-vocabulary";

const PROFILE_URL_MAX = 500;

/** An empty file input sends a nameless, empty file: that is no file. */
const noFile = (v: unknown) => (v === "" || (v instanceof File && v.size === 0 && v.name === "") ? undefined : v);

/** One value of a list, chosen in a <select> whose first option ("Choose…") is blank. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  withRule(
    z.preprocess((v) => (v === "" ? undefined : v), z.enum(values, { error: message })),
    { required: true, missing: message },
  );

/**
 * Skills: checkboxes (one value or several), a JSON array, or a comma-separated text (a multipart /api body); 1 to
 * MAX_SKILLS of the fixed list, each once. Every way it is wrong is reported on `skills`.
 */
const skillsField = (m: { skillsMissing: string; skillsTooMany: string; skillsUnknown: string }) =>
  z
    .preprocess(
      (v) => {
        if (v === undefined || v === null || v === "") return [];
        if (typeof v === "string")
          return isTalentSkill(v)
            ? [v]
            : v
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean);
        return v;
      },
      z.array(z.string({ error: m.skillsUnknown }), { error: m.skillsUnknown }).max(100, m.skillsTooMany),
    )
    .superRefine((skills, ctx) => {
      if (skills.length === 0) ctx.addIssue({ code: "custom", message: m.skillsMissing });
      else if (!skills.every(isTalentSkill)) ctx.addIssue({ code: "custom", message: m.skillsUnknown });
      else if (new Set(skills).size > MAX_SKILLS) ctx.addIssue({ code: "custom", message: m.skillsTooMany });
    })
    .transform((skills) => [...new Set(skills)] as TalentSkill[]);

const talentFieldsFor = byLanguage(({ talent: { messages: m }, forms }) =>
  z.object({
    fullName: requiredText(2, 100, m.fullName, forms),
    email: emailField(m.email),
    phone: requiredText(10, 40, m.phone, forms),
    country: choice(TALENT_COUNTRIES, m.country),
    seniority: choice(SENIORITIES, m.seniority),
    englishLevel: choice(ENGLISH_LEVELS, m.englishLevel),
    skills: skillsField({ ...m, skillsTooMany: fill(m.skillsTooMany, { max: MAX_SKILLS }) }),
    profileUrl: withRule(
      z
        .preprocess(
          (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
          z
            .string({ error: m.profileUrl })
            .max(PROFILE_URL_MAX, fill(forms.tooLong, { max: PROFILE_URL_MAX }))
            .refine(isHttpsUrl, m.profileUrl)
            .refine(visibleText, forms.hiddenCharacters)
            .optional(),
        )
        .transform((v) => v ?? ""),
      { max: PROFILE_URL_MAX, long: fill(forms.tooLong, { max: PROFILE_URL_MAX }) },
    ),
    resumeFile: z.preprocess(noFile, z.file({ error: m.unsupported }).optional()),
    consent: withRule(
      z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, { error: m.consent })),
      { required: true, missing: m.consent },
    ),
  }),
);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A CV file or a profile link: judged even when other fields fail, so one answer lists every missing field. */
const hasCvOrLink = (value: { profileUrl?: unknown; resumeFile?: unknown }) =>
  Boolean(value.profileUrl || value.resumeFile);

/** The talent network's form, with the messages of the page's language. */
export const talentSchemaFor = byLanguage((t, language) =>
  talentFieldsFor(language).refine(hasCvOrLink, {
    path: ["profileUrl"],
    message: t.talent.messages.cvOrLink,
    when: () => true,
  }),
);

/** POST /api/talent-network (JSON, or multipart with the file in `resumeFile`): the English messages. */
export const apiTalentSchema = talentSchemaFor("en");
export type TalentInput = z.infer<typeof apiTalentSchema>;

/** The form's field shape (conform's useForm type). */
export const talentFields = talentFieldsFor("en");

/** The pool's staff intents: invite a profile to apply to a published job, or make an application of it. */
export const talentJobAction = z.object({
  id: recordId,
  jobId: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "Choose a published job" }).int().positive("Choose a published job"),
  ),
});

/** The skills every option list shows, in the list's order. */
export const SKILL_OPTIONS: readonly TalentSkill[] = TALENT_SKILLS;
