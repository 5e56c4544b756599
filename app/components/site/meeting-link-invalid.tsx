// The plain page a forged, used or outdated meeting link shows (a 404): what may have happened, and the way back.
import { isRouteErrorResponse } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

export function MeetingLinkError({ error }: { error: unknown }) {
  const t = useCatalogue();
  const to = useLocalize();
  const invalid = isRouteErrorResponse(error) && error.status === 404;
  if (!invalid) console.error(error);
  return (
    <PageHero
      eyebrow={t.booking.manage.title}
      title={invalid ? t.booking.manage.invalidTitle : t.booking.messages.failureTitle}
    >
      <p data-testid={invalid ? "meeting-link-invalid" : undefined}>
        {invalid ? t.booking.manage.invalidText : t.booking.messages.failureText}
      </p>
      <div className="mt-8">
        <ButtonLink to={to("/contact")} variant="secondary">
          {t.booking.booked.another}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
