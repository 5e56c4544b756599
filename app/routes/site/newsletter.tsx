// /newsletter: the sign-up page, and where the footer's form posts. With JavaScript the footer shows the answer
// in place; without it, this page shows it.
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { FormPage } from "~/components/site/form-page";
import { pageMeta } from "~/platform/meta";
import { localized } from "~/i18n/meta";
import { safeRedirect } from "~/platform/params";
import { refusedData, submitForm } from "~/server/public-write.server";
import { newsletterWrite } from "~/server/public-forms.server";
import { subscribeSchemaFor } from "~/schemas/subscriber";
import { catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath, localizedPath } from "~/i18n/languages";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).newsletter.page;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, "/newsletter"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, newsletterWrite, subscribeSchemaFor);
  const language = languageOfPath(new URL(request.url).pathname);
  // Back to the page the form was on (its own language's); a Spanish page's default is the Spanish home.
  const back = safeRedirect(outcome.form.get("returnTo"), localizedPath(language, "/"));
  if (!outcome.ok) return refusedData(outcome, { back });
  // New, pending, active or unsubscribed: the visitor gets the same answer, which tells nobody who is on the list
  // (a confirmation e-mail goes out or not after the response; see subscribe()).
  const m = catalogue(language).newsletter.messages;
  const notice = { tone: "success", title: m.successTitle, text: `${m.successText} ${m.checkInbox}` } as const;
  return { result: outcome.reply, notice, back };
}

export default function Newsletter({ actionData: answer }: Route.ComponentProps) {
  const t = useCatalogue().newsletter.page;
  const to = useLocalize();
  return (
    <FormPage
      eyebrow={t.eyebrow}
      title={t.heading}
      intro={t.intro}
      back={{ to: answer?.back ?? to("/"), label: t.back }}
    >
      <NewsletterForm tone="light" initial={answer} id="newsletter-page" />
    </FormPage>
  );
}
