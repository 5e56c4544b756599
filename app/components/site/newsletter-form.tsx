// The footer's newsletter sign-up. Without JavaScript it posts to /newsletter, which answers with a page;
// with JavaScript (app/behaviour/site.ts, `newsletter`) it posts in the background and shows the answer in place,
// taken from that same page, so the answer's markup is written once, here.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import type { z } from "zod";
import { errorRegion, firstInvalid } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { validatedFormProps } from "~/schemas/form-rules";
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES, subscribeSchema } from "~/schemas/subscriber";

const rules = validatedFormProps(subscribeSchema, "Subscribing...");

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
      action="/newsletter"
      {...getFormProps(form)}
      {...rules}
      data-behaviour="validate newsletter"
      data-failure={`${NEWSLETTER_MESSAGES.failureTitle}. ${NEWSLETTER_MESSAGES.failureText}`}
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
            Email
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoFocus={firstInvalid(fields.email)}
            autoComplete="email"
            placeholder="you@company.com"
            className={input}
          />
          {/* A live region that stays in the page, so the error is announced when it appears. */}
          <div aria-live="polite" {...errorRegion(fields.email.id, fields.email.errorId, `mt-1 text-xs ${error}`)}>
            {fields.email.errors?.[0] ? (
              <p id={fields.email.errorId} className={`mt-1 text-xs ${error}`}>
                {fields.email.errors[0]}
              </p>
            ) : null}
          </div>
        </div>
        <div>
          <label htmlFor={fields.name.id} className={`mb-1 block text-xs font-medium ${label}`}>
            Name (optional)
          </label>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={input} />
        </div>
        <button
          type="submit"
          className="mt-5 rounded-md bg-sun-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-sun-300 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p className={`mt-2 text-xs ${dark ? "text-pine-200" : "text-slate-600"}`}>{NEWSLETTER_CONSENT}</p>
      <div aria-live="polite" data-answer>
        {answer?.notice ? (
          <div
            role={answer.notice.tone === "error" ? "alert" : "status"}
            className={`mt-4 rounded-md px-4 py-3 text-sm ${
              answer.notice.tone === "error"
                ? "bg-red-50 text-red-900"
                : dark
                  ? "bg-white/10 text-white"
                  : "bg-pine-50 text-pine-900"
            }`}
          >
            <p className="font-semibold">{answer.notice.title}</p>
            <p>{answer.notice.text}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
