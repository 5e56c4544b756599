// /services/custom-development: why custom, the three-phase process, four expertise areas and two success stories.
import type { Route } from "./+types/services.custom-development";
import { ServicePage } from "~/components/site/marketing/service-page";
import { FeatureGrid, Section, SectionHeader, Steps } from "~/components/site/marketing/sections";
import { customDevelopment as page } from "~/content/custom-development";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Custom Software Development",
    description:
      "Dedicated nearshore teams that design, build and run your software in two-week sprints, with AI-assisted engineering.",
    path: "/services/custom-development",
  });

export default function CustomDevelopment() {
  return (
    <ServicePage
      eyebrow="Custom Software Development"
      hero={page.hero}
      stories={page.stories}
      cta={{
        label: "Start Your Project",
        title: "Have a product in mind?",
        text: "Share your goals and constraints. We will come back with an approach, a team and a first estimate.",
      }}
    >
      <Section labelledBy="why-heading">
        <SectionHeader id="why-heading" eyebrow="Why custom" title="When off-the-shelf is not enough">
          <p>
            Packaged software makes you work its way. Custom software works yours, and becomes an advantage your
            competitors cannot buy.
          </p>
        </SectionHeader>
        <FeatureGrid items={page.why} />
      </Section>

      <Section tone="tint" labelledBy="process-heading">
        <SectionHeader id="process-heading" eyebrow="Our process" title="Three phases, no surprises">
          <p>A structured path from idea to production, with your stakeholders involved at every step.</p>
        </SectionHeader>
        <Steps items={page.process} />
      </Section>

      <Section labelledBy="expertise-heading">
        <SectionHeader id="expertise-heading" eyebrow="Expertise" title="What we build">
          <p>Four areas where our teams have delivered again and again.</p>
        </SectionHeader>
        <FeatureGrid items={page.expertise} columns={4} />
      </Section>
    </ServicePage>
  );
}
