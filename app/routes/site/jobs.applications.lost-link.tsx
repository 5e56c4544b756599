// /jobs/applications/lost-link: "Lost your link?" for the candidate status page (docs/decisions/0033). The address
// applied with; the same answer for any address (the links go out after the response, see resendStatusLinks).
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/jobs.applications.lost-link";
import { FormPage } from "~/components/site/form-page";
import { NoticeAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { pageMeta } from "~/platform/meta";
import { acceptedData, refusedData, submitForm } from "~/server/public-write.server";
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
  return acceptedData(outcome, { title: t.sentTitle, text: t.sentText });
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
  return (
    <FormPage eyebrow={page.eyebrow} title={t.title} intro={t.intro} back={{ to: to("/jobs"), label: t.back }}>
      <Form method="post" {...getFormProps(form)} {...rules} noValidate className="relative space-y-4">
        <NoticeAlert notice={actionData?.notice} />
        <HoneypotField />
        <InputField field={fields.email} label={t.email} type="email" required autoComplete="email" />
        <Button type="submit">{t.submit}</Button>
      </Form>
    </FormPage>
  );
}
