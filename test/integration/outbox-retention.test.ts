// The outbox keeps a sent or failed message for OUTBOX_RETENTION_DAYS (default 90) after its last change; the daily
// cron deletes older ones, never a queued one, and the Email log's search index forgets them with the row.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "~/platform/crons";
import { cronTick } from "../helpers";

const DAY = 86_400_000;

describe("outbox retention", () => {
  it("deletes sent and failed messages older than 90 days on the daily tick, and nothing else", async () => {
    const now = Date.UTC(2027, 6, 1, 3, 17);
    const rows: [string, number, string][] = [
      ["sent", now - 91 * DAY, "old-sent@retention.example"],
      ["failed", now - 90 * DAY - 1000, "old-failed@retention.example"],
      ["queued", now - 200 * DAY, "old-queued@retention.example"],
      ["sent", now - 89 * DAY, "recent-sent@retention.example"],
    ];
    // The queued message is due after the ticks below: the frequent tick's sweep would otherwise send it through the
    // queue, whose consumer marks it sent at the real time (years before the fixed clock), racing the daily tick.
    await env.DB.batch(
      rows.map(([status, at, recipient]) =>
        env.DB.prepare(
          `INSERT INTO outbox (kind, recipient, subject, text_body, html_body, status, created_at, updated_at, due_at)
           VALUES ('contact_notification', ?, 'Retention', 'x', '<p>x</p>', ?, ?, ?, ?)`,
        ).bind(recipient, status, at, at, status === "queued" ? now + DAY : at),
      ),
    );
    const left = async () =>
      (
        await env.DB.prepare(
          "SELECT recipient FROM outbox WHERE recipient LIKE '%@retention.example' ORDER BY id",
        ).all<{
          recipient: string;
        }>()
      ).results.map((r) => r.recipient);
    const tick = (cron: string) => cronTick(cron, now);

    await tick(CRONS.frequent);
    expect(await left()).toHaveLength(4);
    await tick(CRONS.daily);
    expect(await left()).toEqual(["old-queued@retention.example", "recent-sent@retention.example"]);
    // A second run finds nothing more to do (the job is idempotent).
    await tick(CRONS.daily);
    expect(await left()).toHaveLength(2);
    const indexed = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox_search WHERE outbox_search MATCH '(old AND sent) OR (old AND failed)'",
    ).first<{
      n: number;
    }>();
    expect(indexed?.n).toBe(0);
  });
});
