// Invitations (issue 17): an administrator adds a user without choosing a password; the invitee sets one through a
// single-use link valid seven days; the list shows "Invited" until then; resend and revoke; the primary-administrator
// rules keep applying; the same through /api.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { cookieOf, get, PRIMARY_ADMIN_EMAIL, postForm, sendJson, staff, uniqueEmail } from "../helpers";

const PASSWORD_CHOSEN = "Invited-Pass-5";

/** The path of the newest invitation link mailed to the address (after `count` messages). */
async function invitationPath(email: string, count = 1): Promise<string> {
  const rows = await vi.waitFor(async () => {
    const found = (
      await env.DB.prepare("SELECT text_body FROM outbox WHERE recipient = ? AND kind = 'invitation' ORDER BY id")
        .bind(email)
        .all<{ text_body: string }>()
    ).results;
    expect(found.length).toBe(count);
    return found;
  });
  const link = /(http:\/\/\S+\/admin\/invitation\/[A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.text_body)?.[1];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

const invite = (cookie: string, email: string, role = "editor") =>
  postForm("/admin/users", { intent: "create", email, role, invite: "on" }, cookie);

const userRow = (email: string) =>
  env.DB.prepare("SELECT id, invited_at FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: number; invited_at: number | null }>();

/** A new admin who has just invited a new address: { admin, email, id } (the invited account's id). */
async function freshInvitation(prefix: string) {
  const admin = await staff("admin");
  const email = uniqueEmail(prefix);
  await invite(admin.cookie, email);
  const { id } = (await userRow(email))!;
  return { admin, email, id };
}

const listHtml = async (cookie: string) => (await get("/admin/users", { headers: { Cookie: cookie } })).text();

/** The list row of a user (`<tr data-user="…">…</tr>`). */
const rowOf = (html: string, email: string) => {
  const start = html.indexOf(`data-user="${email}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</tr>", start));
};

describe("inviting a user from User Management", () => {
  it("adds the account as Invited and mails a link valid seven days; the invitee sets a password and is in", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("invitee");
    const res = await invite(admin.cookie, email);
    expect(res.status).toBe(302);
    const row = await userRow(email);
    expect(row!.invited_at).not.toBe(null);
    expect(rowOf(await listHtml(admin.cookie), email)).toContain("Invited");

    const token = await env.DB.prepare("SELECT created_at, expires_at FROM account_tokens WHERE user_id = ?")
      .bind(row!.id)
      .first<{ created_at: number; expires_at: number }>();
    expect(token!.expires_at - token!.created_at).toBe(7 * 24 * 60 * 60 * 1000);

    const path = await invitationPath(email);
    const mail = await env.DB.prepare(
      "SELECT subject, text_body FROM outbox WHERE recipient = ? AND kind = 'invitation'",
    )
      .bind(email)
      .first<{ subject: string; text_body: string }>();
    expect(mail!.subject).toBe("You are invited to the Cordillera Nearshore back office");
    expect(mail!.text_body).toContain("as Editor");

    // Nothing signs the account in before the invitee chooses a password.
    expect((await postForm("/admin/login", { email, password: "Anything-1!" })).status).toBe(401);

    const page = await get(path);
    const html = await page.text();
    expect(html).toContain("Accept your invitation");
    expect(html).toContain(email);
    const weak = await postForm(path, { password: "weak", confirmPassword: "weak" });
    expect(weak.status).toBe(400);
    const done = await postForm(path, { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN });
    expect(done.status).toBe(302);
    const cookie = cookieOf(done, "cn_session")!;
    expect((await get("/admin/blog", { headers: { Cookie: cookie } })).status).toBe(200);
    // Accepting signed them in: User Management's Last Login and the audit log say so.
    const signedIn = await env.DB.prepare(
      "SELECT (SELECT last_login_at FROM users WHERE id = ?1) AS at, (SELECT group_concat(summary) FROM audit_log WHERE action = 'sign_in' AND actor_id = ?1) AS entries",
    )
      .bind(row!.id)
      .first<{ at: number | null; entries: string | null }>();
    expect(signedIn!.at).not.toBe(null);
    expect(signedIn!.entries).toBe("Signed in with an invitation link");
    expect((await userRow(email))!.invited_at).toBe(null);
    expect(rowOf(await listHtml(admin.cookie), email)).not.toContain("Invited");
    expect((await postForm("/admin/login", { email, password: PASSWORD_CHOSEN })).status).toBe(302);

    // The link worked once.
    expect(await (await get(path)).text()).toContain("This link has already been used.");
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'invitation' AND entity_id = ?")
      .bind(String(row!.id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toEqual([
      `invitation sent to ${email}`,
      "invitation accepted; password set",
    ]);
  });

  it("still takes a typed password under the spec's rules when no invitation is asked for", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("typed");
    const res = await postForm("/admin/users", { intent: "create", email, role: "editor" }, admin.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Password must be at least 8 characters");
    const ok = await postForm(
      "/admin/users",
      { intent: "create", email, role: "editor", password: "Typed-Pass-6", confirmPassword: "Typed-Pass-6" },
      admin.cookie,
    );
    expect(ok.status).toBe(302);
    expect((await userRow(email))!.invited_at).toBe(null);
  });

  it("keeps the primary-administrator and duplicate rules", async () => {
    const admin = await staff("admin");
    const primary = await invite(admin.cookie, PRIMARY_ADMIN_EMAIL.toUpperCase(), "admin");
    expect(primary.status).toBe(403);
    expect(await primary.text()).toContain("This is the primary administrator account and cannot be modified.");
    const twice = await invite(admin.cookie, admin.email);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("User already exists");
  });

  it("can be resent (the old link stops working) and revoked (the account and its link are gone)", async () => {
    const { admin, email, id } = await freshInvitation("resend");
    const first = await invitationPath(email);
    const resent = await postForm("/admin/users", { intent: "resend", id: String(id) }, admin.cookie);
    expect(resent.status).toBe(302);
    const second = await invitationPath(email, 2);
    expect(second).not.toBe(first);
    expect(await (await get(first)).text()).toContain("This link is not valid.");

    const revoked = await postForm("/admin/users", { intent: "revoke", id: String(id) }, admin.cookie);
    expect(revoked.status).toBe(302);
    expect(await userRow(email)).toBe(null);
    expect(await (await get(second)).text()).toContain("This link is not valid.");

    // An account that accepted cannot be "revoked" or sent another invitation.
    const other = uniqueEmail("accepted");
    await invite(admin.cookie, other);
    const path = await invitationPath(other);
    await postForm(path, { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN });
    const otherId = (await userRow(other))!.id;
    const refused = await postForm("/admin/users", { intent: "revoke", id: String(otherId) }, admin.cookie);
    expect(refused.status).toBe(302);
    expect(await userRow(other)).not.toBe(null);
  });

  it("stops working when an administrator corrects the address, as does a reset link sent to the old one", async () => {
    // A typo'd address: whoever receives its mail must not get the account at the corrected one.
    const { admin, email, id } = await freshInvitation("typo");
    const invitation = await invitationPath(email);
    await env.DB.prepare(
      "INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES (?, 'password_reset', ?, ?)",
    )
      .bind(id, `old-mailbox-${id}`, Date.now() + 3_600_000)
      .run();
    const corrected = uniqueEmail("corrected");
    const res = await postForm(
      `/admin/users?dialog=edit&id=${id}`,
      { intent: "update", id: String(id), email: corrected, password: "", confirmPassword: "", role: "admin" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(await (await get(invitation)).text()).toContain("This link is not valid.");
    expect((await postForm(invitation, { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN })).status).toBe(
      400,
    );
    const left = await env.DB.prepare("SELECT count(*) AS n FROM account_tokens WHERE user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    // The list says so, and a resend goes to the corrected address.
    expect(rowOf(await listHtml(admin.cookie), corrected)).toContain("Invitation expired");
    await postForm("/admin/users", { intent: "resend", id: String(id) }, admin.cookie);
    expect(
      (await postForm(await invitationPath(corrected), { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN }))
        .status,
    ).toBe(302);
  });

  it("expires after seven days: the link says so and the list shows it", async () => {
    const { admin, email, id } = await freshInvitation("late");
    const path = await invitationPath(email);
    await env.DB.prepare("UPDATE account_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, id)
      .run();
    expect(await (await get(path)).text()).toContain("This link has expired.");
    expect((await postForm(path, { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN })).status).toBe(400);
    expect(rowOf(await listHtml(admin.cookie), email)).toContain("Invitation expired");
    // A resend gives a fresh seven days.
    await postForm("/admin/users", { intent: "resend", id: String(id) }, admin.cookie);
    const fresh = await invitationPath(email, 2);
    expect((await postForm(fresh, { password: PASSWORD_CHOSEN, confirmPassword: PASSWORD_CHOSEN })).status).toBe(302);
  });
});

describe("invitations through /api", () => {
  it("POST /api/auth/register with invite: true, then POST /api/auth/reset-password with invitation: true", async () => {
    const admin = await staff("admin");
    const email = uniqueEmail("api-invite");
    const res = await sendJson(
      "/api/auth/register",
      "POST",
      { username: email, role: "editor", invite: true },
      admin.cookie,
    );
    expect(res.status).toBe(201);
    const body = await res.json<{ message: string; user: { email: string; invited: boolean } }>();
    expect(body).toMatchObject({ message: "Invitation sent", user: { email, invited: true } });
    const token = (await invitationPath(email)).split("/").at(-1)!;
    // A reset token is not an invitation token, nor the other way round.
    const wrongKind = await sendJson("/api/auth/reset-password", "POST", { token, password: PASSWORD_CHOSEN });
    expect(wrongKind.status).toBe(400);
    const accepted = await sendJson("/api/auth/reset-password", "POST", {
      token,
      password: PASSWORD_CHOSEN,
      invitation: true,
    });
    expect(accepted.status).toBe(200);
    expect((await accepted.json<{ user: { invited: boolean } }>()).user.invited).toBe(false);
    const editor = await staff("editor");
    const refused = await sendJson(
      "/api/auth/register",
      "POST",
      { username: uniqueEmail("x"), invite: true },
      editor.cookie,
    );
    expect(refused.status).toBe(403);
  });
});
