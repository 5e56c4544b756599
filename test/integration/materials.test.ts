// Marketing materials: uploads to R2 checked by extension, declared type and content; the size limit; one
// active per type under concurrency; the object's life with its row; links; and who may do what.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { checkUpload, MATERIAL_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_DEFAULTS } from "~/schemas/material";
import { cookieOf, get, page, sendJson, signedInStaff } from "../helpers";
import { parse } from "../dom";

const PDF = new Uint8Array(new TextEncoder().encode("%PDF-1.7\n% test document\n"));
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const { admin, editor } = signedInStaff("admin", "editor");
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM marketing_materials").run();
  const listed = await env.FILES.list();
  if (listed.objects.length) await env.FILES.delete(listed.objects.map((o) => o.key));
});

function upload(
  type: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  declared = "application/pdf",
  cookie = admin.cookie,
  path = "/api/marketing-materials",
) {
  const form = new FormData();
  form.set("type", type);
  form.set("file", new File([bytes], name, { type: declared }));
  if (path !== "/api/marketing-materials") form.set("intent", "upload");
  return get(path, { method: "POST", body: form, headers: { Cookie: cookie } });
}

/** POSTs the fields to the Marketing Materials screen as multipart/form-data, as its form does, signed in as admin. */
function postScreenForm(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return get("/admin/marketing-materials", { method: "POST", body: form, headers: { Cookie: admin.cookie } });
}

const rows = () =>
  env.DB.prepare("SELECT id, type, active, r2_key FROM marketing_materials ORDER BY id")
    .all<{ id: number; type: string; active: number; r2_key: string | null }>()
    .then((r) => r.results);
const objects = async () => (await env.FILES.list()).objects.map((o) => o.key);

describe("checking an upload", () => {
  it("needs extension, declared type and first bytes to agree on an accepted file", () => {
    expect(checkUpload("brochure", "b.pdf", "application/pdf", PDF)).toBe("application/pdf");
    expect(checkUpload("brochure", "b.DOC", "application/msword", OLE)).toBe("application/msword");
    expect(checkUpload("brochure", "b.docx", "application/octet-stream", ZIP)).toContain("wordprocessingml");
    expect(checkUpload("pitch-deck", "d.pptx", "", ZIP)).toContain("presentationml");
    expect(checkUpload("pitch-deck", "d.ppt", "application/vnd.ms-powerpoint", OLE)).toBe(
      "application/vnd.ms-powerpoint",
    );
    expect(checkUpload("pitch-deck", "d.docx", "", ZIP)).toBeNull();
    expect(checkUpload("brochure", "b.pptx", "", ZIP)).toBeNull();
    expect(checkUpload("brochure", "b.pdf", "application/pdf", PNG)).toBeNull();
    expect(checkUpload("brochure", "b.pdf", "text/html", PDF)).toBeNull();
    expect(checkUpload("brochure", "b.exe", "application/pdf", PDF)).toBeNull();
    expect(checkUpload("brochure", "pdf", "application/pdf", PDF)).toBeNull();
  });
});

