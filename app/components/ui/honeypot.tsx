// A field people never see or fill in; automated form-fillers usually do, which gives them away.
export const HONEYPOT_FIELD = "website";

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** True when the hidden field came back filled in (form data or a JSON body). */
export function honeypotFilled(source: FormData | Record<string, unknown>): boolean {
  const value = source instanceof FormData ? source.get(HONEYPOT_FIELD) : source[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
}
