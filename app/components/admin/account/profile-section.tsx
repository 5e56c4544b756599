// My account: who you are signed in as, and your display name (the e-mail and role are an administrator's to change).
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AccountSection, SectionForm, SectionSubmit, useAnswerFor } from "~/components/admin/account/section";
import { Badge } from "~/components/ui/badge";
import { InputField } from "~/components/ui/field";
import { ROLE_LABELS, type UserRole } from "~/schemas/vocabulary";
import { accountProfileSchema } from "~/schemas/user";

export function ProfileSection({ email, name, role }: { email: string; name: string | null; role: UserRole }) {
  const answer = useAnswerFor("profile");
  const [form, fields] = useForm({
    id: "account-profile",
    lastResult: answer?.result,
    defaultValue: { name: name ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountSection id="account-details" title="Account">
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500">Email</dt>
          <dd className="mt-0.5 break-words text-ink">{email}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">Role</dt>
          <dd className="mt-0.5">
            <Badge tone={role === "admin" ? "pine" : "gray"}>{ROLE_LABELS[role]}</Badge>
          </dd>
        </div>
      </dl>
      <SectionForm form={form} answer={answer}>
        <InputField
          field={fields.name}
          label="Name"
          autoComplete="name"
          dir="auto"
          hint="Shown in the top bar and the Activity log. Leave blank to use your e-mail."
        />
        <SectionSubmit intent="profile" label="Save Name" variant="secondary" />
      </SectionForm>
    </AccountSection>
  );
}
