// Job alerts (issue 30): what a person may choose (the careers tabs, remote or a presence country, how often), the
// sign-up's and the manage page's rules, shared by /jobs/alerts, its manage page and POST /api/job-alerts.
import { z } from "~/platform/zod";
import { emailField } from "~/schemas/fields";
import { byLanguage, catalogue } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";

/** The careers tabs a person can follow (every tab but "all": choosing none means every category). */
export const JOB_ALERT_CATEGORIES = ["engineering", "qa", "product", "design"] as const;
/** Remote, or one of the four countries the company is in (choosing none means anywhere). */
export const JOB_ALERT_LOCATIONS = ["remote", "us", "cr", "mx", "co"] as const;
/** instant: one e-mail per new listing, through the queue; weekly: one digest a week, from the daily cron. */
export const JOB_ALERT_FREQUENCIES = ["instant", "weekly"] as const;

export type JobAlertLocation = (typeof JOB_ALERT_LOCATIONS)[number];
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const isJobAlertFrequency = (v: unknown): v is JobAlertFrequency =>
  (JOB_ALERT_FREQUENCIES as readonly unknown[]).includes(v);

/** One checkbox ticked arrives as a string, several as an array, none as nothing (an /api body may send []). */
const asList = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

/** A list of choices from `values`, each at most once; anything else is a 400 naming the field. */
const choices = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    asList,
    z
      .array(
        z.string({ error: message }).refine((v) => (values as readonly string[]).includes(v), message),
        {
          error: message,
        },
      )
      .max(values.length, message)
      .transform((list) => [...new Set(list)] as T[number][]),
  );

/** The choices of an alert, in one language's messages (the manage page's form, and part of the sign-up). */
export const jobAlertChoicesFor = byLanguage(({ jobAlerts: { messages: m } }) =>
  z.object({
    categories: choices(JOB_ALERT_CATEGORIES, m.categories),
    locations: choices(JOB_ALERT_LOCATIONS, m.locations),
    frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: m.frequency }),
  }),
);

/** The sign-up: an address and the choices. */
export const jobAlertSchemaFor = byLanguage((t, language) =>
  jobAlertChoicesFor(language).extend({
    email: emailField(t.jobAlerts.messages.email).transform((e) => e.toLowerCase()),
  }),
);

/** The English schema: POST /api/job-alerts. */
export const jobAlertSchema = jobAlertSchemaFor("en");

export type JobAlertChoices = z.infer<ReturnType<typeof jobAlertChoicesFor>>;
export type JobAlertInput = z.infer<typeof jobAlertSchema>;

/** The consent wording the form shows, stored with each sign-up in its language. */
export const jobAlertConsent = (language: Language): string => catalogue(language).jobAlerts.form.consent;

/** The answer of every sign-up, whatever the address (no enumeration): the API's English. */
export const JOB_ALERT_ACCEPTED = catalogue("en").jobAlerts.messages.successText;
