// A yes/no field (published, active, enabled) takes true or false from a JSON client, and a form's checkbox
// spellings ("on", "true", "1"; absent, "", "false", "0" or "off" for no). Anything else is a 400 naming the field,
// with nothing written. Before, every other value was read as false: `"published": "yes"` quietly saved a draft.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parse } from "../dom";
import { postRefused, sendJson, staff } from "../helpers";

type Json = Record<string, unknown>;

/** Each resource with a yes/no field: where it is created, the key its answer names, its table and a valid body. */
const RESOURCES: { path: string; key: string; table: string; field: string; body: (n: number) => Json }[] = [
  {
    path: "/api/blog-posts",
    key: "post",
    table: "blog_posts",
    field: "published",
    body: (n) => ({ title: `Yes or no ${n}`, content: "Body." }),
  },
  {
    path: "/api/case-studies",
    key: "caseStudy",
    table: "case_studies",
    field: "published",
    body: (n) => ({
      title: `A yes or no study ${n}`,
      slug: `yes-or-no-${n}`,
      client: "A regional insurer",
      industry: "Insurance",
      metricValue: "80%",
      metricLabel: "faster",
      challenge: "Slow.",
      solution: "Fast.",
    }),
  },
  {
    path: "/api/job-listings",
    key: "jobListing",
    table: "jobs",
    field: "published",
    body: (n) => ({
      title: `Yes or no engineer ${n}`,
      location: "Remote",
      description: "Work.",
      category: "Engineering",
    }),
  },
  {
    path: "/api/marketing-materials",
    key: "material",
    table: "marketing_materials",
    field: "active",
    body: (n) => ({
      type: "pitch-deck",
      title: `Yes or no deck ${n}`,
      file_url: "https://example.com/deck.pdf",
      file_name: "deck.pdf",
    }),
  },
  {
    path: "/api/testimonials",
    key: "testimonial",
    table: "testimonials",
    field: "published",
    body: (n) => ({ content: `Yes or no ${n}.`, author: "Ada Example", rating: 5 }),
  },
  {
    path: "/api/webhooks",
    key: "webhook",
    table: "webhook_endpoints",
    field: "enabled",
    body: (n) => ({ url: `https://hooks.example.com/yes-or-no-${n}`, events: ["enquiry.created"] }),
  },
];

const NOT_YES_OR_NO = ["yes", "no", "maybe", 1, 0, 2, ["on"], { value: true }];

const rows = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

let serial = 0;

describe.each(RESOURCES)("$path's $field", ({ path, key, table, field, body }) => {
  it("is saved as sent when it is true or false", async () => {
    const { cookie } = await staff("admin");
    for (const value of [true, false]) {
      const res = await sendJson(path, "POST", { ...body(++serial), [field]: value }, cookie);
      expect(res.status, JSON.stringify(value)).toBe(201);
      expect(((await res.json<Json>())[key] as Json)[field]).toBe(value);
    }
  });

  it("refuses anything else with 400 naming the field, and writes nothing", async () => {
    const { cookie } = await staff("admin");
    const before = await rows(table);
    for (const value of NOT_YES_OR_NO) {
      const res = await sendJson(path, "POST", { ...body(++serial), [field]: value }, cookie);
      expect(res.status, JSON.stringify(value)).toBe(400);
      const { errors } = await res.json<{ errors: Record<string, string[]> }>();
      expect(errors, JSON.stringify(value)).toEqual({ [field]: ["Must be true or false"] });
    }
    expect(await rows(table)).toBe(before);
  });

  it("refuses it in a PATCH that names another field too, and keeps the record as it was", async () => {
    const { cookie } = await staff("admin");
    const created = await sendJson(path, "POST", { ...body(++serial), [field]: true }, cookie);
    const record = (await created.json<Json>())[key] as Json;
    const stored = () => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(record.id).first<Json>();
    const before = await stored();
    const res = await sendJson(`${path}/${record.id}`, "PATCH", { ...body(++serial), [field]: "no" }, cookie);
    expect(res.status).toBe(400);
    expect((await res.json<{ errors: Json }>()).errors).toEqual({ [field]: ["Must be true or false"] });
    expect(await stored()).toEqual(before);
  });
});

/** Each admin form with a yes/no field: where it posts, its intent and the field (the blog's is a hidden input). */
const FORMS = [
  { path: "/admin/blog/new", intent: "save", field: "published", hidden: true },
  { path: "/admin/case-studies/new", intent: "save", field: "published" },
  { path: "/admin/testimonials/new", intent: "save", field: "published" },
  { path: "/admin/jobs?dialog=new", intent: "create", field: "published" },
  { path: "/admin/marketing-materials?dialog=new", intent: "create", field: "active" },
  { path: "/admin/integrations?dialog=new", intent: "create", field: "enabled" },
  { path: "/admin/users?dialog=new", intent: "create", field: "invite" },
];

describe.each(FORMS)("the form at $path", ({ path, intent, field, hidden }) => {
  it(`shows a hand-made request's ${field}=maybe as the field's error, beside the checkbox`, async () => {
    const { cookie } = await staff("admin");
    const res = await postRefused(path, { intent, [field]: "maybe" }, cookie);
    const screen = parse(await res.text());
    expect(screen.text()).toContain("Must be true or false");
    if (hidden) {
      expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Must be true or false");
    } else {
      const box = screen.document.querySelector(`input[type="checkbox"][name="${field}"]`);
      expect(box?.getAttribute("aria-invalid")).toBe("true");
    }
  });
});
