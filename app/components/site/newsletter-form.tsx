// The newsletter sign-up, in the footer of every page and on /newsletter. Without JavaScript it posts to
// /newsletter (/es/newsletter on a Spanish page), which answers with a page. With JavaScript (app/behaviour/site.ts,
// `newsletter`) it posts the same fields and the page's language as JSON to POST /api/subscribers and shows the
// answer in place. The API answers in English whatever the language (the spec's /api texts stay as they are), so
// the form carries its page's own answers in `data-answers`, from the same catalogue as the page's notice below,
// and the script picks one by the API's status: 201, 400 (the field's message), 429, any other, or no answer.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import type { z } from "zod";
import { FieldError, firstInvalid } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { validatedFormProps } from "~/schemas/form-rules";
import { subscribeSchemaFor, type subscribeSchema } from "~/schemas/subscriber";
import { byLanguage, type Catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";

/** The validator's rules and messages, in each language (from the same schema the action judges with). */
const rulesFor = byLanguage((t, language) => validatedFormProps(subscribeSchemaFor(language), t.newsletter.form.busy));

type Tone = "success" | "error";

const noticeClass = (tone: Tone, dark: boolean) =>
  `mt-4 rounded-md px-4 py-3 text-sm ${
    tone === "error" ? "bg-red-50 text-red-900" : dark ? "bg-white/10 text-white" : "bg-pine-50 text-pine-900"
  }`;

/** A notice as the script builds it: the attributes and the two lines this component renders for an answer. */
type ScriptNotice = { role: "status" | "alert"; className: string; title: string; text: string };

/**
 * What the script shows for each answer of POST /api/subscribers, in the page's words: the same notices this page
 * shows without JavaScript (success, too many submissions, failure), the one for no answer at all, and the address
 * field's message under it for a 400 naming it (an address the browser's check let through and zod's refuses, a
 * name with hidden characters).
 */
function scriptAnswers({ newsletter: { messages: m }, forms }: Catalogue, dark: boolean) {
  const notice = (tone: Tone, title: string, text: string): ScriptNotice => ({
    role: tone === "error" ? "alert" : "status",
    className: noticeClass(tone, dark),
    title,
    text,
  });
  return JSON.stringify({
    201: notice("success", m.successTitle, `${m.successText} ${m.checkInbox}`),
    429: notice("error", forms.rateLimited.title, forms.rateLimited.text),
    failure: notice("error", m.failureTitle, m.failureText),
    offline: notice("error", m.failureTitle, forms.offline),
    // The browser checks a name's length; only hidden characters get past it to a 400.
    fields: { email: m.email, name: forms.hiddenCharacters },
  });
}

export type NewsletterResult = {
  result: SubmissionResult<string[]> | null;
  notice: { tone: "success" | "error"; title: string; text: string } | null;
};

export function NewsletterForm({
  tone = "dark",
  initial,
  id = "newsletter-form",
}: {
  tone?: "dark" | "light";
  initial?: NewsletterResult;
  id?: string;
}) {
  const location = useLocation();
  const catalogue = useCatalogue();
  const t = catalogue.newsletter;
  const rules = rulesFor(useLanguage());
  const to = useLocalize();
  const answer = initial;
  const [form, fields] = useForm<z.input<typeof subscribeSchema>>({ id, lastResult: answer?.result });
  const dark = tone === "dark";
  const input = `block w-full rounded-md border-0 px-3 py-2.5 text-sm shadow-sm ring-1 ring-inset focus:ring-2 focus:ring-inset ${
    dark
      ? "bg-white/10 text-white placeholder:text-pine-300 ring-white/20 focus:ring-sun-300 aria-[invalid=true]:ring-red-300"
      : "bg-white text-ink placeholder:text-slate-400 ring-slate-300 focus:ring-pine-600 aria-[invalid=true]:ring-red-500"
  }`;
  const label = dark ? "text-pine-100" : "text-ink";
  const error = dark ? "text-red-200" : "text-red-700";

  return (
    <form
      method="post"
      action={to("/newsletter")}
      {...getFormProps(form)}
      {...rules}
      data-behaviour="validate newsletter"
      data-api="/api/subscribers"
      data-answers={scriptAnswers(catalogue, dark)}
      noValidate
      className="relative"
    >
      <HoneypotField />
      <input type="hidden" name="returnTo" value={location.pathname} />
      {/* Stored with the consent record: which form the visitor used (the wording below is stored with it). */}
      <input type="hidden" name="consentForm" value={id === "newsletter-page" ? "newsletter-page" : "footer"} />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={fields.email.id} className={`mb-1 block text-xs font-medium ${label}`}>
            {t.form.email}
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoFocus={firstInvalid(fields.email)}
            autoComplete="email"
            placeholder={t.form.emailPlaceholder}
            className={input}
          />
          <FieldError field={fields.email} className={`mt-1 text-xs ${error}`} />
        </div>
        <div>
          <label htmlFor={fields.name.id} className={`mb-1 block text-xs font-medium ${label}`}>
            {t.form.name}
          </label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={input} />
          <FieldError field={fields.name} className={`mt-1 text-xs ${error}`} />
        </div>
        <button
          type="submit"
          className="mt-5 rounded-md bg-sun-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-sun-300 disabled:opacity-60"
        >
          {t.form.submit}
        </button>
      </div>
      <p className={`mt-2 text-xs ${dark ? "text-pine-200" : "text-slate-600"}`}>{t.form.consent}</p>
      <div aria-live="polite" data-answer>
        {answer?.notice ? (
          <div
            role={answer.notice.tone === "error" ? "alert" : "status"}
            className={noticeClass(answer.notice.tone, dark)}
          >
            <p className="font-semibold">{answer.notice.title}</p>
            <p>{answer.notice.text}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
