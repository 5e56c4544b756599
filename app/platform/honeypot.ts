// A field people never see or fill in; automated form-fillers usually do, which gives them away. Its name and the
// server's check live here; the field itself is components/ui/honeypot.tsx.
export const HONEYPOT_FIELD = "website";

/** True when the hidden field came back filled in (form data or a JSON body). */
export function honeypotFilled(source: FormData | Record<string, unknown>): boolean {
  const value = source instanceof FormData ? source.get(HONEYPOT_FIELD) : source[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
}
