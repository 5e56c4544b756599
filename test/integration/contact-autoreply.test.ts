// The enquiry auto-reply goes to whatever address was typed into the form, from the company's domain (issue 35 F5):
// it must carry nothing of the sender's choosing (no message, no links, no name that is really a link), and one
// address hears from us a few times a day at most, while staff still hear of every enquiry.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { greetingName } from "~/models/mail-templates.server";
import { MAX_AUTOREPLIES_PER_DAY } from "~/models/outbox-hooks.server";
import { validContact } from "../fixtures";
import { primaryAdmin, sendJson, uniqueEmail } from "../helpers";

type Row = { kind: string; recipient: string; text_body: string; html_body: string };

/** The enquiry messages to and about the address, once the after-write hook has stored `expected` of them. */
const rowsFor = (email: string, expected: number) =>
  vi.waitFor(
    async () => {
      const rows = await stored(email);
      expect(rows.length).toBeGreaterThanOrEqual(expected);
      return rows;
    },
    { timeout: 5000, interval: 50 },
  );

const stored = async (email: string) =>
  (
    await env.DB.prepare(
      "SELECT o.kind, o.recipient, o.text_body, o.html_body FROM outbox o JOIN contacts c ON c.id = o.related_id WHERE c.email = ? AND o.kind IN ('contact_alert', 'contact_autoreply') ORDER BY o.id",
    )
      .bind(email)
      .all<Row>()
  ).results;

// An administrator, so every enquiry has a staff alert (administrators get them by default).
beforeAll(async () => {
  await primaryAdmin();
});

describe("the enquiry auto-reply", () => {
  it("quotes nothing the sender wrote: no message, no links, no link for a name", async () => {
    const email = uniqueEmail("relay");
    const spam = "Claim your prize at https://evil.example/win and www.evil.example today";
    const res = await sendJson("/api/contact", "POST", {
      ...validContact(),
      email,
      name: "Visit evil.example now",
      company: "https://evil.example",
      message: spam,
    });
    expect(res.status).toBe(201);
    const [reply] = (await rowsFor(email, 2)).filter((r) => r.kind === "contact_autoreply");
    expect(reply).toBeTruthy();
    for (const body of [reply!.text_body, reply!.html_body]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("prize");
    }
    expect(reply!.text_body).toMatch(/^Hello,\n/);
  });

  it("greets by a real name only", () => {
    expect(greetingName("María José O'Neill-Pérez")).toBe("María José O'Neill-Pérez");
    expect(greetingName("Dana")).toBe("Dana");
    for (const name of ["evil.example", "http://x.y", "a@b.co", "Win $$$ now!", "x".repeat(80), "www.spam.io"])
      expect(greetingName(name), name).toBeNull();
  });

  it(`goes to one address at most ${MAX_AUTOREPLIES_PER_DAY} times a day; every enquiry is still stored and alerted`, async () => {
    const email = uniqueEmail("flooded");
    for (let i = 0; i < MAX_AUTOREPLIES_PER_DAY + 2; i++) {
      const res = await sendJson("/api/contact", "POST", { ...validContact(), email, message: `Enquiry number ${i}` });
      expect(res.status).toBe(201);
    }
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE email = ?").bind(email).first();
    expect(kept).toEqual({ n: MAX_AUTOREPLIES_PER_DAY + 2 });
    await rowsFor(email, 2 * MAX_AUTOREPLIES_PER_DAY + 2);
    // Every hook has run by now; give a late one time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await stored(email);
    expect(rows.filter((r) => r.kind === "contact_autoreply")).toHaveLength(MAX_AUTOREPLIES_PER_DAY);
    const alerted = new Set(
      rows.filter((r) => r.kind === "contact_alert").map((r) => r.text_body.match(/Enquiry number \d/)?.[0]),
    );
    expect(alerted.size).toBe(MAX_AUTOREPLIES_PER_DAY + 2);
  });
});
