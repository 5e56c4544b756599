// The page a signed e-mail link opens (newsletter confirmation, unsubscribe): it says where the link stands and,
// while there is still something to do, asks with one button that POSTs the link's token back.
import { Form, useActionData, useLoaderData } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { Button, ButtonLink } from "~/components/ui/button";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

/** What the route's loader returns, and its action (without the token) when the POST did not redirect. */
type Found<State> = { state: State; email: string | null; token: string | null };

export function SignedLinkPage<State extends string>({
  text,
  submit,
  emailClassName,
  eyebrow,
}: {
  /** Each state's title and paragraph, in the page's language; the state "confirm" shows the button. */
  text: Record<State, { title: string; text: string }>;
  submit: string;
  emailClassName: string;
  /** Above the title: the newsletter's when not given. */
  eyebrow?: string;
}) {
  const loaded = useLoaderData<Found<State>>();
  const acted = useActionData<Omit<Found<State>, "token">>();
  const state = acted?.state ?? loaded.state;
  const email = acted?.email ?? loaded.email;
  const { title, text: paragraph } = text[state];
  const t = useCatalogue();
  const to = useLocalize();
  return (
    <PageHero eyebrow={eyebrow ?? t.newsletter.page.eyebrow} title={title}>
      <p>{paragraph}</p>
      {email ? <p className={emailClassName}>{email}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {state === "confirm" ? (
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token ?? ""} />
            <Button type="submit">{submit}</Button>
          </Form>
        ) : null}
        <ButtonLink to={to("/")} variant="secondary">
          {t.common.errors.backHome}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
