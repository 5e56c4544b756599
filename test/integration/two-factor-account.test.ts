// Two-factor on an account (issue 17): set up from My account (QR code, secret, first code), ten recovery codes
// shown once and stored hashed; turning it off needs the password and a code; administrators can be required to use
// it; a password reset does not bypass it. Signing in with it: two-factor-sign-in.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hotp, totpStep } from "~/platform/totp.server";
import {
  confirmTwoFactor,
  startTwoFactorSetup,
  TWO_FACTOR_MESSAGES,
  verifySecondFactor,
} from "~/models/two-factor.server";
import { adminCreateSql } from "~/db/admin-create-sql";
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from "~/schemas/user";
import { cookieOf, createStaff, get, PASSWORD, postForm, sendJson, staff, uniqueEmail } from "../helpers";
import { codeFor, codeStep, freshAddress, postFrom, secretOf, withTwoFactor } from "../fixtures/two-factor";

describe("turning two-factor on from My account", () => {
  it("shows a QR code and the secret, is confirmed by a first code, and shows ten recovery codes once", async () => {
    const me = await staff("editor");
    const start = await postForm("/admin/account", { intent: "two-factor-start" }, me.cookie);
    expect(start.status).toBe(302);
    const page = await (await get("/admin/account", { headers: { Cookie: me.cookie } })).text();
    expect(page).toContain("<svg");
    const secret = await secretOf(me.id);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(page).toContain(secret.match(/.{1,4}/g)!.join(" "));

    const wrong = await postForm(
      "/admin/account",
      { intent: "two-factor-confirm", code: "000000", currentPassword: PASSWORD },
      me.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code does not match.");

    const right = await postForm(
      "/admin/account",
      { intent: "two-factor-confirm", code: await hotp(secret, totpStep()), currentPassword: PASSWORD },
      me.cookie,
    );
    expect(right.status).toBe(200);
    const html = await right.text();
    const codes = [...html.matchAll(/<li>([a-z2-7]{5}-[a-z2-7]{5})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Stored hashed only, and not shown again.
    const stored = JSON.stringify(
      (await env.DB.prepare("SELECT * FROM recovery_codes WHERE user_id = ?").bind(me.id).all()).results,
    );
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    const again = await (await get("/admin/account", { headers: { Cookie: me.cookie } })).text();
    expect(again).not.toContain(codes[0]!);
    expect(again).toContain("10 of 10 recovery codes left.");

    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'two_factor' AND entity_id = ?")
      .bind(String(me.id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toContain("two-factor sign-in turned on; 10 recovery codes issued");
  });

  // A stolen session (or a laptop left signed in) must not put the thief's authenticator on the account, which would
  // lock its owner out: the confirmation asks for the password too, checked and throttled as a password change is.
  it("is confirmed only with the current password as well; a wrong or missing one writes nothing", async () => {
    const me = await staff("editor");
    const secret = await startTwoFactorSetup(me.id);
    const address = freshAddress();
    const confirm = (fields: Record<string, string>, from = address) =>
      get("/admin/account", {
        method: "POST",
        body: new URLSearchParams({ intent: "two-factor-confirm", ...fields }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: me.cookie, "CF-Connecting-IP": from },
      });
    const state = () =>
      env.DB.prepare(
        "SELECT enabled_at AS enabledAt, (SELECT count(*) FROM recovery_codes WHERE user_id = ?1) AS codes FROM user_two_factor WHERE user_id = ?1",
      )
        .bind(me.id)
        .first<{ enabledAt: number | null; codes: number }>();
    const entries = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE actor_id = ?")
        .bind(me.id)
        .first<{ n: number }>())!.n;
    const code = await hotp(secret, totpStep());
    const auditBefore = await entries();

    const none = await confirm({ code });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(ACCOUNT_MESSAGES.currentPassword);
    const wrong = await confirm({ code, currentPassword: "Wrong-Pass-1" });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain(ACCOUNT_MESSAGES.wrongCurrent);
    // The recovery codes are not shown, nor the password sent back.
    expect(html).not.toMatch(/<li>[a-z2-7]{5}-[a-z2-7]{5}<\/li>/);
    expect(html).not.toContain("Wrong-Pass-1");
    expect(await state()).toEqual({ enabledAt: null, codes: 0 });
    expect(await entries()).toBe(auditBefore);

    // The same throttle as signing in and changing the password: five wrong tries from an address, then 429 even
    // with the right password.
    for (const n of [2, 3, 4, 5])
      expect((await confirm({ code, currentPassword: `Wrong-Pass-${n}` })).status).toBe(400);
    const throttled = await confirm({ code, currentPassword: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain(LOGIN_MESSAGES.throttled);
    expect(await state()).toEqual({ enabledAt: null, codes: 0 });

    // From another address, the right password and code turn it on.
    expect((await confirm({ code, currentPassword: PASSWORD }, freshAddress())).status).toBe(200);
    expect(await state()).toMatchObject({ codes: 10 });
    expect((await state())!.enabledAt).not.toBe(null);
  });

  // A password alone no longer does: a stolen session that learnt or replaced the password must not switch the
  // second factor off (issue 35 F1).
  it("is turned off only with the password and a current code (or a recovery code)", async () => {
    const me = await staff("editor");
    await withTwoFactor(me.id);
    const still = async () =>
      (await env.DB.prepare("SELECT 1 FROM user_two_factor WHERE user_id = ?").bind(me.id).first()) !== null;
    const off = (fields: Record<string, string>) =>
      postForm("/admin/account", { intent: "two-factor-disable", ...fields }, me.cookie);
    const nothing = await off({});
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain(TWO_FACTOR_MESSAGES.proof);
    const passwordOnly = await off({ password: PASSWORD });
    expect(passwordOnly.status).toBe(400);
    expect(await still()).toBe(true);
    const codeOnly = await off({ code: await codeFor(me.id) });
    expect(codeOnly.status).toBe(400);
    expect(await still()).toBe(true);
    const wrong = await off({ password: "Wrong-Pass-1", code: await codeFor(me.id) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That password or code is not right.");
    expect(await still()).toBe(true);

    const both = await off({ password: PASSWORD, code: await codeFor(me.id) });
    expect(both.status).toBe(302);
    expect(await still()).toBe(false);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?").bind(me.id).first(),
    ).toEqual({ n: 0 });
  });
});

describe("a password reset", () => {
  it("does not bypass two-factor: after the new password, the code is still asked for", async () => {
    const email = uniqueEmail("reset-tfa");
    const id = await createStaff(email, "editor");
    await withTwoFactor(id);
    await sendJson("/api/auth/forgot-password", "POST", { email });
    const row = await vi.waitFor(async () => {
      const found = await env.DB.prepare("SELECT text_body FROM outbox WHERE recipient = ? AND kind = 'password_reset'")
        .bind(email)
        .first<{ text_body: string }>();
      expect(found).not.toBe(null);
      return found!;
    });
    const path = new URL(/(http:\/\/\S+\/admin\/reset-password\/\S+)/.exec(row.text_body)![1]!).pathname;
    const address = freshAddress();
    const res = await postFrom(path, { password: "Brand-New-Pass-2", confirmPassword: "Brand-New-Pass-2" }, address);
    expect(res.status).toBe(200);
    expect(cookieOf(res, "cn_session")).toBeUndefined();
    const html = await res.text();
    expect(html).toContain("Two-factor sign-in is on for your account");
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)![1]!;
    const done = await codeStep(challenge, await codeFor(id), address);
    expect(done.status).toBe(302);
    // And the API twin answers with a challenge, not a session.
    await sendJson("/api/auth/forgot-password", "POST", { email });
    const token = await vi.waitFor(async () => {
      const rows = await env.DB.prepare(
        "SELECT text_body FROM outbox WHERE recipient = ? AND kind = 'password_reset' ORDER BY id DESC",
      )
        .bind(email)
        .all<{ text_body: string }>();
      expect(rows.results.length).toBe(2);
      return /reset-password\/([A-Za-z0-9_-]{43})/.exec(rows.results[0]!.text_body)![1]!;
    });
    const api = await sendJson("/api/auth/reset-password", "POST", { token, password: "Other-New-Pass-3" });
    expect(api.status).toBe(200);
    expect(cookieOf(api, "cn_session")).toBeUndefined();
    expect(await api.json()).toMatchObject({ twoFactorRequired: true });
  });
});

describe("requiring two-factor for administrators", () => {
  it("sends an administrator without it to set it up, and leaves editors and administrators with it alone", async () => {
    const boss = await staff("admin");
    const editor = await staff("editor");
    const on = await postForm("/admin/users", { intent: "two-factor-policy", required: "on" }, boss.cookie);
    expect(on.status).toBe(302);
    try {
      const admin = await staff("admin");
      const res = await get("/admin/jobs", { headers: { Cookie: admin.cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin/account?two-factor=required");
      const account = await get("/admin/account", { headers: { Cookie: admin.cookie } });
      expect(account.status).toBe(200);
      expect(await account.text()).toContain("Administrators must use two-factor sign-in.");
      // Setting it up is allowed from there.
      expect((await postForm("/admin/account", { intent: "two-factor-start" }, admin.cookie)).status).toBe(302);
      // The API holds to the same rule: its data and its writes wait for two-factor too.
      const api = await get("/api/contacts", { headers: { Cookie: admin.cookie } });
      expect(api.status).toBe(403);
      expect(await api.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.requiredForApi });
      expect((await get("/api/blog-posts", { headers: { Cookie: editor.cookie } })).status).toBe(200);

      expect((await get("/admin/blog", { headers: { Cookie: editor.cookie } })).status).toBe(200);

      await withTwoFactor(admin.id);
      expect((await get("/admin/jobs", { headers: { Cookie: admin.cookie } })).status).toBe(200);
      expect((await get("/api/contacts", { headers: { Cookie: admin.cookie } })).status).toBe(200);
    } finally {
      const bossWithTwoFactor = await withTwoFactor(boss.id).then(() => boss.cookie);
      expect((await postForm("/admin/users", { intent: "two-factor-policy" }, bossWithTwoFactor)).status).toBe(302);
    }
    const later = await staff("admin");
    expect((await get("/admin/jobs", { headers: { Cookie: later.cookie } })).status).toBe(200);
  });
});

// Decision 0012: a user who lost the phone and the recovery codes gets back in through an administrator.
describe("an administrator resetting another user's two-factor", () => {
  it("turns it off and signs them out everywhere, audited; never one's own, nor the primary administrator's", async () => {
    const boss = await staff("admin");
    const locked = await staff("editor");
    await withTwoFactor(locked.id);
    const list = await (await get("/admin/users", { headers: { Cookie: boss.cookie } })).text();
    expect(list).toContain(`aria-label="Reset two-factor sign-in of ${locked.email}"`);

    const res = await postForm("/admin/users", { intent: "two-factor-reset", id: String(locked.id) }, boss.cookie);
    expect(res.status).toBe(302);
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM user_two_factor WHERE user_id = ?1) + (SELECT count(*) FROM recovery_codes WHERE user_id = ?1) AS n",
    )
      .bind(locked.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    // Their old session is gone; the password alone signs them in again.
    expect((await get("/admin", { headers: { Cookie: locked.cookie } })).status).toBe(302);
    const again = await postForm("/admin/login", { email: locked.email, password: PASSWORD });
    expect(cookieOf(again, "cn_session")).toBeTruthy();
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'two_factor' AND entity_id = ?")
      .bind(String(locked.id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toContain(
      `${locked.email}: two-factor sign-in turned off by an administrator; every session signed out`,
    );
    const after = await (await get("/admin/users", { headers: { Cookie: boss.cookie } })).text();
    expect(after).not.toContain(`aria-label="Reset two-factor sign-in of ${locked.email}"`);

    // Not one's own (My account asks for the password and a code), nor an account without it.
    await withTwoFactor(boss.id);
    const own = await postForm("/admin/users", { intent: "two-factor-reset", id: String(boss.id) }, boss.cookie);
    expect(own.status).toBe(302);
    expect(await countTwoFactor(boss.id)).toBe(1);
    const editor = await staff("editor");
    await postForm("/admin/users", { intent: "two-factor-reset", id: String(editor.id) }, boss.cookie);
    const entries = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'two_factor' AND entity_id = ?",
    )
      .bind(String(editor.id))
      .first<{ n: number }>();
    expect(entries!.n).toBe(0);
    // Editors cannot: User Management sends them back to their own home.
    const byEditor = await postForm("/admin/users", { intent: "two-factor-reset", id: String(boss.id) }, editor.cookie);
    expect(byEditor.status).toBe(302);
    expect(byEditor.headers.get("Location")).not.toContain("/admin/users");
    expect(await countTwoFactor(boss.id)).toBe(1);
  });

  it("has its /api twin: DELETE /api/users/{id}/two-factor, with the same refusals", async () => {
    const boss = await staff("admin");
    const locked = await staff("editor");
    await withTwoFactor(locked.id);
    const byEditor = await sendJson(`/api/users/${boss.id}/two-factor`, "DELETE", undefined, locked.cookie);
    expect(byEditor.status).toBe(403);
    const res = await sendJson(`/api/users/${locked.id}/two-factor`, "DELETE", undefined, boss.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Two-factor sign-in turned off", user: { id: locked.id } });
    expect(await countTwoFactor(locked.id)).toBe(0);
    expect((await get("/api/account", { headers: { Cookie: locked.cookie } })).status).toBe(401);
    const entries = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'two_factor' AND entity_id = ?",
    )
      .bind(String(locked.id))
      .first<{ n: number }>();
    expect(entries!.n).toBe(1);
    // Again (it is off now), for oneself, and for nobody: the refusal says why.
    expect((await sendJson(`/api/users/${locked.id}/two-factor`, "DELETE", undefined, boss.cookie)).status).toBe(409);
    await withTwoFactor(boss.id);
    expect((await sendJson(`/api/users/${boss.id}/two-factor`, "DELETE", undefined, boss.cookie)).status).toBe(409);
    expect((await sendJson("/api/users/999999/two-factor", "DELETE", undefined, boss.cookie)).status).toBe(404);
  });

  it("is what admin:create does too, so a locked-out primary administrator gets back in", async () => {
    const owner = await staff("admin");
    await withTwoFactor(owner.id);
    const sql = adminCreateSql({ email: owner.email, hash: "x", role: "admin", name: null, now: Date.now() });
    await env.DB.batch(sql.split("\n").map((s) => env.DB.prepare(s)));
    expect(await countTwoFactor(owner.id)).toBe(0);
  });
});

const countTwoFactor = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM user_two_factor WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;

describe("the administrators' two-factor rule in the audit log", () => {
  it("says whether it was turned on or off", async () => {
    const boss = await staff("admin");
    await withTwoFactor(boss.id);
    const latest = async () =>
      (await env.DB.prepare(
        "SELECT summary FROM audit_log WHERE action = 'two_factor' AND actor_id = ? ORDER BY id DESC LIMIT 1",
      )
        .bind(boss.id)
        .first<{ summary: string }>())!.summary;
    await postForm("/admin/users", { intent: "two-factor-policy", required: "on" }, boss.cookie);
    expect(await latest()).toBe("two-factor sign-in required of administrators");
    await postForm("/admin/users", { intent: "two-factor-policy" }, boss.cookie);
    expect(await latest()).toBe("two-factor sign-in made optional");
  });
});

describe("confirming the set-up twice at once (a double click)", () => {
  it("turns it on once, and the recovery codes shown are the ones that work", async () => {
    const me = await staff("editor");
    const secret = await startTwoFactorSetup(me.id);
    const code = await hotp(secret, totpStep());
    const outcomes = await Promise.allSettled([confirmTwoFactor(me.id, code), confirmTwoFactor(me.id, code)]);
    const shown = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    expect(shown).toHaveLength(1);
    for (const recovery of shown[0]!)
      expect(await verifySecondFactor(me.id, recovery), recovery).toMatchObject({ ok: true });
  });
});
