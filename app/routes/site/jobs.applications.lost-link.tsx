// /jobs/applications/lost-link: "Lost your link?" for the candidate status page (docs/decisions/0033). The address
// applied with; the same answer for any address (the links go out after the response, see resendStatusLinks).
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/jobs.applications.lost-link";
import { PageHero } from "~/components/site/page-hero";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { pageMeta } from "~/platform/meta";
import { refusedData, submitForm } from "~/server/public-write.server";
import { statusLinkWrite } from "~/server/application-status-forms.server";
import { statusLinkSchemaFor } from "~/schemas/application-status";
import { validatedFormProps } from "~/schemas/form-rules";
import { byLanguage, catalogue } from "~/i18n/catalogue";
import { useCatalogue, useLanguage, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).applicationStatus.lostLink;
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      noindex: true,
      ...localized(location.pathname, "/jobs/applications/lost-link"),
    }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request }: Route.ActionArgs) {
  const outcome = await submitForm(request, statusLinkWrite, statusLinkSchemaFor);
  if (!outcome.ok) return refusedData(outcome);
  const t = catalogue(languageOfPath(new URL(request.url).pathname)).applicationStatus.lostLink;
  return { result: outcome.reply, notice: { tone: "success" as const, title: t.sentTitle, text: t.sentText } };
}

const rulesFor = byLanguage((t, language) =>
  validatedFormProps(statusLinkSchemaFor(language), t.applicationStatus.lostLink.busy),
);

type StatusLinkFields = z.input<ReturnType<typeof statusLinkSchemaFor>>;

export default function LostLink({ actionData }: Route.ComponentProps) {
  const { lostLink: t, page } = useCatalogue().applicationStatus;
  const to = useLocalize();
  const rules = rulesFor(useLanguage());
  const [form, fields] = useForm<StatusLinkFields>({ id: "status-link-form", lastResult: actionData?.result });
  const notice = actionData?.notice;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </PageHero>
      <section className="container-page max-w-3xl pb-20">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Form method="post" {...getFormProps(form)} {...rules} noValidate className="relative space-y-4">
            {notice ? (
              <Alert tone={notice.tone} title={notice.title}>
                {notice.text}
              </Alert>
            ) : null}
            <HoneypotField />
            <InputField field={fields.email} label={t.email} type="email" required autoComplete="email" />
            <Button type="submit">{t.submit}</Button>
          </Form>
        </div>
        <ButtonLink to={to("/jobs")} variant="secondary" className="mt-6">
          {t.back}
        </ButtonLink>
      </section>
    </>
  );
}
