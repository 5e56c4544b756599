// What the pages a secret link opens share (an interview link, a meeting's reschedule and cancel links, the mailing
// lists' confirm and unsubscribe links): kept out of search results, never stored by a cache.
import { pageMeta } from "~/platform/meta";
import { catalogue, type Catalogue } from "~/i18n/catalogue";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

type MetaArgs = { matches: Parameters<typeof pageMeta>[0]["matches"]; location: { pathname: string } };

/**
 * The page's title and description from its language's catalogue (`texts`); `neutral`: its path in no language, by
 * default the URL's own (its token in the path).
 */
export function tokenPageMeta(
  { matches, location }: MetaArgs,
  texts: (c: Catalogue) => { title: string; description: string },
  neutral = location.pathname.replace(/^\/es/, ""),
) {
  const t = texts(catalogue(languageOfPath(location.pathname)));
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, neutral),
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** A meeting's link pages say "interview" when the meeting is one (issue 31), else "discovery call". */
export function meetingPageMeta(args: MetaArgs & { data?: { interview: boolean } }) {
  return tokenPageMeta(args, (c) => (args.data?.interview ? c.interviews.manage : c.booking.manage));
}

export const privateHeaders = () => ({ "Cache-Control": "private, no-store" });
