// The hidden field of every public form (the rule it serves: platform/honeypot.ts).
import { HONEYPOT_FIELD } from "~/platform/honeypot";

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
