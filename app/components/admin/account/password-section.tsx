// My account: change your password. The current one is required; every other session of yours is signed out.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { AccountSection, useAnswerFor } from "~/components/admin/account/section";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { passwordChangeFormSchema } from "~/schemas/user";

export function PasswordSection() {
  const answer = useAnswerFor("password");
  const busy = useNavigation().formData?.get("intent") === "password";
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
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
        {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
        <Field
          id={fields.currentPassword.id}
          label="Current Password"
          required
          errors={fields.currentPassword.errors}
          errorId={fields.currentPassword.errorId}
        >
          <input
            {...getInputProps(fields.currentPassword, { type: "password" })}
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.password.id}
          label="New Password"
          required
          errors={fields.password.errors}
          errorId={fields.password.errorId}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
        >
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.confirmPassword.id}
          label="Confirm New Password"
          required
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        >
          <input
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" name="intent" value="password" disabled={busy}>
            {busy ? "Changing..." : "Change Password"}
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
