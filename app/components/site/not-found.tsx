// The not-found view shown inside the public chrome, in the page's language.
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

export function NotFound({
  title,
  text,
  backTo = "/",
  backLabel,
}: {
  title?: string;
  text?: string;
  /** A language-neutral path. */
  backTo?: string;
  backLabel?: string;
}) {
  const t = useCatalogue().common.errors;
  const to = useLocalize();
  return (
    <PageHero
      eyebrow={t.notFoundEyebrow}
      title={title ?? t.notFoundTitle}
      actions={<ButtonLink to={to(backTo)}>{backLabel ?? t.backHome}</ButtonLink>}
    >
      <p>{text ?? t.notFoundText}</p>
    </PageHero>
  );
}
