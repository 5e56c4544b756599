// Client testimonials, one slide at a time. The slides are a scroll-snap strip, so they scroll (and swipe) without
// JavaScript; with it (app/behaviour/site.ts, `carousel`), Previous and Next (disabled at the ends) and the arrow
// keys, while the strip has focus, move between them. No carousel library: the browser's own scrolling does the
// animation. Without JavaScript the buttons stay disabled and the strip scrolls by itself. The live region's
// `data-announce` holds the page's "Testimonial {index} of {count}", which the behaviour fills in on each move.
import { initials } from "~/components/site/initials";
import { ArrowLeftIcon, ArrowRightIcon } from "~/components/ui/icons";
import type { ShownTestimonial } from "~/schemas/proof-display";
import { fill } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";

/** One star, grey, gold or half gold: the `.star` class of app/app.css draws it. */
function Star({ fill }: { fill: number }) {
  return <span className="star" data-star={fill >= 1 ? "full" : fill > 0 ? "half" : "empty"} />;
}

/** Five stars in halves: 4.5 draws four full stars and a half one (ratings round to the nearest half). */
export function StarRating({ rating }: { rating: number }) {
  const t = useCatalogue().marketing.testimonials;
  return (
    <div className="flex gap-1" role="img" aria-label={fill(t.rating, { rating })}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={Math.max(0, Math.min(1, Math.round(rating * 2) / 2 - i))} />
      ))}
    </div>
  );
}

/** `label`: the region's name where the page's own would repeat (the back office's previews, one per language). */
export function TestimonialCarousel({ items, label }: { items: readonly ShownTestimonial[]; label?: string }) {
  const labels = useCatalogue().marketing.testimonials;
  const index = 0;
  const control =
    "flex h-11 w-11 items-center justify-center rounded-full bg-white text-pine-800 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-pine-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white";
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label ?? labels.label}
      className="mt-12"
      data-behaviour="carousel"
    >
      <div
        data-strip
        tabIndex={0}
        role="group"
        aria-label={labels.strip}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((t, i) => (
          <div
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { index: i + 1, count: items.length })}
            className="w-full shrink-0 snap-center px-px py-px"
          >
            <figure className="relative mx-auto max-w-3xl overflow-hidden rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200/80 sm:p-12">
              <svg
                viewBox="0 0 48 48"
                className="absolute right-6 top-6 h-12 w-12 text-pine-100 sm:right-10 sm:top-10 sm:h-16 sm:w-16"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  fill="currentColor"
                  d="M20 10c-8 2.7-13 9-13 17.5V38h13V25h-6.5c.3-4.5 3-7.8 8-9.6L20 10Zm21 0c-8 2.7-13 9-13 17.5V38h13V25h-6.5c.3-4.5 3-7.8 8-9.6L41 10Z"
                />
              </svg>
              <StarRating rating={t.rating} />
              <blockquote className="relative mt-6 text-lg leading-8 text-ink sm:text-xl sm:leading-9">
                <p>“{t.content}”</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-pine-700 text-sm font-semibold text-white"
                  aria-hidden="true"
                >
                  {initials(t.author)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{t.author}</span>
                  <span className="block text-sm text-slate-600">{t.title}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-8 flex items-center justify-center gap-5">
        <button type="button" data-step="-1" disabled className={control} aria-label={labels.previous}>
          <ArrowLeftIcon className="h-5 w-5" />
        </button>
        <div className="flex items-center gap-2" aria-hidden="true">
          {items.map((t, i) => (
            <span
              key={t.id}
              data-dot
              data-active={i === index}
              className="h-2 rounded-full transition-all data-[active=false]:w-2 data-[active=false]:bg-pine-200 data-[active=true]:w-6 data-[active=true]:bg-pine-700"
            />
          ))}
        </div>
        <button type="button" data-step="1" disabled className={control} aria-label={labels.next}>
          <ArrowRightIcon className="h-5 w-5" />
        </button>
      </div>
      <p
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-announce={labels.position}
        data-count={items.length}
      >
        {fill(labels.position, { index: index + 1, count: items.length })}
      </p>
    </div>
  );
}
