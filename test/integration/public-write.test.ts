// The public-write pipeline that every public form and its /api twin go through: its order (throttle before
// reading, validate before storing, honeypot stores nothing), its after-write hooks, and its one failure mapping.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiWrite, type PublicWrite } from "~/server/public-write.server";
import { json } from "~/platform/http.server";
import { apiRoute } from "~/server/api.server";
import { PUBLIC_WRITE_LIMIT } from "~/platform/rate-limit.server";
import { contactSchema, CONTACT_MESSAGES } from "~/schemas/contact";
import { get, startOfAWindow, visitorAddress } from "../helpers";
import { validContact } from "../fixtures";

type Stored = { id: number; name: string };

let calls: string[];
let stored: Stored[];
beforeEach(() => {
  calls = [];
  stored = [];
});
afterEach(() => vi.restoreAllMocks());

function exampleWrite(after: PublicWrite<{ name: string }, Stored>["after"]): PublicWrite<{ name: string }, Stored> {
  return {
    form: "contact",
    entity: "contact",
    store: async ({ name }) => {
      calls.push("store");
      const row = { id: stored.length + 1, name };
      stored.push(row);
      return row;
    },
    after,
    texts: () => ({ failure: { title: "Failed", text: "Not stored" } }),
  };
}

const post = (body: unknown, address = visitorAddress()) =>
  new Request("http://localhost/api/example", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const created = () => json({ message: "ok" }, 201);
/** The example write as an /api route's POST, answering `req` the way the route would. */
const send = (req: Request, write: PublicWrite<{ name: string }, Stored>) =>
  apiRoute({ POST: ({ request }) => apiWrite(request, write, contactSchema, created) }).action({
    request: req,
    params: {},
  });

describe("after-write hooks", () => {
  it("run after the row is stored, with the stored row; one that fails is logged and fails nothing", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const write = exampleWrite([
      async (row) => calls.push(`first:${row.id}`),
      async () => {
        throw new Error("mail server down");
      },
      async (row) => {
        calls.push(`third:${row.name}`);
        done();
      },
    ]);
    const res = await send(post(validContact()), write);
    expect(res.status).toBe(201);
    await finished;
    expect(calls).toEqual(["store", "first:1", "third:Dana Whitfield"]);
    await vi.waitFor(() => expect(spy.mock.calls.some((c) => String(c[0]).includes("mail server down"))).toBe(true));
  });

  // Room for startOfAWindow's wait (up to 20 s) on top of the burst.
  it(
    "do not run for an invalid, a honeypot or a throttled submission, and nothing is stored",
    { timeout: 60_000 },
    async () => {
      await startOfAWindow();
      const write = exampleWrite([async () => calls.push("hook")]);
      expect((await send(post({ ...validContact(), email: "nope" }), write)).status).toBe(400);
      expect((await send(post({ ...validContact(), website: "http://spam.example" }), write)).status).toBe(201);
      const address = visitorAddress();
      for (let i = 0; i < PUBLIC_WRITE_LIMIT.limit; i += 1) await send(post("{}", address), write);
      expect((await send(post(validContact(), address), write)).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([]);
      expect(stored).toEqual([]);
    },
  );
});

describe("the pipeline's order and failures, on the real forms", () => {
  // Room for startOfAWindow's wait (up to 20 s) on top of the burst.
  it(
    "throttles before it reads or validates: a malformed body past the limit is a 429, not a 400",
    {
      timeout: 60_000,
    },
    async () => {
      await startOfAWindow();
      const address = visitorAddress();
      const send = (body: string) =>
        get("/api/contact", {
          method: "POST",
          headers: { "CF-Connecting-IP": address, "Content-Type": "application/json" },
          body,
        });
      for (let i = 0; i < PUBLIC_WRITE_LIMIT.limit; i += 1) expect((await send("{not json")).status).toBe(400);
      expect((await send("{not json")).status).toBe(429);
    },
  );

  it("answers 503 with the form's failure text when D1 cannot store, on the page and in /api alike", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE contacts RENAME TO contacts_away");
    try {
      const api = await get("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validContact()),
      });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ message: CONTACT_MESSAGES.failureText });
      const page = await get("/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(validContact()),
      });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(CONTACT_MESSAGES.failureText);
    } finally {
      await env.DB.exec("ALTER TABLE contacts_away RENAME TO contacts");
    }
  });
});
