// /newsletter: the sign-up page, and where the footer's form posts. With JavaScript the footer shows the answer
// in place; without it, this page shows it.
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { safeRedirect } from "~/platform/params";
import { refusedData, submitForm } from "~/server/public-write.server";
import { newsletterWrite } from "~/server/public-forms.server";
import { subscribeSchema, NEWSLETTER_MESSAGES } from "~/schemas/subscriber";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    matches,
    title: "Newsletter",
    description: "Nearshore insights, once a month.",
    ...localized(location.pathname, "/newsletter"),
  }),
  { name: "robots", content: "noindex" },
];

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, newsletterWrite, () => subscribeSchema);
  const back = safeRedirect(outcome.form.get("returnTo"), "/");
  if (!outcome.ok) return refusedData(outcome, { back });
  // New, pending, active or unsubscribed: the visitor gets the same answer, which tells nobody who is on the list
  // (a confirmation e-mail goes out or not after the response; see subscribe()).
  const notice = {
    tone: "success",
    title: NEWSLETTER_MESSAGES.successTitle,
    text: `${NEWSLETTER_MESSAGES.successText} ${NEWSLETTER_MESSAGES.checkInbox}`,
  } as const;
  return { result: outcome.reply, notice, back };
}

export default function Newsletter({ actionData: answer }: Route.ComponentProps) {
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
