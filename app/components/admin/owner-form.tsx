// Who looks after a record (an application on the hiring board; an enquiry later): a select of the staff, or
// nobody, and Save. A real form posting the screen's `owner` intent.
import { Form } from "react-router";
import { ReturnTo } from "~/components/admin/list-search";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

export function OwnerForm({
  id,
  ownerId,
  staff,
  busy = false,
}: {
  id: number;
  ownerId: number | null;
  staff: { id: number; name: string }[];
  busy?: boolean;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" data-owner-form>
      <ReturnTo />
      <input type="hidden" name="intent" value="owner" />
      <input type="hidden" name="id" value={id} />
      <div className="min-w-0 flex-1">
        <label htmlFor={`owner-${id}`} className="text-sm font-medium text-slate-500">
          Owner
        </label>
        <select id={`owner-${id}`} name="ownerId" defaultValue={ownerId ?? ""} className={`${inputClass} mt-1`}>
          <option value="">No owner</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        Save Owner
      </Button>
    </Form>
  );
}
