// The public chrome around every public page: header, main, footer, and the 404 view for errors below it.
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { NotFound } from "~/components/site/not-found";
import { PageHero } from "~/components/site/page-hero";
import { errorCopy } from "~/lib/error-copy";

export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { notFound, title, text } = errorCopy(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SiteHeader />
      <main id="main">
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
