// The heroes of Home and the service pages: the light band with the mountain ridge, like PageHero, with room for
// an illustration (Home) or a Back to Services link and highlights (service pages).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckMarks } from "~/components/site/marketing/lists";
import { ArrowLink, largeButton } from "~/components/site/marketing/sections";
import { Ridge } from "~/components/site/page-hero";
import { ArrowLeftIcon, BoltIcon, ClockIcon } from "~/components/ui/icons";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-pine-50 via-white to-white pb-16 pt-28 sm:pb-20 sm:pt-36">
      <Ridge className="h-32 w-full text-pine-100/70 sm:h-40" />
      <div className="container-page relative">{children}</div>
    </section>
  );
}

/** The proof points under Home's calls to action, in a row. */
const proofMarks = {
  list: "mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700",
  item: "flex items-center gap-2",
  mark: "h-4 w-4 shrink-0 text-pine-600",
};

export function HomeHero({ title, lead, proof }: { title: ReactNode; lead: ReactNode; proof: readonly string[] }) {
  const t = useCatalogue().marketing.homeHero;
  const to = useLocalize();
  return (
    <HeroFrame>
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-pine-800 ring-1 ring-pine-200 sm:text-sm">
            <span className="h-1.5 w-1.5 rounded-full bg-sun-500" aria-hidden="true" />
            {t.badge}
          </p>
          <h1 className="mt-5 text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
          <div className="mt-6 max-w-2xl text-lg leading-8 text-slate-600">{lead}</div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ArrowLink to="/services" className={largeButton.primary}>
              {t.explore}
            </ArrowLink>
            <Link to={to("/contact")} className={largeButton.secondary}>
              {t.talk}
            </Link>
          </div>
          <CheckMarks items={proof} classes={proofMarks} />
        </div>
        <TeamIllustration />
      </div>
    </HeroFrame>
  );
}

/** The drawn team's people; their roles and places are the catalogue's `marketing.illustration.team`, in order. */
const team = [
  { initials: "AM", name: "Andrea M.", tone: "bg-pine-700" },
  { initials: "DR", name: "Diego R.", tone: "bg-sun-700" },
  { initials: "LS", name: "Lucía S.", tone: "bg-pine-600" },
  { initials: "JC", name: "Javier C.", tone: "bg-slate-700" },
];

/** A drawn "extended team" card: decoration that repeats the hero's message, hidden from assistive technology. */
function TeamIllustration() {
  const t = useCatalogue().marketing.illustration;
  return (
    <div className="relative mx-auto hidden w-full max-w-md lg:block" aria-hidden="true">
      <div className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-sun-100/70" />
      <div className="absolute -bottom-10 -left-12 h-48 w-48 rounded-full bg-pine-100/60" />
      <div className="relative rounded-2xl bg-white p-6 shadow-xl shadow-pine-900/10 ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-ink">{t.title}</p>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800">
            <span className="h-2 w-2 rounded-full bg-emerald-500" />
            {t.online}
          </span>
        </div>
        <ul className="mt-5 space-y-4">
          {team.map((m, i) => (
            <li key={m.name} className="flex items-center gap-3">
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white ${m.tone}`}
              >
                {m.initials}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">{m.name}</span>
                <span className="block truncate text-xs text-slate-600">{t.team[i]?.role}</span>
              </span>
              <span className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
                {t.team[i]?.place}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-pine-50 p-4">
          <div className="flex items-center justify-between text-xs font-medium text-pine-900">
            <span>{t.sprint}</span>
            <span>{t.progress}</span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-pine-100">
            <div className="h-2 w-4/5 rounded-full bg-pine-600" />
          </div>
          <p className="mt-2 text-xs text-pine-800">{t.demo}</p>
        </div>
      </div>
      <FloatingBadge at="-right-6 -top-5" Icon={BoltIcon} tile="bg-sun-100 text-sun-700">
        {t.candidates}
      </FloatingBadge>
      <FloatingBadge at="-bottom-6 -left-8" Icon={ClockIcon} tile="bg-pine-50 text-pine-700">
        {t.sameHours}
      </FloatingBadge>
    </div>
  );
}

/** A badge floating over a corner of the drawn card (`at`): an icon on its coloured tile, then a few words. */
function FloatingBadge({
  at,
  Icon,
  tile,
  children,
}: {
  at: string;
  Icon: typeof BoltIcon;
  tile: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`absolute ${at} flex items-center gap-2 rounded-xl bg-white px-3.5 py-2.5 text-sm font-semibold text-ink shadow-lg ring-1 ring-slate-200`}
    >
      <span className={`flex h-7 w-7 items-center justify-center rounded-lg ${tile}`}>
        <Icon className="h-4 w-4" />
      </span>
      {children}
    </div>
  );
}

/** A service page's highlights, as pills. */
const highlightMarks = {
  list: "mt-7 flex flex-wrap gap-2",
  item: "inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-pine-900 ring-1 ring-pine-200",
  mark: "h-4 w-4 text-pine-600",
};

/** The hero of a static service page: Back to Services, the page's name and promise, highlights and its call. */
export function ServiceHero({
  eyebrow,
  title,
  intro,
  highlights,
  cta,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  highlights: readonly string[];
  cta: string;
}) {
  const back = useCatalogue().marketing.servicePage.back;
  const to = useLocalize();
  return (
    <HeroFrame>
      <Link
        to={to("/services")}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-pine-700 hover:text-pine-900"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        {` ${back}`}
      </Link>
      <div className="mt-8 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-pine-700">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{intro}</p>
        <CheckMarks items={highlights} classes={highlightMarks} />
        <div className="mt-8">
          <ArrowLink to="/contact" className={largeButton.primary}>
            {cta}
          </ArrowLink>
        </div>
      </div>
    </HeroFrame>
  );
}
