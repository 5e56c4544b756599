// Building blocks of the marketing pages: sections with the eyebrow + heading + lead pattern, feature grids,
// figures, process steps, success stories and the closing call-to-action band.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import { IconTile } from "~/components/site/marketing/icon";
import { Ridge } from "~/components/site/page-hero";
import type { Feature, Step, SuccessStory } from "~/content/types";
import { useCatalogue, useLocalize } from "~/i18n/hooks";

const large =
  "inline-flex items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold transition-colors";

/** The larger buttons of heroes and call-to-action bands (the ui buttons are the compact size). */
export const largeButton = {
  primary: `${large} bg-pine-700 text-white shadow-sm hover:bg-pine-800`,
  secondary: `${large} bg-white text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50`,
  accent: `${large} bg-sun-400 text-ink shadow-sm hover:bg-sun-300`,
  ghost: `${large} bg-white/10 text-white ring-1 ring-inset ring-white/25 hover:bg-white/20`,
} as const;

/** The compact call to action beside a panel's text (a service tab, a case study). */
export const panelButton =
  "inline-flex items-center gap-2 rounded-md bg-pine-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pine-800";

/** A link that ends in an arrow: the pages' calls to action and "more" links. `to` is language-neutral ("/contact"). */
export function ArrowLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const localize = useLocalize();
  return (
    <Link to={localize(to)} className={className}>
      {children} <ArrowRightIcon className="h-4 w-4" />
    </Link>
  );
}

const tones = {
  white: "bg-white",
  tint: "bg-pine-50/60",
  slate: "bg-slate-50",
} as const;

/** A page section with the site's vertical rhythm. Name it with the id of its heading. */
export function Section({
  id,
  tone = "white",
  labelledBy,
  className = "",
  children,
}: {
  id?: string;
  tone?: keyof typeof tones;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} ${id ? "scroll-mt-20" : ""} ${className}`}>
      <div className="container-page py-16 sm:py-24">{children}</div>
    </section>
  );
}

export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-semibold uppercase tracking-wider text-pine-700 ${className}`}>{children}</p>;
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${center ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-3 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div> : null}
    </div>
  );
}

/** What a section's header says, as the catalogue writes it: an eyebrow, the title and a lead paragraph. */
type SectionCopy = { eyebrow?: string; title: string; text: string };

/** A SectionHeader from a catalogue entry: its eyebrow and title, and its text as the one lead paragraph. */
export function SectionIntro({ id, copy, center }: { id: string; copy: SectionCopy; center?: boolean }) {
  return (
    <SectionHeader id={id} eyebrow={copy.eyebrow} title={copy.title} center={center}>
      <p>{copy.text}</p>
    </SectionHeader>
  );
}

/**
 * The usual section: its intro (SectionIntro), then what it holds. `name` names the heading (`{name}-heading`),
 * which labels the section.
 */
export function HeadedSection({
  name,
  copy,
  id,
  tone,
  center,
  children,
}: {
  name: string;
  copy: SectionCopy;
  id?: string;
  tone?: keyof typeof tones;
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${name}-heading`}>
      <SectionIntro id={`${name}-heading`} copy={copy} center={center} />
      {children}
    </Section>
  );
}

const gridColumns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards that open with an icon: advantages, practices, culture. */
export function FeatureGrid({
  items,
  columns = 3,
  className = "mt-12",
}: {
  items: readonly (Feature & { children?: ReactNode })[];
  columns?: keyof typeof gridColumns;
  className?: string;
}) {
  return (
    <ul role="list" className={`grid gap-6 ${gridColumns[columns]} ${className}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7"
        >
          <IconTile name={item.icon} />
          <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-[0.95rem] leading-7 text-slate-600">{item.text}</p>
          {item.children}
        </li>
      ))}
    </ul>
  );
}

/**
 * Lines of text, each after a check mark: the markup of every such list (checklists, a study's results, a hero's
 * proof points); `classes` say how the list, each line and its mark look where it stands.
 */
export function CheckMarks({
  items,
  classes,
}: {
  items: readonly string[];
  classes: { list: string; item: string; mark: string };
}) {
  return (
    <ul role="list" className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <CheckCircleIcon className={classes.mark} />
          {item}
        </li>
      ))}
    </ul>
  );
}

