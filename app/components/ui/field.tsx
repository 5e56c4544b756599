// A labelled form control with its error message, wired for screen readers: conform's props give the control
// aria-invalid and aria-describedby (the error's id) while it has an error, and the error is written into a
// live region that is always in the page, so screen readers announce it when it appears (a region that is
// itself added or un-hidden together with its text is often not announced).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-md border-0 bg-white px-3 py-2.5 text-sm text-ink shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-pine-600 aria-[invalid=true]:ring-red-500 read-only:bg-slate-50 read-only:text-slate-600";

const ERROR_CLASS = "mt-1.5 text-sm text-red-700";

/** Marks a field's live region for the browser's validator (app/behaviour/forms.ts), which writes the same markup. */
export function errorRegion(controlId: string, errorId: string | undefined, className: string) {
  return { "data-error-for": controlId, "data-error-id": errorId, "data-error-class": className };
}

/** The id of a Field's hint, for the control's aria-describedby (conform: `ariaDescribedBy: hintId(id)`). */
export const hintId = (id: string) => `${id}-hint`;

/** The " *" after a required field's label or a required group's legend; screen readers hear `required` instead. */
export function RequiredMark() {
  return (
    <span className="text-red-600" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** A conform field's live error region with its first error, for a control laid out by hand (a checkbox, a group). */
export function FieldError({
  field,
  className,
}: {
  field: { id: string; errorId: string; errors?: string[] };
  className: string;
}) {
  return (
    <div aria-live="polite" {...errorRegion(field.id, field.errorId, className)}>
      {field.errors?.[0] ? (
        <p id={field.errorId} className={className}>
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
  /** Show every broken rule at once (a new password), not only the first, so one try shows what to fix. */
  allErrors?: boolean;
  children: ReactNode;
};

export function Field({ id, label, required, errors, errorId, hint, allErrors, children }: FieldProps) {
  const shown = allErrors ? (errors ?? []) : (errors ?? []).slice(0, 1);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <div aria-live="polite" {...errorRegion(id, errorId, ERROR_CLASS)}>
        {shown.length === 1 ? (
          <p id={errorId} className={ERROR_CLASS}>
            {shown[0]}
          </p>
        ) : shown.length > 1 ? (
          <ul id={errorId} className={`${ERROR_CLASS} list-disc space-y-0.5 pl-5`}>
            {shown.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Field for a conform field: its id, errors and error id come from the field; the control is the children. */
export function FieldFor({
  field,
  ...props
}: { field: FieldMetadata<unknown> } & Omit<FieldProps, "id" | "errors" | "errorId">) {
  return <Field id={field.id} errors={field.errors} errorId={field.errorId} {...props} />;
}

/**
 * After a submit the server refused, the page comes back with its errors; every invalid control is marked
 * `autofocus`, and the browser focuses the first of them in the page (the HTML rule), with or without JavaScript.
 */
export const firstInvalid = (field: { errors?: unknown[] }) => Boolean(field.errors?.length);

/** A conform field as a labelled single-line input: the common case of Field. */
export function InputField({
  field,
  label,
  type = "text",
  required,
  autoComplete,
  hint,
  placeholder,
  dir,
  allErrors,
  autoFocus,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "url" | "password" | "date";
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** "auto" for free text a person may write right-to-left (a name). */
  dir?: "auto";
  allErrors?: boolean;
  /** Focus it when the page loads even without a field error (a refused sign-in focuses the password). */
  autoFocus?: boolean;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId(field.id) : undefined });
  return (
    <FieldFor field={field} label={label} required={required} hint={hint} allErrors={allErrors}>
      <input
        {...props}
        autoFocus={autoFocus || firstInvalid(field)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        dir={dir}
        className={inputClass}
      />
    </FieldFor>
  );
}

/** A conform field as a checkbox with its label beside it, and its error below (a hand-made request's "maybe"). */
export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: ReactNode }) {
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          autoFocus={firstInvalid(field)}
          className="h-5 w-5 accent-pine-700"
        />
        {label}
      </label>
      <FieldError field={field} className={ERROR_CLASS} />
    </div>
  );
}

/** A conform field as a labelled multi-line text box. */
export function TextareaField({
  field,
  label,
  rows,
  required,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  rows: number;
  required?: boolean;
  hint?: ReactNode;
}) {
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? hintId(field.id) : undefined });
  return (
    <FieldFor field={field} label={label} required={required} hint={hint}>
      <textarea {...props} autoFocus={firstInvalid(field)} rows={rows} className={inputClass} />
    </FieldFor>
  );
}

/** A conform field as a labelled drop-down; the options are its children. */
export function SelectField({
  field,
  label,
  required,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const props = getSelectProps(field);
  // A refused form shows what was sent; a request that sent this one choice twice gets its first back, not a list
  // (which would mark two options chosen in a single drop-down).
  const sent = props.defaultValue;
  return (
    <FieldFor field={field} label={label} required={required}>
      <select
        {...props}
        defaultValue={Array.isArray(sent) ? sent[0] : sent}
        autoFocus={firstInvalid(field)}
        className={inputClass}
      >
        {children}
      </select>
    </FieldFor>
  );
}

/** A required choice from a fixed list: "Choose…" first (no value), then each value under its label. */
export function ChoiceField<Value extends string>({
  field,
  label,
  choose,
  values,
  labels,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  choose: string;
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <SelectField field={field} label={label} required>
      <option value="">{choose}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Boxes sent under one name, one per value: a checkbox (or a radio button) inside its label, which says
 * `label(value)`. `autoFocus` focuses the first (the group is the form's first invalid field).
 */
export function ChoiceBoxes<Value extends string>({
  type = "checkbox",
  name,
  values,
  checked,
  autoFocus = false,
  className,
  boxClassName,
  label,
}: {
  type?: "checkbox" | "radio";
  name: string;
  values: readonly Value[];
  checked: (value: Value) => boolean;
  autoFocus?: boolean;
  /** The label's class. */
  className: string;
  boxClassName: string;
  label: (value: Value) => ReactNode;
}) {
  return (
    <>
      {values.map((value, i) => (
        <label key={value} className={className}>
          <input
            type={type}
            name={name}
            value={value}
            defaultChecked={checked(value)}
            autoFocus={autoFocus && i === 0}
            className={boxClassName}
          />
          {label(value)}
        </label>
      ))}
    </>
  );
}
