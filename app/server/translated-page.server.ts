// A translatable record's public page (a blog post, a case study): the record the URL names, live, or for signed-in
// staff its draft; a 404 when neither; its one address, under its own language's prefix (a URL in the other
// language redirects there) as an absolute URL; where it lives in each language, for hreflang and the header's
// language link; and the link to its translation, if it has one.
import { data, redirect } from "react-router";
import { siteUrl } from "~/platform/env.server";
import { getSessionUser } from "~/server/auth.server";
import { LANGUAGES, languageOfPath, type Language } from "~/i18n/languages";
import type { Alternates } from "~/i18n/meta";

type Translatable = { language: Language; slug: string };

export async function translatedPage<Found>(
  request: Request,
  slug: string,
  {
    find,
    record,
    translation,
    pathOf,
  }: {
    /** The record by slug with what the page shows beside it; drafts only when `includeDrafts`. */
    find: (slug: string, options?: { includeDrafts: boolean }) => Promise<Found | null>;
    record: (found: Found) => Translatable;
    translation: (found: Found) => Translatable | null;
    /** A record's address in a language. */
    pathOf: (language: Language, slug: string) => string;
  },
) {
  const requested = new URL(request.url);
  const language = languageOfPath(requested.pathname);
  // A draft for signed-in staff only (a visitor without a cookie costs no session read).
  const staff = async () =>
    request.headers.has("Cookie") && (await getSessionUser(request)) ? find(slug, { includeDrafts: true }) : null;
  const found = (await find(slug)) ?? (await staff());
  if (!found) throw data(null, { status: 404 });
  const own = record(found);
  const path = pathOf(own.language, own.slug);
  if (own.language !== language) throw redirect(`${path}${requested.search}`, 302);
  const other = translation(found);
  // Here, its translation, or nowhere (the header then offers that language's list).
  const alternates: Alternates = Object.fromEntries(
    LANGUAGES.map((l) => [l, l === language ? path : other?.language === l ? pathOf(l, other.slug) : null]),
  );
  // The header's "Read in …" link: the translation's own address.
  const link = other && { href: pathOf(other.language, other.slug), language: other.language };
  return { found, language, url: siteUrl(path), alternates, translation: link };
}

/** A staff preview is one person's view of unpublished work: never stored by any cache, never indexed. */
export function answerPreview<T>(payload: T, preview: boolean) {
  return preview
    ? data(payload, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } })
    : payload;
}
