// Hostile input against every form action and every /api write: missing fields, wrong types, nulls, arrays,
// 100,000-character strings, control and right-to-left characters, SQL and HTML payloads, malformed and deeply
// nested JSON, wrong content types and oversize bodies. Every answer is below 500; every refusal is a 4xx with
// a clear message and leaves the database exactly as it was. The targets: test/fixtures/fuzz.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parse } from "../dom";
import { get } from "../helpers";
import { cookies, type Fields, fuzzSetUp, type Target, targets } from "../fixtures/fuzz";

const TABLES = [
  "users",
  "blog_posts",
  "jobs",
  "job_applications",
  "contacts",
  "newsletter_subscribers",
  "marketing_materials",
];

/** Every row of every table the product writes, as one string. */
async function snapshot(): Promise<string> {
  const results = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return JSON.stringify(results.map((r) => r.results));
}

fuzzSetUp();

const LONG = "x".repeat(100_000);
/** Field values that no form should choke on. */
const HOSTILE: Record<string, unknown> = {
  null: null,
  number: 12345,
  boolean: true,
  array: ["a", "b"],
  object: { nested: "value" },
  "100k string": LONG,
  "control characters": "abc\u0000\u0007\u001b[31mdef",
  "right-to-left override": "\u202Efdp.exe\u202C invoice",
  "SQL payload": "x'); DROP TABLE contacts; -- ' OR '1'='1",
  "HTML payload": `<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
  "empty string": "",
};

/** A body of whole-request mistakes: [label, content type, body]. */
function brokenBodies(kind: "json" | "form"): [string, string, BodyInit][] {
  const deepArray = "[".repeat(100_000) + "]".repeat(100_000);
  const deepObject = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
  const oversize = JSON.stringify({ message: "y".repeat(3_000_000) });
  const json: [string, string, BodyInit][] = [
    ["malformed JSON", "application/json", '{"name": "Dana", '],
    ["deeply nested JSON array", "application/json", deepArray],
    ["deeply nested JSON object", "application/json", deepObject],
    ["JSON array", "application/json", "[1, 2, 3]"],
    ["JSON null", "application/json", "null"],
    ["JSON string", "application/json", '"hello"'],
    ["empty JSON body", "application/json", ""],
    ["oversize JSON body", "application/json", oversize],
  ];
  const form: [string, string, BodyInit][] = [
    ["empty form", "application/x-www-form-urlencoded", ""],
    ["oversize form", "application/x-www-form-urlencoded", `message=${"y".repeat(3_000_000)}`],
    [
      "broken multipart",
      "multipart/form-data; boundary=zzz",
      '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
  ];
  return kind === "json"
    ? [
        ...json,
        ["form body to a JSON API", "application/x-www-form-urlencoded", "name=Dana"],
        ["text/plain body", "text/plain", "hello"],
        ["no content type", "", "{}"],
      ]
    : [
        ...form,
        ["JSON to a form", "application/json", '{"intent":"create"}'],
        ["text/plain body", "text/plain", "a=b"],
        ["no content type", "", "a=b"],
      ];
}

function encode(kind: "json" | "form", fields: Fields): BodyInit {
  if (kind === "json") return JSON.stringify(fields);
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item) => form.append(k, String(item)));
    else if (v !== null && typeof v === "object") form.append(k, JSON.stringify(v));
    else form.append(k, String(v));
  }
  return form;
}

const LEAKS = /SQLITE|D1_ERROR|no such table|\n\s+at \S+ \(|"stack":/i;

async function send(t: Target, contentType: string, body: BodyInit) {
  const headers: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
  if (cookies[t.as]) headers.Cookie = cookies[t.as]!;
  const res = await get(t.path(), { method: t.method, headers, body });
  return { res, text: await res.text() };
}

async function expectSafe(t: Target, label: string, contentType: string, body: BodyInit, { mustRefuse = false } = {}) {
  const before = await snapshot();
  const { res, text } = await send(t, contentType, body);
  const what = `${t.name} — ${label}: ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  expect(text, what).not.toMatch(LEAKS);
  if (mustRefuse) expect(res.status, what).toBeGreaterThanOrEqual(400);
  if (res.status >= 400) {
    expect(await snapshot(), `${what}: the database changed`).toBe(before);
    if (t.path().startsWith("/api/")) {
      const message = (JSON.parse(text) as { message?: unknown }).message;
      expect(typeof message === "string" && message.length > 0, what).toBe(true);
    } else if (res.headers.get("Content-Type")?.includes("text/html")) {
      // A page: the form again with its errors, or the error page with the server's message.
      const screen = parse(text);
      const explained =
        screen.document.querySelector('[aria-invalid="true"]') !== null ||
        screen.queryAllByRole("alert").length > 0 ||
        /Request not accepted|404 Page Not Found|unsubscribe link is not valid/.test(screen.text());
      expect(explained, what).toBe(true);
    } else {
      expect(text.trim().length, what).toBeGreaterThan(2);
    }
  }
  return res.status;
}

describe.each(targets)("$name ($method)", (t) => {
  it("refuses whole-body mistakes with a 4xx and writes nothing", async () => {
    for (const [label, type, body] of brokenBodies(t.kind)) {
      // An empty form to a form with no required field is not a mistake (logout, preview).
      const mustRefuse = !(t.name === "blog preview" && label === "empty form");
      await expectSafe(t, label, type, body, { mustRefuse });
    }
  });

  it("survives every hostile value in every field", async () => {
    const contentType = t.kind === "json" ? "application/json" : "application/x-www-form-urlencoded";
    for (const field of Object.keys(t.body())) {
      const { [field]: _dropped, ...missing } = t.body();
      await expectSafe(t, `${field} missing`, contentType, encode(t.kind, missing));
      for (const [label, value] of Object.entries(HOSTILE)) {
        await expectSafe(t, `${field} = ${label}`, contentType, encode(t.kind, { ...t.body(), [field]: value }));
      }
    }
  });
});
