// /jobs/talent-network: join the talent network without an opening. A real multipart form that works without
// JavaScript (the answer is shown in place) and validates as the person types with it, through the public-write
// pipeline (origin, rate limit, honeypot) like the application form.
import { CvFieldset } from "~/components/site/cv-fieldset";
import { useForm } from "@conform-to/react";
import type { Route } from "./+types/jobs.talent-network";
import type { z } from "zod";
import { CandidateForm, checkboxClass, ConsentBox } from "~/components/site/candidate-form";
import { FormPage } from "~/components/site/form-page";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  ChoiceBoxes,
  ChoiceField,
  FieldError,
  firstInvalid,
  hintId,
  InputField,
  RequiredMark,
} from "~/components/ui/field";
import { pageMeta } from "~/platform/meta";
import { acceptedData, refusedData, submitForm } from "~/server/public-write.server";
import { talentWrite } from "~/server/public-forms.server";
import { retentionDays } from "~/models/application-retention.server";
import { validatedFormProps } from "~/schemas/form-rules";
import { cvFileRule } from "~/schemas/job";
import {
  ENGLISH_LEVELS,
  MAX_SKILLS,
  SENIORITIES,
  SKILL_OPTIONS,
  TALENT_COUNTRIES,
  talentSchemaFor,
  type talentFields,
} from "~/schemas/talent-profile";
import { byLanguage, catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";
import { skillLabel } from "~/content";

export function loader() {
  return { retention: retentionDays().other };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).talent;
  return pageMeta({
    matches,
    title: t.title,
    description: t.description,
    ...localized(location.pathname, "/jobs/talent-network"),
  });
};

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, talentWrite, talentSchemaFor);
  if (!outcome.ok) return refusedData(outcome);
  const m = catalogue(languageOfPath(new URL(request.url).pathname)).talent.messages;
  return acceptedData(outcome, { title: m.successTitle, text: m.successText });
}

// Beyond the schema's fields one by one: a CV file or a link, and the file's extension and size before it is sent.
const rulesFor = byLanguage(({ talent: { messages: m, busy } }, language) =>
  validatedFormProps(talentSchemaFor(language), busy, {
    profileUrl: { unless: "resumeFile", missing: m.cvOrLink },
    skills: {
      choices: {
        min: 1,
        max: MAX_SKILLS,
        missing: m.skillsMissing,
        tooMany: fill(m.skillsTooMany, { max: MAX_SKILLS }),
      },
    },
    resumeFile: cvFileRule(m),
  }),
);

/** The three fixed choices, in the form's order: the field, its values, and the catalogue's prompt and labels for them. */
const CHOICES = [
  { name: "country", values: TALENT_COUNTRIES, choose: "countryChoose", labels: "countries" },
  { name: "seniority", values: SENIORITIES, choose: "seniorityChoose", labels: "seniorities" },
  { name: "englishLevel", values: ENGLISH_LEVELS, choose: "englishChoose", labels: "englishLevels" },
] as const;

export default function TalentNetwork({ loaderData: { retention }, actionData }: Route.ComponentProps) {
  const { talent: t } = useCatalogue();
  const language = useLanguage();
  const rules = rulesFor(language);
  const to = useLocalize();
  const [form, fields] = useForm<z.input<typeof talentFields>>({ id: "talent-form", lastResult: actionData?.result });
  const chosen = new Set([fields.skills.initialValue ?? []].flat().map(String));
  const skillsHint = fill(t.fields.skillsHint, { max: MAX_SKILLS });
  const skillsDescribedBy = fields.skills.errors
    ? `${fields.skills.errorId} ${hintId(fields.skills.id)}`
    : hintId(fields.skills.id);

  return (
    <FormPage eyebrow={t.eyebrow} title={t.heading} intro={t.intro}>
      <CandidateForm form={form} rules={rules} notice={actionData?.notice} className="relative space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField field={fields.fullName} label={t.fields.fullName} required autoComplete="name" dir="auto" />
          <InputField field={fields.email} label={t.fields.email} type="email" required autoComplete="email" />
          <InputField field={fields.phone} label={t.fields.phone} type="tel" required autoComplete="tel" />
          {CHOICES.map(({ name, values, choose, labels }) => (
            <ChoiceField<string>
              key={name}
              field={fields[name]}
              label={t.fields[name]}
              choose={t.fields[choose]}
              values={values}
              labels={t[labels]}
            />
          ))}
        </div>

        <fieldset
          id={fields.skills.id}
          data-choices={fields.skills.name}
          aria-describedby={skillsDescribedBy}
          aria-invalid={fields.skills.errors ? true : undefined}
          className="rounded-md border border-slate-200 p-4"
        >
          <legend className="px-1 text-sm font-medium text-ink">
            {t.fields.skills}
            <RequiredMark />
          </legend>
          <p id={hintId(fields.skills.id)} className="text-xs text-slate-500">
            {skillsHint}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            <ChoiceBoxes
              name={fields.skills.name}
              values={SKILL_OPTIONS}
              checked={(skill) => chosen.has(skill)}
              autoFocus={firstInvalid(fields.skills)}
              className="flex items-center gap-2 text-sm text-slate-700"
              boxClassName={checkboxClass}
              label={(skill) => skillLabel(skill, language)}
            />
          </div>
          <FieldError field={fields.skills} className="mt-2 text-sm text-red-700" />
        </fieldset>

        <CvFieldset
          copy={t.fields}
          file={fields.resumeFile}
          link={{ field: fields.profileUrl, label: t.fields.profileUrl, hint: t.fields.profileUrlHint }}
        />

        <ConsentBox field={fields.consent} privacy={fill(t.privacy, { days: retention })} copy={t} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ButtonLink to={to("/jobs")} variant="secondary">
            {t.back}
          </ButtonLink>
          <Button type="submit">{t.submit}</Button>
        </div>
      </CandidateForm>
    </FormPage>
  );
}
