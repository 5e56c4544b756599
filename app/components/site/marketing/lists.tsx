// The lists that fill the marketing pages' sections: feature grids, check marks, headline figures, process steps,
// success stories and technology tags.
import type { ReactNode } from "react";
import { CheckCircleIcon } from "~/components/ui/icons";
import { IconTile } from "~/components/site/marketing/icon";
import type { Feature, Step, SuccessStory } from "~/content/types";
import { useCatalogue } from "~/i18n/hooks";

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
