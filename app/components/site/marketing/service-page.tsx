// The frame every service page shares: a hero with Back to Services, its sections, success stories and the closing call.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CtaBand, Section, SectionHeader, StoryCards } from "~/components/site/marketing/sections";
import { ArrowRightIcon } from "~/components/ui/icons";

export function ServicePage({
  eyebrow,
  title,
  intro,
  children,
  stories,
  cta,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  stories: readonly { client: string; text: string; result: string }[];
  cta: string;
}) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-pine-50 via-white to-white pb-14 pt-28 sm:pt-36">
        <div className="container-page">
          <Link to="/services" className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900">
            <ArrowRightIcon className="h-4 w-4 rotate-180" /> Back to Services
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-pine-700">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p>
        </div>
      </section>
      {children}
      <Section tone="tint" labelledBy="stories-heading">
        <SectionHeader id="stories-heading" eyebrow="Success stories" title="Client results" />
        <StoryCards items={stories} />
      </Section>
      <CtaBand title="Let's build it together" text="Tell us where you want to go; we will come back within one business day." cta={cta} />
    </>
  );
}
