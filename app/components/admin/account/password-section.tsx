// My account: change your password. The current one is required; every other session of yours is signed out.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AccountSection, SectionForm, SectionSubmit, useAnswerFor } from "~/components/admin/account/section";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { InputField } from "~/components/ui/field";
import { passwordChangeFormSchema } from "~/schemas/user";

export function PasswordSection() {
  const answer = useAnswerFor("password");
  const [form, fields] = useForm({
    id: "account-password",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountSection
      id="account-password-title"
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
    >
      <SectionForm form={form} answer={answer}>
        <InputField
          field={fields.currentPassword}
          label="Current Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label="New Password"
          confirmLabel="Confirm New Password"
          required
        />
        <SectionSubmit intent="password" label="Change Password" busyLabel="Changing..." />
      </SectionForm>
    </AccountSection>
  );
}
