// Building blocks of the marketing pages: section headings, feature grids, figures and the closing call to action.
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";

export function Section({ id, tone = "white", children, labelledBy }: { id?: string; tone?: "white" | "tint"; children: ReactNode; labelledBy?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tone === "tint" ? "bg-pine-50" : "bg-white"}>
      <div className="container-page py-16 sm:py-24">{children}</div>
    </section>
  );
}

export function SectionHeader({ id, eyebrow, title, children, center }: { id: string; eyebrow?: string; title: ReactNode; children?: ReactNode; center?: boolean }) {
  return (
    <div className={`max-w-3xl ${center ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-pine-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div> : null}
    </div>
  );
}

export function FeatureGrid({ items, columns = 3 }: { items: readonly { title: string; text: string }[]; columns?: 2 | 3 }) {
  return (
    <div className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => (
        <div key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <CheckCircleIcon className="h-7 w-7 text-pine-600" />
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
        </div>
      ))}
    </div>
  );
}

export function Figures({ items }: { items: readonly { figure: string; label: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((a) => (
        <div key={a.label} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="text-sm text-slate-600">{a.label}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-pine-700">{a.figure}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((step, i) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-pine-700 text-sm font-bold text-white" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CtaBand({ title, text, cta, to = "/contact" }: { title: string; text: string; cta: string; to?: string }) {
  return (
    <section className="bg-pine-800">
      <div className="container-page flex flex-col items-start gap-6 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold text-white sm:text-4xl">{title}</h2>
          <p className="mt-3 text-lg text-pine-100">{text}</p>
        </div>
        <ButtonLink to={to} variant="accent" className="px-6 py-3 text-base">
          {cta} <ArrowRightIcon className="h-4 w-4" />
        </ButtonLink>
      </div>
    </section>
  );
}

export function StoryCards({ items }: { items: readonly { client: string; text: string; result: string }[] }) {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => (
        <article key={s.client} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-semibold">{s.client}</h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{s.text}</p>
          <p className="mt-4 rounded-lg bg-pine-50 px-4 py-3 text-sm font-semibold text-pine-800">{s.result}</p>
        </article>
      ))}
    </div>
  );
}
