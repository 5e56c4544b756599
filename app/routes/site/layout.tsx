// The public chrome around every public page: header, main, footer, and the 404 view for errors below it.
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { NotFound } from "~/components/site/not-found";
import { PageHero } from "~/components/site/page-hero";
import { errorCopy } from "~/platform/error-copy";
import type { RouteHandle } from "~/platform/request-context";
import { useCatalogue } from "~/i18n/hooks";

// Every public page is rendered on the server only and hydrates nothing; its behaviour is app/behaviour/site.ts
// (docs/decisions/0007-no-hydration.md).
export const handle: RouteHandle = { static: true };

// <main> takes focus (tabIndex -1, no outline: it is a target, not a control) from the skip link, and from a
// closing dialog whose opener has gone.
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { notFound, title, text } = errorCopy(error, useCatalogue().common.errors);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {notFound ? (
          <NotFound />
        ) : (
          <PageHero title={title}>
            <p>{text}</p>
          </PageHero>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
