// /case-studies/{slug} and /es/case-studies/{slug}: one published case study on its own page (issue 28), with
// Article JSON-LD, share tags and hreflang to its translation. A study lives under its own language's prefix only: the
// same slug under the other prefix redirects (302) to it. Signed-in staff also see an unpublished study here, marked
// as a preview, never cached and never indexed; anyone else gets the 404. One D1 round trip.
import { PreviewBanner } from "~/components/site/preview-banner";
import { articleTail, JsonLd } from "~/components/site/json-ld";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { TranslationLink } from "~/components/site/translation-link";
import { answerPreview, translatedPage } from "~/server/translated-page.server";
import type { Route } from "./+types/case-studies.$slug";
import { MarkdownText, Monogram, ResultList, StudyQuote } from "~/components/site/case-study-switcher";
import { TagList } from "~/components/site/marketing/lists";
import { ArrowLink, panelButton } from "~/components/site/marketing/sections";
import { NotFound } from "~/components/site/not-found";
import { ShareButtons } from "~/components/site/share-buttons";
import { ArrowRightIcon } from "~/components/ui/icons";
import { caseStudyPath, toCaseStudyView } from "~/server/case-study-views.server";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/platform/meta";
import { site } from "~/platform/site";
import { findCaseStudyWithTranslation } from "~/models/case-studies.server";
import { catalogue, fill } from "~/i18n/catalogue";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { found, language, url, alternates, translation } = await translatedPage(request, params.slug, {
    find: findCaseStudyWithTranslation,
    record: (f) => f.study,
    translation: (f) => f.translation,
    pathOf: caseStudyPath,
  });
  const { study } = found;
  const view = toCaseStudyView(study);
  const payload = {
    url,
    preview: !study.published,
    study: view,
    description: fill(catalogue(language).caseStudies.study.description, {
      client: study.client,
      title: study.title,
      name: site.name,
    }),
    shareImage: view.logoImage ?? DEFAULT_SHARE_IMAGE,
    dates: { published: study.createdAt.toISOString(), modified: study.updatedAt.toISOString() },
    language,
    alternates,
    translation,
  };
  return answerPreview(payload, payload.preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const t = catalogue(languageOfPath(location.pathname)).caseStudies;
  if (!loaded) return [{ title: `${t.notFound.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    matches,
    title: loaded.study.title,
    description: loaded.description,
    type: "article",
    image: loaded.shareImage,
    noindex: loaded.preview,
    ...localized(location.pathname, `/case-studies/${encodeURIComponent(loaded.study.slug)}`, loaded.alternates),
  });
};

const heading = "text-sm font-semibold uppercase tracking-wider text-pine-700";

/** One part of the study under its small heading; `name` makes the heading's id. */
function StudyPart({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A part that lists tags (technologies, expertise), left out when there are none. */
function StudyTags({
  name,
  title,
  tags,
  tone,
}: {
  name: string;
  title: string;
  tags: readonly string[];
  tone?: "gray";
}) {
  return tags.length ? (
    <StudyPart name={name} title={title}>
      <div className="mt-3">
        <TagList tags={tags} label={title} tone={tone} />
      </div>
    </StudyPart>
  ) : null;
}

export default function CaseStudyPage({
  loaderData: { study, url, preview, description, shareImage, dates, language, translation },
}: Route.ComponentProps) {
  const t = useCatalogue();
  const labels = t.marketing.caseStudy;
  const to = useLocalize();
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description,
    about: study.subtitle,
    inLanguage: language,
    keywords: [...study.technologies, ...study.expertise].join(", "),
    datePublished: dates.published,
    dateModified: dates.modified,
    author: { "@type": "Organization", name: site.name },
    ...articleTail(shareImage.url, url),
  };
  return (
    <article data-case-study-page={study.slug}>
      <header className="bg-gradient-to-b from-pine-50 to-white pb-10 pt-28 sm:pt-36">
        <div className="container-page max-w-4xl">
          {preview ? <PreviewBanner>Preview — not published</PreviewBanner> : null}
          <Link
            to={to("/case-studies")}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900"
          >
            <ArrowRightIcon className="h-4 w-4 rotate-180" />
            {` ${t.caseStudies.study.back}`}
          </Link>
          <div className="mt-8 flex items-center gap-4">
            <Monogram text={study.logo} image={study.logoImage} />
            <dl className="text-sm">
              <dt className="sr-only">{t.caseStudies.study.client}</dt>
              <dd className="font-semibold text-pine-700">{study.subtitle}</dd>
              {study.industry ? (
                <>
                  <dt className="sr-only">{t.caseStudies.study.industry}</dt>
                  <dd className="text-slate-600">{study.industry}</dd>
                </>
              ) : null}
            </dl>
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{study.title}</h1>
          {study.metric.value ? (
            <p className="mt-6 flex items-baseline gap-3">
              <span className="text-5xl font-bold tracking-tight text-pine-700">{study.metric.value}</span>
              <span className="text-lg text-slate-600">{study.metric.label}</span>
            </p>
          ) : null}
          {translation ? (
            <TranslationLink
              translation={translation}
              label={catalogue(translation.language).caseStudies.study.readIn}
            />
          ) : null}
        </div>
      </header>

      <div className="container-page grid max-w-4xl gap-10 pb-20 lg:max-w-6xl lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div className="space-y-10">
          <StudyPart name="challenge" title={labels.challenge}>
            <MarkdownText text={study.challenge} html={study.challengeHtml} />
          </StudyPart>
          <StudyPart name="solution" title={labels.solution}>
            <MarkdownText text={study.solution} html={study.solutionHtml} />
          </StudyPart>
          <StudyTags name="technologies" title={labels.technologies} tags={study.technologies} tone="gray" />
        </div>
        <div className="space-y-10">
          {study.results.length ? (
            <section aria-labelledby="results-heading" className="rounded-2xl bg-pine-900 p-6 text-white sm:p-7">
              <h2 id="results-heading" className="text-sm font-semibold uppercase tracking-wider text-sun-300">
                {labels.results}
              </h2>
              <ResultList results={study.results} />
            </section>
          ) : null}
          <StudyTags name="expertise" title={labels.expertise} tags={study.expertise} />
          {study.quote.text ? <StudyQuote quote={study.quote} /> : null}
          <ArrowLink to="/contact" className={panelButton}>
            {labels.cta}
          </ArrowLink>
        </div>
        <div className="border-t border-slate-200 pt-6 lg:col-span-2">
          <ShareButtons url={url} title={study.title} />
        </div>
      </div>
      <JsonLd data={structuredData} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useCatalogue().caseStudies;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <NotFound title={t.notFound.title} text={t.notFound.text} backTo="/case-studies" backLabel={t.study.back} />;
}
