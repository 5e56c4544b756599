// The audit log of staff writes: every write through an admin screen or /api gets one entry (who, what, which
// record, from where) written by the pipelines, the blog editor's autosave included, and role changes; summaries
// never carry secrets or message bodies. Sign-ins, exports, the Activity screen and retention: audit-activity.test.ts.
import { describe, expect, it } from "vitest";
import { createStaff, get, postForm, sendJson, signedInStaff, uniqueEmail, visitorAddress } from "../helpers";
import { validContact } from "../fixtures";
import { auditWritten } from "../fixtures/audit";
import { newContact } from "../fixtures/enquiries";

const formHeaders = (cookie: string, address = visitorAddress()) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  Cookie: cookie,
  "CF-Connecting-IP": address,
});

const { admin, editor } = signedInStaff("admin", "editor");

describe("admin screens write one entry per successful write", () => {
  it("names it after the intent, the record after the screen, with the actor and the client address", async () => {
    const id = await newContact();
    const entries = await auditWritten(() =>
      get("/admin/contacts", {
        method: "POST",
        body: new URLSearchParams({ intent: "status", id: String(id), status: "archived" }),
        headers: formHeaders(admin.cookie, "203.0.113.7"),
      }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: "status",
      entity: "contact",
      entity_id: String(id),
      summary: "status: archived",
      client_address: "203.0.113.7",
    });
  });

  it("records opening a message as a status change, deleting as a delete, and Refresh not at all", async () => {
    const id = await newContact();
    const post = (fields: Record<string, string>) => postForm("/admin/contacts", fields, admin.cookie);
    expect((await auditWritten(() => post({ intent: "open", id: String(id) }))).map((e) => e.action)).toEqual([
      "status",
    ]);
    expect(await auditWritten(() => post({ intent: "refresh" }))).toEqual([]);
    const deleted = await auditWritten(() => post({ intent: "delete", id: String(id) }));
    expect(deleted.map((e) => [e.action, e.entity, e.entity_id])).toEqual([["delete", "contact", String(id)]]);
  });

  it("names switches publish and activation, with what they were set to", async () => {
    const created = await sendJson(
      "/api/blog-posts",
      "POST",
      { title: `Audit switch ${Date.now()}`, content: "Body", published: true },
      admin.cookie,
    );
    const { post } = await created.json<{ post: { id: number } }>();
    const entries = await auditWritten(() =>
      postForm("/admin/blog", { intent: "publish", id: String(post.id), value: "false" }, admin.cookie),
    );
    expect(entries.map((e) => [e.action, e.entity, e.entity_id, e.summary])).toEqual([
      ["publish", "post", String(post.id), "unpublished"],
    ]);
  });

  it("writes nothing for a refused write", async () => {
    const invalid = await auditWritten(() =>
      postForm("/admin/contacts", { intent: "status", id: "999999", status: "archived" }, admin.cookie),
    );
    expect(invalid).toEqual([]);
    const badInput = await auditWritten(() =>
      postForm("/admin/users", { intent: "create", email: "not-an-email", password: "x" }, admin.cookie),
    );
    expect(badInput).toEqual([]);
  });

  it("never quotes a password in a summary", async () => {
    const email = uniqueEmail("audited");
    const secret = "Very-Secret-Pass-9";
    const entries = await auditWritten(() =>
      postForm(
        "/admin/users",
        { intent: "create", email, password: secret, confirmPassword: secret, role: "editor", name: "Ada" },
        admin.cookie,
      ),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "create", entity: "user" });
    expect(entries[0]!.summary).toContain(email);
    expect(entries[0]!.summary).toContain("role: editor");
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});

describe("the blog editor's autosave", () => {
  it("records the draft's creation, then one autosave entry per post and stretch, not one per pause in the typing", async () => {
    const title = `Autosaved ${uniqueEmail("post").split("@")[0]}`;
    const created = await auditWritten(() =>
      postForm("/admin/blog/new", { intent: "autosave", title, content: "First words" }, editor.cookie),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ action: "create", entity: "post", actor_id: editor.id });
    const id = created[0]!.entity_id!;

    const autosaves = await auditWritten(async () => {
      for (const content of ["More words", "Even more words", "Still more words"]) {
        const res = await postForm(`/admin/blog/${id}/edit`, { intent: "autosave", id, title, content }, editor.cookie);
        expect(res.status).toBe(200);
      }
    });
    expect(autosaves).toHaveLength(1);
    expect(autosaves[0]).toMatchObject({ action: "update", entity: "post", entity_id: id });

    // The editor's own Save is a write of its own, recorded every time.
    const saved = await auditWritten(() =>
      postForm(
        `/admin/blog/${id}/edit`,
        { intent: "save", id, title, content: "Final words", author: "Ana" },
        editor.cookie,
      ),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ action: "update", entity: "post", entity_id: id });
  });
});