const checklist = {
  item: "flex gap-2.5 text-sm leading-6 text-slate-700",
  mark: "mt-0.5 h-5 w-5 shrink-0 text-pine-600",
};

/** A short checklist, e.g. a practice's capabilities. */
export function CheckList({ items, className = "mt-5" }: { items: readonly string[]; className?: string }) {
  return <CheckMarks items={items} classes={{ ...checklist, list: `space-y-2.5 ${className}` }} />;
}

/** Headline figures: two across on phones, four on desktops. */
export function Figures({ items }: { items: readonly { figure: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((a) => (
        <div
          key={a.label}
          className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
        >
          <dt className="text-sm leading-5 text-slate-600">{a.label}</dt>
          <dd className="order-first text-2xl font-bold tracking-tight text-pine-700 sm:text-3xl">{a.figure}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A numbered process. Five steps sit in one row on desktops, three in a row with their deliverables. */
export function Steps({ items }: { items: readonly Step[] }) {
  const t = useCatalogue().marketing.steps;
  const wide = items.length > 3;
  return (
    <ol
      role="list"
      className={`mt-12 grid gap-5 sm:grid-cols-2 ${wide ? "lg:grid-cols-5" : "lg:grid-cols-3 lg:gap-6"}`}
    >
      {items.map((step, i) => (
        <li
          key={step.title}
          className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
        >
          <div className="flex items-center gap-3">
            <span
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-pine-700 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className="text-xs font-semibold uppercase tracking-wider text-slate-500">
              {wide ? t.step : t.phase} {i + 1}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
          {step.deliverables ? (
            <div className="mt-5 border-t border-slate-100 pt-4">
              <p className="text-xs font-semibold uppercase tracking-wider text-pine-700">{t.deliverables}</p>
              <CheckList items={step.deliverables} className="mt-3" />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Short client results on the service pages. */
export function StoryCards({ items }: { items: readonly SuccessStory[] }) {
  return (
    <ul role="list" className={`mt-12 grid gap-6 md:grid-cols-2 ${items.length > 2 ? "lg:grid-cols-3" : ""}`}>
      {items.map((s) => (
        <li key={s.client} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7">
          <p className="text-xs font-semibold uppercase tracking-wider text-pine-700">{s.engagement}</p>
          <h3 className="mt-2 text-lg font-semibold">{s.client}</h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{s.text}</p>
          <p className="mt-5 flex gap-2.5 rounded-xl bg-pine-50 px-4 py-3 text-sm font-semibold text-pine-900">
            <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0 text-pine-600" />
            {s.result}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Technology tags as a list of pills. */
export function TagList({
  tags,
  label,
  tone = "pine",
}: {
  tags: readonly string[];
  label: string;
  tone?: "pine" | "gray";
}) {
  return (
    <ul role="list" aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className={`rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset ${
            tone === "pine"
              ? "bg-pine-50 text-pine-800 ring-pine-600/15"
              : "bg-slate-100 text-slate-700 ring-slate-500/15"
          }`}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * The dark closing band every marketing page ends with: a heading, a line of text and a call to action (`copy`, as
 * the catalogue writes a page's `cta`). The links (`to`, `secondary.to`) are language-neutral paths.
 */
export function CtaBand({
  id = "cta-heading",
  copy: { eyebrow, title, text, button },
  to = "/contact",
  secondary,
}: {
  id?: string;
  copy: { eyebrow?: string; title: string; text: string; button: string };
  to?: string;
  secondary?: { label: string; to: string };
}) {
  const localize = useLocalize();
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-pine-900">
      <Ridge
        className="-z-10 h-28 w-full text-pine-800/70"
        d="M0 160V100l150-60 110 45 160-70 140 80 120-45 170 70 140-55 150 45 130-65 120 60 50-20V160Z"
      />
      <div className="container-page flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-sun-300">{eyebrow}</p> : null}
          <h2 id={id} className={`${eyebrow ? "mt-3" : ""} text-3xl font-bold text-white sm:text-4xl`}>
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-pine-100">{text}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <ArrowLink to={to} className={largeButton.accent}>
            {button}
          </ArrowLink>
          {secondary ? (
            <Link to={localize(secondary.to)} className={largeButton.ghost}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
