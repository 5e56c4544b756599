// Every unmatched public path: the 404 page, with HTTP status 404.
import { data } from "react-router";
import { NotFound } from "~/components/site/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found | Cordillera Nearshore" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
