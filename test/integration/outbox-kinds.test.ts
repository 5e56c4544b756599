// The outbox's kinds are checked in code, not by a CHECK constraint (migrations/0010): a new kind of e-mail no longer
// rebuilds the table, and the write path still refuses a kind the vocabulary does not know.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RenderedMail } from "~/models/mail-templates.server";
import { OUTBOX_KINDS } from "~/schemas/vocabulary";
import { storeOutboxMessages } from "~/models/outbox.server";

const mail = (kind: string): RenderedMail =>
  ({
    kind,
    to: "someone@example.com",
    replyTo: null,
    subject: "Hi",
    text: "Hi",
    html: "<p>Hi</p>",
    headers: {},
  }) as unknown as RenderedMail;

describe("outbox kinds", () => {
  it("stores every kind of the vocabulary, the newest included", async () => {
    expect(OUTBOX_KINDS).toContain("application_duplicate");
    const ids = await storeOutboxMessages(null, [mail("application_duplicate")]);
    expect(ids).toHaveLength(1);
  });

  it("refuses a kind the vocabulary does not know, and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM outbox").first();
    await expect(storeOutboxMessages(null, [mail("contact_alert"), mail("no_such_kind")])).rejects.toThrow(
      /Unknown kind of e-mail/,
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox").first()).toEqual(before);
  });

  it("has no CHECK constraint on the kind column, and keeps the one on statuses", async () => {
    const table = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'outbox'").first<{ sql: string }>();
    expect(table!.sql).not.toContain("outbox_kind_check");
    expect(table!.sql).toContain("outbox_status_check");
  });
});
