// The "new password" and "confirm" pair of every form that sets a password (My account, a reset or invitation link,
// User Management), with the rules as a hint and every broken rule shown at once, so one try shows what to fix.
import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/ui/field";

const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.";

export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
  required,
}: {
  password: FieldMetadata<unknown>;
  confirm: FieldMetadata<unknown>;
  label: string;
  confirmLabel: string;
  required?: boolean;
}) {
  return (
    <>
      <InputField
        field={password}
        label={label}
        type="password"
        required={required}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        allErrors
      />
      <InputField
        field={confirm}
        label={confirmLabel}
        type="password"
        required={required}
        autoComplete="new-password"
      />
    </>
  );
}
