// Building blocks of the marketing pages: sections with the eyebrow + heading + lead pattern, their calls to
// action, and the closing call-to-action band. The lists that fill them (feature grids, figures, steps…) are lists.tsx.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Ridge } from "~/components/site/page-hero";
import { TitledText } from "~/components/site/titled-text";
import { useLocalize } from "~/i18n/hooks";

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

/** A call to action that ends a section's intro: a language-neutral path (ArrowLink), its words and the link's look. */
type SectionAction = { to: string; label: string; className: string };

/** How a section in two columns shares its width, its intro on the left and what it holds on the right. */
const splits = {
  /** Halves, centred on each other: an intro beside a panel. */
  even: { grid: "grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16", intro: undefined },
  /** A narrower intro that stays in view while the long list beside it scrolls. */
  list: {
    grid: "grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16",
    intro: "lg:sticky lg:top-28 lg:self-start",
  },
} as const;

/** Two columns: a section's `intro` (its header and what follows it) beside what the section holds. */
export function Split({
  columns = "even",
  intro,
  children,
}: {
  columns?: keyof typeof splits;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={splits[columns].grid}>
      <div className={splits[columns].intro}>{intro}</div>
      {children}
    </div>
  );
}

/**
 * The usual section: its intro (SectionIntro), then what it holds. `name` names the heading (`{name}-heading`),
 * which labels the section. An `action` is the intro's call to action: beside the intro, what the section holds
 * below both; or, in a `split` section, under the intro, with what the section holds in the other column.
 */
export function HeadedSection({
  name,
  copy,
  id,
  tone,
  center,
  action,
  split,
  children,
}: {
  name: string;
  copy: SectionCopy;
  id?: string;
  tone?: keyof typeof tones;
  center?: boolean;
  action?: SectionAction;
  split?: keyof typeof splits;
  children: ReactNode;
}) {
  const intro = <SectionIntro id={`${name}-heading`} copy={copy} center={center} />;
  const link = action ? (
    <ArrowLink to={action.to} className={action.className}>
      {action.label}
    </ArrowLink>
  ) : null;
  // Above what the section holds, a link stands beside the intro; in a split, under it, in the intro's column.
  const header =
    link && !split ? (
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        {intro}
        {link}
      </div>
    ) : (
      <>
        {intro}
        {link}
      </>
    );
  return (
    <Section id={id} tone={tone} labelledBy={`${name}-heading`}>
      {split ? (
        <Split columns={split} intro={header}>
          {children}
        </Split>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </Section>
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
        <TitledText
          id={id}
          eyebrow={
            eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-sun-300">{eyebrow}</p> : null
          }
          title={title}
          text={text}
          classes={{
            box: "max-w-2xl",
            heading: `${eyebrow ? "mt-3" : ""} text-3xl font-bold text-white sm:text-4xl`,
            text: "mt-4 text-lg leading-8 text-pine-100",
          }}
        />
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
