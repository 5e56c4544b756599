// /services/custom-development: why custom, the three-phase process, four expertise areas and two success stories.
import type { Route } from "./+types/services.custom-development";
import { ServicePage, servicePageMeta } from "~/components/site/marketing/service-page";
import { FeatureGrid, Section, SectionHeader, Steps } from "~/components/site/marketing/sections";
import { customDevelopment as page } from "~/content/custom-development";

export const meta: Route.MetaFunction = servicePageMeta(page);

export default function CustomDevelopment() {
  return (
    <ServicePage page={page}>
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
