// Job Applications' dialog: "Schedule an interview": the interviewers (staff with availability set) as checkboxes,
// and the button that e-mails the candidate a single-use scheduling link (the screen's `interview` intent).
import { Form } from "react-router";
import { DetailSection } from "~/components/admin/detail";
import { ReturnTo } from "~/components/admin/list-search";
import { Button } from "~/components/ui/button";

export function InterviewLinkForm({
  id,
  interviewers,
  openLinks,
  error,
  busy = false,
}: {
  id: number;
  interviewers: { id: number; name: string }[];
  /** When the application's open links expire (ISO), newest last. */
  openLinks: string[];
  error: string | null;
  busy?: boolean;
}) {
  return (
    <DetailSection id="application-interview" title="Schedule an interview">
      {interviewers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          No staff member has set their availability yet (My account, &ldquo;Discovery calls&rdquo;).
        </p>
      ) : (
        <Form method="post" className="mt-2 space-y-3" data-interview-form>
          <ReturnTo />
          <input type="hidden" name="intent" value="interview" />
          <input type="hidden" name="id" value={id} />
          <fieldset>
            <legend className="text-sm text-slate-600">
              Interviewers: the candidate is offered the free times of those you pick.
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {interviewers.map((s) => (
                <label key={s.id} className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" name="interviewerIds" value={s.id} className="rounded border-slate-300" />
                  {s.name}
                </label>
              ))}
            </div>
          </fieldset>
          {error ? (
            <p className="text-sm text-red-700" role="alert" data-testid="interview-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy}>
            Send scheduling link
          </Button>
          {openLinks.length ? (
            <p className="text-sm text-slate-500" data-testid="interview-link-open">
              {`A scheduling link was sent; the newest works until ${new Date(openLinks.at(-1)!).toUTCString()}.`}
            </p>
          ) : null}
        </Form>
      )}
    </DetailSection>
  );
}
