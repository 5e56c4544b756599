// GET /admin/subscribers/export: the matching subscribers as CSV, with each one's unsubscribe link.
import type { Route } from "./+types/subscribers.export";
import { requireRole } from "~/lib/auth.server";
import { siteUrl } from "~/lib/env.server";
import { csvResponse, csvRow } from "~/lib/list-query";
import { exportSubscribers, unsubscribePath, type SubscriberStatus } from "~/models/subscribers.server";
import { subscriberStatusSchema } from "~/schemas/subscriber";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = subscriberStatusSchema.shape.status.safeParse(url.searchParams.get("status"));
  const rows = await exportSubscribers({
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    status: status.success ? (status.data as SubscriberStatus) : null,
  });
  const lines = [csvRow(["id", "email", "name", "status", "subscribed_at", "unsubscribe_url"])];
  for (const s of rows) {
    lines.push(csvRow([s.id, s.email, s.name, s.status, s.subscribedAt.toISOString(), siteUrl(await unsubscribePath(s))]));
  }
  return csvResponse("newsletter-subscribers.csv", lines);
}
