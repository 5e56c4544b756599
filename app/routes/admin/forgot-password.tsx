// /admin/forgot-password: asks for a reset link by e-mail. The answer is the same whether or not the address is a
// staff account (models/password-reset.server.ts). A real form, so it works without JavaScript.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, AuthLink, AuthSubmit, StaffEmailField } from "~/components/admin/auth-card";
import { Alert } from "~/components/ui/alert";
import { getSessionUser } from "~/server/auth.server";
import { readForm } from "~/platform/body.server";
import { adminMeta } from "~/components/admin/meta";
import { requestPasswordReset } from "~/models/password-reset.server";
import { forgotPasswordSchema, RESET_MESSAGES } from "~/schemas/account";

export function meta() {
  return [...adminMeta("Forgot password"), { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/admin");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false, message: null }, 400);
  const { ok } = await requestPasswordReset(request, submission.value.email);
  if (!ok) return data({ result: submission.reply(), sent: false, message: RESET_MESSAGES.throttled }, 429);
  return { result: submission.reply({ resetForm: true }), sent: true, message: RESET_MESSAGES.sent };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the e-mail you sign in with, and we will send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <Alert tone="success" title="Check your e-mail">
          {actionData.message}
        </Alert>
      ) : actionData?.message ? (
        <Alert title="Please wait">{actionData.message}</Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <StaffEmailField field={fields.email} />
        <AuthSubmit busy={busy} label="Send reset link" busyLabel="Sending..." />
      </Form>
      <AuthLink to="/admin/login">Back to log in</AuthLink>
    </AuthCard>
  );
}
