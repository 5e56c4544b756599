// /privacy-policy
import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/site/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { privacyPolicy } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { site } from "~/lib/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Privacy Policy", description: "How Cordillera Nearshore collects, uses and protects personal information on this website.", path: "/privacy-policy" });

export default function PrivacyPolicy() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>Last updated {privacyPolicy.lastUpdated}</p>
      </PageHero>
      <article className="container-page max-w-3xl pb-20">
        {privacyPolicy.sections.map((section) => (
          <section key={section.title} className="mt-10 first:mt-0">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            <p className="mt-3 leading-7 text-slate-700">{section.text}</p>
          </section>
        ))}
        <p className="mt-10 leading-7 text-slate-700">
          Contact us at{" "}
          <a href={`mailto:${site.email}`} className="font-medium text-pine-700 underline underline-offset-4">
            {site.email}
          </a>
          .
        </p>
        <ButtonLink to="/" variant="secondary" className="mt-10">
          Back to Home
        </ButtonLink>
      </article>
    </>
  );
}
