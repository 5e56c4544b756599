// The panel an admin list shows when it cannot be loaded: the spec's heading, the error, and Try Again.
import { isRouteErrorResponse } from "react-router";
import { AdminPage } from "~/components/admin/shell";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";

export function LoadErrorPanel({
  page,
  heading,
  retryTo,
  error,
}: {
  page: string;
  heading: string;
  retryTo: string;
  error: unknown;
}) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "";
  return (
    <AdminPage title={page}>
      <Alert title={heading}>{message || "Unknown error"}</Alert>
      <ButtonLink to={retryTo} reloadDocument variant="secondary" className="mt-4">
        Try Again
      </ButtonLink>
    </AdminPage>
  );
}
