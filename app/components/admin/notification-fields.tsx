// The two staff-alert checkboxes, on My account and in User Management's edit dialog. Plain checkboxes in the
// page's form: they work without JavaScript, and a missing box means off.
import { NOTIFICATION_TOPICS, type NotificationSettings } from "~/schemas/notifications";

export function NotificationFields({
  settings,
  legend = "E-mail notifications",
  note,
}: {
  settings: NotificationSettings;
  legend?: string;
  note?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
      <div className="mt-2 space-y-2">
        {NOTIFICATION_TOPICS.map((topic) => (
          <label
            key={topic.key}
            className="flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 has-[:checked]:bg-pine-50 has-[:checked]:ring-pine-600"
          >
            <input
              type="checkbox"
              name={topic.key}
              value="on"
              defaultChecked={settings[topic.key]}
              className="mt-0.5 h-4 w-4 accent-pine-700"
            />
            <span>
              <span className="block font-medium text-ink">{topic.label}</span>
              <span className="block text-xs text-slate-600">{topic.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
