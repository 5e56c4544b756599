// GET /admin/subscribers/export: the matching subscribers as CSV, with each one's unsubscribe link.
import type { Route } from "./+types/subscribers.export";
import { requireRole, staffActing } from "~/server/auth.server";
import { siteUrl } from "~/platform/env.server";
import { csvResponse } from "~/models/list-query.server";
import { exportSubscribers, unsubscribePath } from "~/models/subscribers.server";
import { SUBSCRIBER_STATUSES } from "~/schemas/vocabulary";
import { enumParam } from "~/platform/params";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rows = await exportSubscribers({
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    status: enumParam(SUBSCRIBER_STATUSES, url.searchParams.get("status")),
  });
  return csvResponse(
    staffActing({ request, context }),
    {
      entity: "subscriber",
      filename: "newsletter-subscribers.csv",
      header: ["id", "email", "name", "status", "subscribed_at", "unsubscribe_url"],
    },
    rows,
    async (s) => [s.id, s.email, s.name, s.status, s.subscribedAt.toISOString(), siteUrl(await unsubscribePath(s))],
  );
}
