// Home: the hero, the headline advantages, and the closing call to action.
import { ArrowRightIcon } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/site/page-hero";
import { site } from "~/lib/site";

export function meta() {
  return [
    { title: `${site.name} | AI-driven software development and IT staffing from Latin America` },
    {
      name: "description",
      content:
        "Nearshore software teams and IT staff augmentation from Costa Rica, Mexico and Colombia: full US time-zone overlap, candidates in 5-10 days, up to 50% cost savings.",
    },
  ];
}

const advantages = [
  { figure: "5-10 days", label: "to present vetted candidates" },
  { figure: "Up to 50%", label: "cost savings versus onshore hiring" },
  { figure: "100%", label: "US time-zone overlap" },
  { figure: "2 weeks", label: "sprint cycles with visible progress" },
];

export default function Home() {
  return (
    <>
      <PageHero
        eyebrow="Nearshore software & IT staffing"
        title={
          <>
            Your Nearshore <span className="text-pine-700">Advantage</span>
          </>
        }
        actions={
          <>
            <ButtonLink to="/services">
              Explore Our Services <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Talk to Our Team
            </ButtonLink>
          </>
        }
      >
        <p>
          AI-driven software development and senior engineering talent from Latin America, working in your hours,
          in fluent English, at nearshore prices.
        </p>
      </PageHero>

      <section aria-label="Why nearshore with us" className="container-page pb-20">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {advantages.map((a) => (
            <div key={a.label} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <dt className="text-sm text-slate-600">{a.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-pine-700">{a.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-pine-800">
        <div className="container-page flex flex-col items-start gap-6 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold text-white sm:text-4xl">Get Started Today</h2>
            <p className="mt-3 text-lg text-pine-100">
              Tell us what you are building. We will come back within one business day with a plan and the right people.
            </p>
          </div>
          <ButtonLink to="/contact" variant="accent" className="px-6 py-3 text-base">
            Get Started Today <ArrowRightIcon className="h-4 w-4" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
