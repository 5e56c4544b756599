// The HTML document, the root loader (the pending flash toast) and the last-resort error page.
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import behaviourUrl from "virtual:site-behaviour";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import interLatin from "~/assets/fonts/inter-latin-400-700.woff2?url";
import { StaticToaster, Toaster } from "~/components/ui/toaster";
import { useHydrates, useNonce } from "~/platform/request-context";
import { errorCopy } from "~/platform/error-copy";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { catalogue } from "~/i18n/catalogue";
import { site } from "~/platform/site";
import { publicOrigin } from "~/platform/env.server";
import { takeToast } from "~/server/toast.server";

/**
 * React Router answers 405 itself when a route has no action (a POST to a page without a form, to a feed or a file):
 * such a route serves GET and HEAD, and RFC 9110 §15.5.6 wants its 405 to say so. The /api routes carry their own
 * Allow, built from each route's handlers (apiRoute in app/server/api.server.ts), which this leaves as it is.
 */
const allowOnRouterRefusal: Route.MiddlewareFunction = async (_args, next) => {
  const response = await next();
  if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [allowOnRouterRefusal];

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, setCookie } = await takeToast(request);
  // The public origin, for the meta functions' absolute URLs (they also run in the browser).
  const siteUrl = publicOrigin();
  return data({ toast, siteUrl }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export const links: Route.LinksFunction = () => [
  // With a precedence, React puts the stylesheet ahead of the script preloads in <head>, so the one resource
  // that blocks the first paint is requested first.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Inter is self-hosted (@fontsource-variable/inter); the Latin file is the one every page needs, so it starts
  // downloading with the HTML instead of after the CSS.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta() {
  return [{ title: site.name }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Decided by the document render (entry.server.tsx): a static page ships no React at all (its behaviour is
  // app/behaviour/site.ts). In the browser this runs only in a hydrated document, which must keep its <Scripts/> and
  // <ScrollRestoration/> (unmounting the latter would turn off the router's scroll restoration).
  const hydrates = useHydrates();
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b605a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {hydrates ? (
          <>
            <Toaster toast={rootData?.toast ?? null} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <StaticToaster toast={rootData?.toast ?? null} dismissLabel={catalogue(language).common.dismiss} />
            {/* An external same-origin module: no nonce, so the page can sit in the edge cache. */}
            <script type="module" src={behaviourUrl} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = languageOfPath(useLocation().pathname);
  const texts = catalogue(language).common.errors;
  const { title, text } = errorCopy(error, texts);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="focus:outline-none container-page flex min-h-screen flex-col items-center justify-center py-24 text-center"
    >
      <p className="text-sm font-semibold text-pine-700">{site.name}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 max-w-md text-slate-600">{text}</p>
      <a
        href={localizedPath(language, "/")}
        className="mt-8 rounded-md bg-pine-700 px-5 py-2.5 font-semibold text-white hover:bg-pine-800"
      >
        {texts.backHome}
      </a>
    </main>
  );
}