describe("uploading through the API", () => {
  it("streams the file to R2 and records a new active material with the spec's defaults", async () => {
    const res = await upload("brochure", "Cordillera Brochure.pdf", PDF);
    expect(res.status).toBe(201);
    const { material } = await res.json<{ material: Record<string, unknown> }>();
    expect(material).toMatchObject({
      type: "brochure",
      title: UPLOAD_DEFAULTS.brochure.title,
      description: UPLOAD_DEFAULTS.brochure.description,
      file_name: "Cordillera Brochure.pdf",
      file_url: "/api/download/brochure",
      active: true,
      content_type: "application/pdf",
    });
    const [row] = await rows();
    expect(row!.r2_key).toMatch(/^materials\/brochure\//);
    const object = await env.FILES.get(row!.r2_key!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
    const download = await get("/api/download/brochure");
    expect(download.headers.get("Content-Disposition")).toContain("Cordillera%20Brochure.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  it("turns an upload into a link when a PATCH names one, and deletes its object", async () => {
    const { material } = await (await upload("brochure", "old.pdf", PDF)).json<{ material: { id: number } }>();
    const [before] = await rows();
    const res = await sendJson(
      `/api/marketing-materials/${material.id}`,
      "PATCH",
      { file_url: "https://cdn.example.com/new.pdf" },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ material: { file_url: "https://cdn.example.com/new.pdf" } });
    expect((await rows())[0]!.r2_key).toBeNull();
    expect(await objects()).not.toContain(before!.r2_key);
    const download = await get("/api/download/brochure");
    expect(download.headers.get("Location")).toBe("https://cdn.example.com/new.pdf");
  });

  it("makes a second upload the active one and the first inactive", async () => {
    await upload("pitch-deck", "v1.pdf", PDF);
    await upload(
      "pitch-deck",
      "v2.pptx",
      ZIP,
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    const all = await rows();
    expect(all.map((r) => r.active)).toEqual([0, 1]);
    const active = await (
      await get("/api/marketing-materials/active/pitch-deck")
    ).json<{ material: { file_name: string } }>();
    expect(active.material.file_name).toBe("v2.pptx");
  });

  it.each([
    ["a program renamed", "brochure", "setup.exe", PDF, "application/pdf"],
    ["an image called .pdf", "brochure", "photo.pdf", PNG, "application/pdf"],
    ["a PDF declared as HTML", "brochure", "b.pdf", PDF, "text/html"],
    ["a Word file as a pitch deck", "pitch-deck", "deck.docx", ZIP, ""],
    ["an empty file", "brochure", "empty.pdf", new Uint8Array(), "application/pdf"],
  ])("refuses %s with 415 and stores nothing", async (_, type, name, bytes, declared) => {
    const res = await upload(type, name, bytes, declared);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: MATERIAL_MESSAGES.unsupported });
    expect(await rows()).toHaveLength(0);
    expect(await objects()).toHaveLength(0);
  });

  it("refuses files over 20 MB with 413 and stores nothing", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF);
    const res = await upload("brochure", "big.pdf", big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: MATERIAL_MESSAGES.tooLarge });
    expect(await rows()).toHaveLength(0);
    expect(await objects()).toHaveLength(0);
  });
});

