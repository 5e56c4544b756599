// An on/off switch that saves at once: a tiny POST form, sent by a fetcher when JavaScript is on, with the
// new state shown before the server answers (and set back if it refuses).
import { useFetcher } from "react-router";

export function SaveSwitch({
  checked,
  label,
  fields,
  action,
  caption,
}: {
  checked: boolean;
  /** Accessible name, e.g. "Published: Why nearshore". */
  label: string;
  /** Hidden fields identifying the change; `value` is added with the new state. */
  fields: Record<string, string | number>;
  action?: string;
  /**
   * The state in words under the switch ("Published"), where a narrow column still has room for it. Its words never
   * break inside (long words elsewhere in a table row break anywhere, app.css): a squeezed column wraps between
   * words, never "Publish-ed".
   */
  caption: string;
}) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("value");
  // While the change is on its way, show it; afterwards the reloaded data says what the server kept.
  const on = pending != null ? pending === "true" : checked;
  return (
    <span className="flex flex-col items-start gap-1">
      <fetcher.Form method="post" action={action} className="inline-flex">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="value" value={String(!on)} />
        <button
          type="submit"
          role="switch"
          aria-checked={on}
          aria-label={label}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${
            on ? "bg-pine-600" : "bg-slate-300"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
      </fetcher.Form>
      <span className="break-normal text-xs text-slate-500">{caption}</span>
    </span>
  );
}
