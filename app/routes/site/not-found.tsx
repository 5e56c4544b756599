// Every unmatched public path: the 404 page, with HTTP status 404.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/site/not-found";
import { catalogue } from "~/i18n/catalogue";
import { languageOfPath } from "~/i18n/languages";
import { site } from "~/platform/site";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${catalogue(languageOfPath(location.pathname)).common.errors.notFoundTitle} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