describe("links, activation and deletion", () => {
  const link = (type: string, active = true, file_url = "https://files.example/x.pdf") =>
    sendJson(
      "/api/marketing-materials",
      "POST",
      { type, title: "Linked", description: null, file_url, file_name: "x.pdf", active },
      admin.cookie,
    );

  it("validates the form with the spec's messages", async () => {
    const res = await sendJson(
      "/api/marketing-materials",
      "POST",
      { type: "flyer", title: "", file_url: "not a url", file_name: "" },
      admin.cookie,
    );
    expect(res.status).toBe(400);
    const { errors } = await res.json<{ errors: Record<string, string[]> }>();
    expect(errors.type).toEqual([MATERIAL_MESSAGES.type]);
    expect(errors.title).toEqual([MATERIAL_MESSAGES.title]);
    expect(errors.file_url).toEqual([MATERIAL_MESSAGES.fileUrl]);
    expect(errors.file_name).toEqual([MATERIAL_MESSAGES.fileName]);
    expect((await link("brochure", true, "javascript:alert(1)")).status).toBe(400);
  });

  it("leaves exactly one active per type, even when activations race", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await (await link("brochure", false)).json<{ material: { id: number } }>()).material.id);
    await link("pitch-deck", true);
    const results = await Promise.all(
      ids.map((id) => sendJson(`/api/marketing-materials/${id}`, "PATCH", { active: true }, admin.cookie)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const all = await rows();
    expect(all.filter((r) => r.type === "brochure" && r.active === 1)).toHaveLength(1);
    expect(all.filter((r) => r.type === "pitch-deck" && r.active === 1)).toHaveLength(1);
  });

  it("deactivates only the one asked for", async () => {
    const a = (await (await link("brochure")).json<{ material: { id: number } }>()).material.id;
    await link("pitch-deck");
    const res = await sendJson(`/api/marketing-materials/${a}`, "PATCH", { active: false }, admin.cookie);
    expect(await res.json()).toMatchObject({ material: { id: a, active: false } });
    expect((await rows()).filter((r) => r.active === 1).map((r) => r.type)).toEqual(["pitch-deck"]);
  });

  it("deletes the R2 object with its material", async () => {
    await upload("brochure", "gone.pdf", PDF);
    const [row] = await rows();
    expect(await objects()).toEqual([row!.r2_key]);
    expect((await sendJson(`/api/marketing-materials/${row!.id}`, "DELETE", undefined, admin.cookie)).status).toBe(200);
    expect(await objects()).toHaveLength(0);
    expect((await get("/api/download/brochure")).status).toBe(404);
  });

  it("replaces the object when an edit brings a new file", async () => {
    await upload("brochure", "old.pdf", PDF);
    const [before] = await rows();
    const res = await postScreenForm({
      intent: "update",
      id: String(before!.id),
      type: "brochure",
      title: "Brochure 2027",
      file_name: "new.docx",
      active: "on",
      file: new File([ZIP], "new.docx", {
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
    });
    expect(res.status).toBe(302);
    const [after] = await rows();
    expect(after!.r2_key).not.toBe(before!.r2_key);
    expect(await objects()).toEqual([after!.r2_key]);
  });
});

describe("the screen", () => {
  it("uploads through the page, with the spec's toast on refusal", async () => {
    const ok = await upload("brochure", "page.pdf", PDF, "application/pdf", admin.cookie, "/admin/marketing-materials");
    expect(ok.status).toBe(302);
    const bad = await upload(
      "brochure",
      "page.exe",
      PDF,
      "application/pdf",
      admin.cookie,
      "/admin/marketing-materials",
    );
    const shown = await page("/admin/marketing-materials", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(bad, "cn_toast")}` },
    });
    expect(shown.html).toContain("Upload Failed");
    expect(shown.html).toContain(MATERIAL_MESSAGES.unsupported);
    expect(shown.html).toContain("page.pdf");
    expect(await rows()).toHaveLength(1);
  });

  it("shows the spec's activation toasts", async () => {
    await upload("pitch-deck", "deck.pdf", PDF);
    const [row] = await rows();
    const res = await postScreenForm({ intent: "activate", id: String(row!.id), value: "false" });
    const shown = await page("/admin/marketing-materials", {
      headers: { Cookie: `${admin.cookie}; ${cookieOf(res, "cn_toast")}` },
    });
    expect(shown.html).toContain("Deactivated");
    expect(shown.html).toContain("This pitch-deck has been deactivated.");
    expect(shown.html).toContain("No brochures added");
    // The row's buttons and links name the material they act on: a list holds many.
    const named = parse(shown.html);
    expect(named.getAllByRole("button", { name: /^Set Active \S/ })).toHaveLength(1);
    expect(named.getAllByRole("link", { name: /^Preview \S/ })).toHaveLength(1);
  });

  it("is for admins only, like the API", async () => {
    expect(
      (await get("/admin/marketing-materials", { headers: { Cookie: editor.cookie } })).headers.get("Location"),
    ).toBe("/admin/blog");
    expect((await get("/admin/marketing-materials")).headers.get("Location")).toContain("/admin/login");
    for (const [method, path] of [
      ["GET", "/api/marketing-materials"],
      ["POST", "/api/marketing-materials"],
      ["PATCH", "/api/marketing-materials/1"],
      ["DELETE", "/api/marketing-materials/1"],
    ] as const) {
      expect((await sendJson(path, method, method === "GET" || method === "DELETE" ? undefined : {})).status).toBe(401);
      expect(
        (await sendJson(path, method, method === "GET" || method === "DELETE" ? undefined : {}, editor.cookie)).status,
      ).toBe(403);
    }
    const refused = await upload("brochure", "x.pdf", PDF, "application/pdf", editor.cookie);
    expect(refused.status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });
});
