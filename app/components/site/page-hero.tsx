// The band every public page opens with; it leaves room for the fixed header above it.
import type { ReactNode } from "react";

export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-pine-50 via-white to-white pb-16 pt-32 sm:pb-20 sm:pt-40">
      <Ridge className="h-40 w-full text-pine-100/70" />
      <div className="container-page relative">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-pine-700">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
          {children ? <div className="mt-6 text-lg leading-8 text-slate-600">{children}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** The ridge the light heroes draw; the dark call-to-action band draws its own outline. */
const HERO_RIDGE = "M0 160V110l120-50 90 35 140-80 120 70 110-40 160 75 130-60 140 50 120-70 130 60 80-30 100 20V160Z";

/** A faint mountain ridge along the bottom of a band: the company's namesake. `className` gives its height and colour. */
export function Ridge({ className, d = HERO_RIDGE }: { className: string; d?: string }) {
  return (
    <svg
      className={`pointer-events-none absolute inset-x-0 bottom-0 ${className}`}
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={d} />
    </svg>
  );
}
