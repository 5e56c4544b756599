// The not-found view shown inside the public chrome.
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";

export function NotFound({
  title = "404 Page Not Found",
  text = "The page you are looking for does not exist or has moved.",
  backTo = "/",
  backLabel = "Back to Home",
}: {
  title?: string;
  text?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <PageHero eyebrow="Error 404" title={title} actions={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}>
      <p>{text}</p>
    </PageHero>
  );
}
