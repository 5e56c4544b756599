// The plain page a forged, used or outdated meeting link shows (a 404): what may have happened, and the way back.
import { isRouteErrorResponse } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

/** `interview`: the scheduling link of an interview (/jobs/interview/{token}), worded for a candidate. */
export function MeetingLinkError({ error, interview = false }: { error: unknown; interview?: boolean }) {
  const t = useCatalogue();
  const to = useLocalize();
  const invalid = isRouteErrorResponse(error) && error.status === 404;
  if (!invalid) console.error(error);
  const text = interview ? t.interviews.page.invalidText : t.booking.manage.invalidText;
  return (
    <PageHero
      eyebrow={interview ? t.interviews.page.eyebrow : t.booking.manage.title}
      title={invalid ? t.booking.manage.invalidTitle : t.booking.messages.failureTitle}
    >
      <p data-testid={invalid ? "meeting-link-invalid" : undefined}>
        {invalid ? text : t.booking.messages.failureText}
      </p>
      <div className="mt-8">
        <ButtonLink to={to(interview ? "/jobs" : "/contact")} variant="secondary">
          {interview ? t.interviews.page.back : t.booking.booked.another}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
