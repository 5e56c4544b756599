// /newsletter: the sign-up page, and where the footer's form posts. With JavaScript the footer shows the answer
// in place; without it, this page shows it.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm, type NewsletterResult } from "~/components/site/newsletter-form";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { honeypotFilled } from "~/components/ui/honeypot";
import { pageMeta } from "~/lib/meta";
import { subscribe } from "~/models/subscribers.server";
import { subscribeSchema } from "~/schemas/subscriber";
import { NEWSLETTER_MESSAGES } from "~/schemas/subscriber-rules";
import { allowPublicWrite, RATE_LIMIT_MESSAGES } from "~/lib/rate-limit.server";
import { logError } from "~/lib/request-store.server";
import { readForm } from "~/lib/body.server";
import { safeRedirect } from "~/lib/safe-redirect";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ matches, title: "Newsletter", description: "Nearshore insights, once a month.", path: "/newsletter" }),
  { name: "robots", content: "noindex" },
];

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const back = safeRedirect(formData.get("returnTo"), "/");
  const submission = parseWithZod(formData, { schema: subscribeSchema });
  if (!(await allowPublicWrite(request, "newsletter"))) {
    const notice = { tone: "error", ...RATE_LIMIT_MESSAGES } as const;
    return data({ result: submission.reply(), notice, back } satisfies NewsletterResult & { back: string }, 429);
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), notice: null, back } satisfies NewsletterResult & { back: string }, 400);
  }
  const success = { tone: "success", title: NEWSLETTER_MESSAGES.successTitle, text: NEWSLETTER_MESSAGES.successText } as const;
  if (honeypotFilled(formData)) return data({ result: submission.reply({ resetForm: true }), notice: success, back });
  try {
    // The same answer for a new, known or unsubscribed address: the page tells a stranger nothing about who
    // subscribes (and shows no unsubscribe link, which belongs in the subscriber's own mailbox).
    await subscribe(submission.value);
    return data({ result: submission.reply({ resetForm: true }), notice: success, back });
  } catch (error) {
    logError(error, { what: "newsletter sign-up failed" });
    return data(
      {
        result: submission.reply(),
        notice: { tone: "error", title: NEWSLETTER_MESSAGES.failureTitle, text: NEWSLETTER_MESSAGES.failureText } as const,
        back,
      },
      503,
    );
  }
}

export default function Newsletter() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="Newsletter" title="Nearshore insights, once a month">
        <p>Hiring trends, delivery practices and AI engineering notes from our teams across Latin America.</p>
      </PageHero>
      <section className="container-page max-w-3xl pb-20">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <NewsletterForm tone="light" initial={answer} id="newsletter-page" />
        </div>
        <ButtonLink to={answer?.back ?? "/"} variant="secondary" className="mt-6">
          Back to where you were
        </ButtonLink>
      </section>
    </>
  );
}
