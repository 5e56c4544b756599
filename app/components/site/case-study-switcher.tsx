// The two case studies behind a two-button switch (aria-pressed), the first shown by default.
//
// The buttons submit a GET form (?study=…#case-study), so the switch works without JavaScript and a study can be
// linked to; with JavaScript (app/behaviour/site.ts, `case-study`) the change happens in place and the address is
// updated with replaceState, without a round trip to the server: every study is in the page, the others hidden.
// The studies come from D1 (issue 28) on /case-studies and from the fixed copy on the home page; a field left empty
// in the back office leaves its block out, and a Markdown field arrives rendered and sanitised (`…Html`).
import { useLocation, useSearchParams } from "react-router";
import { CheckMarks, TagList } from "~/components/site/marketing/lists";
import { ArrowLink, panelButton } from "~/components/site/marketing/sections";
import type { CaseStudy } from "~/content/types";
import { useCatalogue } from "~/i18n/hooks";

/** A study as the switch shows it: the fixed copy's shape, with what a stored study may add. */
export type SwitchStudy = CaseStudy & {
  logoImage?: { url: string; width: number; height: number } | null;
  challengeHtml?: string | null;
  solutionHtml?: string | null;
};

export function CaseStudySwitcher({
  studies,
  anchor = "case-study",
}: {
  studies: readonly SwitchStudy[];
  anchor?: string;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const study = studies.find((s) => s.id === params.get("study")) ?? studies[0]!;
  const t = useCatalogue().marketing.caseStudy;

  return (
    <div id={anchor} className="scroll-mt-24" data-behaviour="case-study">
      <form method="get" action={`${pathname}#${anchor}`}>
        <div
          role="group"
          aria-label={t.choose}
          className="grid gap-1.5 rounded-2xl bg-slate-100 p-1.5 ring-1 ring-slate-200/70 sm:inline-grid sm:grid-cols-2"
        >
          {studies.map((s) => {
            const pressed = s.id === study.id;
            return (
              <button
                key={s.id}
                type="submit"
                name="study"
                value={s.id}
                aria-pressed={pressed}
                aria-controls={`${anchor}-panel`}
                className="group flex items-center gap-3 rounded-xl px-4 py-2.5 text-left text-sm font-semibold transition-colors aria-pressed:bg-white aria-pressed:text-pine-800 aria-pressed:shadow-sm aria-pressed:ring-1 aria-pressed:ring-slate-200 aria-[pressed=false]:text-slate-600 aria-[pressed=false]:hover:bg-white/60 aria-[pressed=false]:hover:text-slate-900"
              >
                <Monogram text={s.logo} image={s.logoImage} small />
                {s.subtitle}
              </button>
            );
          })}
        </div>
      </form>

      <div id={`${anchor}-panel`} className="mt-6">
        {studies.map((s) => (
          <StudyPanel key={s.id} study={s} anchor={anchor} hidden={s.id !== study.id} />
        ))}
      </div>
    </div>
  );
}

function StudyPanel({ study, anchor, hidden }: { study: SwitchStudy; anchor: string; hidden: boolean }) {
  const t = useCatalogue().marketing.caseStudy;
  return (
    <article
      data-study={study.id}
      hidden={hidden}
      aria-labelledby={`${anchor}-title-${study.id}`}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80"
    >
      <header className="flex flex-col gap-6 border-b border-slate-100 bg-gradient-to-r from-pine-50 to-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div className="flex items-start gap-4">
          <Monogram text={study.logo} image={study.logoImage} />
          <div>
            <p className="text-sm font-semibold text-pine-700">{study.subtitle}</p>
            <h3 id={`${anchor}-title-${study.id}`} className="mt-1 text-xl font-bold sm:text-2xl">
              {study.title}
            </h3>
          </div>
        </div>
        {study.metric.value ? (
          <p className="flex shrink-0 items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0 sm:text-right">
            <span className="text-4xl font-bold tracking-tight text-pine-700">{study.metric.value}</span>
            <span className="max-w-[12rem] text-sm text-slate-600">{study.metric.label}</span>
          </p>
        ) : null}
      </header>

      <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wider text-pine-700">{t.challenge}</h4>
            <MarkdownText text={study.challenge} html={study.challengeHtml} />
          </div>
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wider text-pine-700">{t.solution}</h4>
            <MarkdownText text={study.solution} html={study.solutionHtml} />
          </div>
          {study.technologies.length ? (
            <div>
              <h4 className="text-sm font-semibold uppercase tracking-wider text-pine-700">{t.technologies}</h4>
              <div className="mt-3">
                <TagList tags={study.technologies} label={t.technologies} tone="gray" />
              </div>
            </div>
          ) : null}
        </div>

        <div className="space-y-8">
          {study.results.length ? (
            <div className="rounded-2xl bg-pine-900 p-6 text-white sm:p-7">
              <h4 className="text-sm font-semibold uppercase tracking-wider text-sun-300">{t.results}</h4>
              <ResultList results={study.results} />
            </div>
          ) : null}
          {study.expertise.length ? (
            <div>
              <h4 className="text-sm font-semibold uppercase tracking-wider text-pine-700">{t.expertise}</h4>
              <div className="mt-3">
                <TagList tags={study.expertise} label={t.expertise} />
              </div>
            </div>
          ) : null}
          {study.quote.text ? <StudyQuote quote={study.quote} /> : null}
          <ArrowLink to="/contact" className={panelButton}>
            {t.cta}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}

const resultMarks = {
  list: "mt-4 space-y-3",
  item: "flex gap-3 leading-6 text-pine-50",
  mark: "mt-0.5 h-5 w-5 shrink-0 text-pine-300",
};

/** A study's results, each with a check mark, on the dark results panel. */
export function ResultList({ results }: { results: readonly string[] }) {
  return <CheckMarks items={results} classes={resultMarks} />;
}

/** A Markdown field: its sanitised HTML when it has markup, else the text in a paragraph (as the fixed copy was). */
export function MarkdownText({ text, html }: { text: string; html?: string | null }) {
  return html ? (
    <div className="prose-post mt-3 leading-7 text-slate-600" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className="mt-3 leading-7 text-slate-600">{text}</p>
  );
}

/** The client's words, with who said them. */
export function StudyQuote({ quote }: { quote: SwitchStudy["quote"] }) {
  return (
    <figure className="border-l-4 border-sun-400 pl-5">
      <blockquote className="text-lg leading-8 text-ink">
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm">
        <span className="block font-semibold text-ink">{quote.author}</span>
        <span className="block text-slate-600">{quote.title}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The study's badge: its uploaded logo on white, or its monogram on the brand colour (greyed in a switch button not
 * pressed). Decorative: the client's name is always beside it.
 */
export function Monogram({
  text,
  image,
  small = false,
}: {
  text: string;
  image?: SwitchStudy["logoImage"];
  small?: boolean;
}) {
  if (image)
    return (
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className={`shrink-0 bg-white object-contain ring-1 ring-slate-200 ${
          small ? "h-7 w-7 rounded-lg p-0.5" : "hidden h-14 w-14 rounded-2xl p-1.5 shadow-sm sm:block"
        }`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`shrink-0 items-center justify-center font-bold tracking-wide ${
        small ? "flex h-7 w-7 rounded-lg text-[0.65rem]" : "hidden h-14 w-14 rounded-2xl text-base shadow-sm sm:flex"
      } ${small ? "bg-slate-200 text-slate-600 group-aria-pressed:bg-pine-700 group-aria-pressed:text-white" : "bg-pine-700 text-white"}`}
    >
      {text}
    </span>
  );
}
