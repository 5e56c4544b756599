// Client testimonials, one slide at a time. The slides are a scroll-snap strip, so they scroll without
// JavaScript; with it, Previous and Next (disabled at the ends) and the arrow keys move between them.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Testimonial } from "~/content/stories";

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} viewBox="0 0 20 20" width={20} height={20} aria-hidden="true" data-star={fill === 1 ? "full" : fill > 0 ? "half" : "empty"}>
            <defs>
              <linearGradient id={`star-${i}-${rating}`}>
                <stop offset={`${fill * 100}%`} stopColor="#e8961b" />
                <stop offset={`${fill * 100}%`} stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${i}-${rating})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
            />
          </svg>
        );
      })}
    </div>
  );
}

export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  // A swipe or scroll moves the strip too; read the slide from it once the scrolling settles, so a smooth
  // scroll started by the buttons is not mistaken for the visitor's own on its way past other slides.
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth))), 150);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      el.removeEventListener("scroll", onScroll);
    };
  }, []);

  function go(to: number) {
    const el = strip.current;
    const next = Math.max(0, Math.min(items.length - 1, to));
    setIndex(next);
    el?.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    }
  }

  const control = "flex h-11 w-11 items-center justify-center rounded-full bg-white text-pine-800 shadow-sm ring-1 ring-slate-200 hover:bg-pine-50 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Client testimonials" className="mt-12">
      <div
        ref={strip}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-2xl [scrollbar-width:none]"
        aria-live="polite"
      >
        {items.map((t, i) => (
          <figure
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            className="w-full shrink-0 snap-center px-1"
          >
            <div className="mx-auto max-w-3xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <Stars rating={t.rating} />
              <blockquote className="mt-5 text-lg leading-8 text-ink sm:text-xl">“{t.content}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-ink">{t.author}</span>
                <span className="block text-sm text-slate-600">{t.title}</span>
              </figcaption>
            </div>
          </figure>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} className={control} aria-label="Previous testimonial">
          <span aria-hidden="true">←</span>
        </button>
        <span className="text-sm text-slate-600" aria-hidden="true">
          {index + 1} / {items.length}
        </span>
        <button type="button" onClick={() => go(index + 1)} disabled={index === items.length - 1} className={control} aria-label="Next testimonial">
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