describe("role changes", () => {
  it("are their own kind of entry, on the screen and through /api; other edits stay updates", async () => {
    const email = uniqueEmail("promoted");
    const id = await createStaff(email, "editor");
    const edit = (role: string, name: string) =>
      postForm("/admin/users", { intent: "update", id: String(id), email, name, role }, admin.cookie);
    expect((await auditWritten(() => edit("editor", "Same Role"))).map((e) => e.action)).toEqual(["update"]);
    const promoted = await auditWritten(() => edit("admin", "Same Role"));
    expect(promoted.map((e) => [e.action, e.entity, e.entity_id, e.summary])).toEqual([
      ["role", "user", String(id), `${email}: role editor → admin`],
    ]);
    const demoted = await auditWritten(() => sendJson(`/api/users/${id}`, "PATCH", { role: "editor" }, admin.cookie));
    expect(demoted.map((e) => [e.action, e.summary, e.actor_id])).toEqual([
      ["role", `${email}: role admin → editor`, admin.id],
    ]);
  });
});

describe("/api writes by staff write the same kind of entry", () => {
  it("create, publish, update and delete of a post, named from the method, URL and body", async () => {
    const title = `Audit API ${Date.now()}`;
    let id = 0;
    const entries = await auditWritten(async () => {
      const res = await sendJson("/api/blog-posts", "POST", { title, content: "Body" }, editor.cookie);
      id = (await res.json<{ post: { id: number } }>()).post.id;
      await sendJson(`/api/blog-posts/${id}`, "PATCH", { published: true }, editor.cookie);
      await sendJson(`/api/blog-posts/${id}`, "PATCH", { title: `${title}!`, content: "New body" }, editor.cookie);
      await sendJson(`/api/blog-posts/${id}`, "DELETE", undefined, editor.cookie);
    });
    expect(entries.map((e) => [e.action, e.entity, e.entity_id, e.actor_id])).toEqual([
      ["create", "post", null, editor.id],
      ["publish", "post", String(id), editor.id],
      ["update", "post", String(id), editor.id],
      ["delete", "post", String(id), editor.id],
    ]);
    expect(entries[0]!.summary).toContain(`title: ${title}`);
    expect(entries[1]!.summary).toBe("published");
    expect(entries.map((e) => e.summary).join(" ")).not.toContain("New body");
  });

  it("a status change through /api, and nothing for reads, public writes or refusals", async () => {
    const id = await newContact();
    const entries = await auditWritten(async () => {
      await get("/api/contacts", { headers: { Cookie: admin.cookie } });
      await sendJson(`/api/contacts/${id}/status`, "PATCH", { status: "read" }, admin.cookie);
      await sendJson(`/api/contacts/${id}/status`, "PATCH", { status: "nonsense" }, admin.cookie);
      await sendJson("/api/contact", "POST", validContact());
    });
    expect(entries.map((e) => [e.action, e.entity, e.entity_id, e.summary])).toEqual([
      ["status", "contact", String(id), "status: read"],
    ]);
  });

  it("a user's password set through /api is never in the entry", async () => {
    const email = uniqueEmail("api-user");
    const secret = "Api-Secret-Pass-7";
    const entries = await auditWritten(() =>
      sendJson("/api/auth/register", "POST", { email, password: secret, role: "editor" }, admin.cookie),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "create", entity: "user", entity_id: null, actor_id: admin.id });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});
