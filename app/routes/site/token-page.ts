// What the pages a secret link opens share (an interview link, a meeting's reschedule and cancel links): the
// same path in either language, kept out of search results, never stored by a cache.
import { pageMeta } from "~/platform/meta";
import { catalogue } from "~/i18n/catalogue";
import { languageOfPath } from "~/i18n/languages";
import { localized } from "~/i18n/meta";

type MetaArgs = { matches: Parameters<typeof pageMeta>[0]["matches"]; location: { pathname: string } };

export function tokenPageMeta({ matches, location }: MetaArgs, t: { title: string; description: string }) {
  return [
    ...pageMeta({
      matches,
      title: t.title,
      description: t.description,
      ...localized(location.pathname, location.pathname.replace(/^\/es/, "")),
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** A meeting's link pages say "interview" when the meeting is one (issue 31), else "discovery call". */
export function meetingPageMeta(args: MetaArgs & { data?: { interview: boolean } }) {
  const c = catalogue(languageOfPath(args.location.pathname));
  return tokenPageMeta(args, args.data?.interview ? c.interviews.manage : c.booking.manage);
}

export const privateHeaders = () => ({ "Cache-Control": "private, no-store" });
