// A public page built around one form (job alerts, the newsletter, the talent network, a lost status link): the
// hero with its intro, the form on a white card, and the way back below it.
import type { ReactNode } from "react";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";

/** The white card a public form sits on. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>;
}

export function FormPage({
  eyebrow,
  title,
  intro,
  back,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  /** The secondary link under the card, when the form carries none of its own. */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <section className="container-page max-w-3xl pb-20">
        <FormCard>{children}</FormCard>
        {back ? (
          <ButtonLink to={back.to} variant="secondary" className="mt-6">
            {back.label}
          </ButtonLink>
        ) : null}
      </section>
    </>
  );
}
