// Two-factor sign-in (issue 17): set up from My account (QR code, secret, first code), ten recovery codes shown once
// and stored hashed; sign-in asks for a code after the password (page and /api), accepts one step either side and
// never the same step twice, a recovery code once, throttles codes like passwords; turning it off needs the
// password and a code; administrators can be required to use it; a password reset does not bypass it.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hotp, TOTP_STEP_SECONDS, totpStep } from "~/platform/totp.server";
import { confirmTwoFactor, startTwoFactorSetup, TWO_FACTOR_MESSAGES } from "~/models/two-factor.server";
import { CHALLENGE_MESSAGES } from "~/server/sign-in.server";
import { parse } from "../dom";
import { cookieOf, createStaff, get, PASSWORD, postForm, sendJson, signIn, staff, uniqueEmail } from "../helpers";

const secretOf = async (userId: number) =>
  (await env.DB.prepare("SELECT secret FROM user_two_factor WHERE user_id = ?")
    .bind(userId)
    .first<{ secret: string }>())!.secret;

/** The code for the step `offset` steps from now. */
const codeFor = async (userId: number, offset = 0) => hotp(await secretOf(userId), totpStep() + offset);

/** Turns two-factor on for a user through the model (the My account flow has its own test) → recovery codes. */
async function withTwoFactor(userId: number) {
  const secret = await startTwoFactorSetup(userId);
  // Confirmed with the previous step's code, so the current and next steps are still free for the test.
  return confirmTwoFactor(userId, await hotp(secret, totpStep() - 1));
}

/** Waits, if need be, for a new TOTP step, so at least `ms` of the current one remain. */
async function stepWithTimeLeft(ms: number) {
  const left = (totpStep() + 1) * TOTP_STEP_SECONDS * 1000 - Date.now();
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let addressCounter = 0;
const freshAddress = () => `203.0.115.${++addressCounter}`;

/** A form post from one client address (a sign-in's two steps come from the same client). */
function postFrom(path: string, fields: Record<string, string>, address: string) {
  return get(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": address },
  });
}

const login = (fields: Record<string, string>, address: string) => postFrom("/admin/login", fields, address);

/** A JSON post from one client address. */
const apiFrom = (path: string, body: unknown, address: string) =>
  get(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
  });

/** The password step: 200 with the code form and its challenge, and no session. */
async function passwordStep(email: string, address: string) {
  const res = await login({ email, password: PASSWORD }, address);
  expect(res.status).toBe(200);
  expect(cookieOf(res, "cn_session")).toBeUndefined();
  const html = await res.text();
  expect(html).toContain("Two-factor sign-in");
  expect(html).toContain('name="code"');
  const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
  expect(challenge).toBeTruthy();
  return challenge!;
}

/** An editor with two-factor on who has just passed the password step from an address of their own. */
async function atCodeStep(prefix: string) {
  const email = uniqueEmail(prefix);
  const id = await createStaff(email, "editor");
  const codes = await withTwoFactor(id);
  const address = freshAddress();
  const challenge = await passwordStep(email, address);
  return { email, id, codes, address, challenge };
}

const codeStep = (challenge: string, code: string, address: string) =>
  login({ intent: "code", challenge, code, redirectTo: "/admin/blog" }, address);

const signedIn = async (cookie: string) => (await get("/admin", { headers: { Cookie: cookie } })).status === 200;

describe("the code step before anything is typed", () => {
  // A native `required` on the empty field made it :invalid on arrival, which browsers and screen readers report
  // as an error (Firefox with NVDA says "invalid entry") before the person has typed a thing. The field says it is
  // required with aria-required; the server's answer is the error, after a submit.
  it("marks nothing invalid, and answers an empty code with the message after the submit", async () => {
    const { challenge, address } = await atCodeStep("untouched");
    const step = await login({ intent: "code", challenge, code: "", redirectTo: "/admin" }, address);
    const html = await step.text();
    expect(step.status).toBe(400);
    expect(html).toContain(CHALLENGE_MESSAGES.required);
    const field = parse(html).document.querySelector("#two-factor-code")!;
    expect(field.hasAttribute("required")).toBe(false);
    expect(field.getAttribute("aria-required")).toBe("true");
  });

  it("renders the field without required or aria-invalid when it is first shown", async () => {
    const email = uniqueEmail("first-shown");
    const id = await createStaff(email, "editor");
    await withTwoFactor(id);
    const res = await login({ email, password: PASSWORD }, freshAddress());
    const field = parse(await res.text()).document.querySelector("#two-factor-code")!;
    expect(field.hasAttribute("required")).toBe(false);
    expect(field.hasAttribute("aria-invalid")).toBe(false);
  });
});

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

    const wrong = await postForm("/admin/account", { intent: "two-factor-confirm", code: "000000" }, me.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code does not match.");

    const right = await postForm(
      "/admin/account",
      { intent: "two-factor-confirm", code: await hotp(secret, totpStep()) },
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

describe("signing in with two-factor on", () => {
  it("asks for a code after the password; a right code signs in, and goes where the user was going", async () => {
    const { id, address, challenge } = await atCodeStep("tfa");
    const wrong = await codeStep(challenge, "123456", address);
    expect(wrong.status).toBe(401);
    expect(cookieOf(wrong, "cn_session")).toBeUndefined();
    expect(await wrong.text()).toContain("That code is not valid.");
    const res = await codeStep(challenge, await codeFor(id), address);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/blog");
    expect(await signedIn(cookieOf(res, "cn_session")!)).toBe(true);
  });

  it("accepts a code one step either side of now, not two, and never the same step twice", async () => {
    // "Now" must stay one 30-second step for the whole test: crossing into the next step while it runs made the
    // set-up's step (now-1) the step before last, and its code no longer the replay the test means.
    await stepWithTimeLeft(10_000);
    // Turning two-factor on used step now-1.
    const { email, id, address, challenge } = await atCodeStep("window");
    expect((await codeStep(challenge, await codeFor(id, -2), address)).status).toBe(401);
    expect((await codeStep(challenge, await codeFor(id, 2), address)).status).toBe(401);
    // The set-up's code (step now-1) was used: it does not work again.
    expect((await codeStep(challenge, await codeFor(id, -1), address)).status).toBe(401);
    const current = await codeFor(id, 0);
    expect((await codeStep(challenge, current, address)).status).toBe(302);

    // The same code again, in a new sign-in: refused (replay). The next step's code still works.
    const other = freshAddress();
    const second = await passwordStep(email, other);
    expect((await codeStep(second, current, other)).status).toBe(401);
    expect((await codeStep(second, await codeFor(id, 1), other)).status).toBe(302);
    const row = await env.DB.prepare("SELECT last_used_step FROM user_two_factor WHERE user_id = ?")
      .bind(id)
      .first<{ last_used_step: number }>();
    expect(row!.last_used_step).toBe(totpStep() + 1);
  }, 30_000);

  it("accepts a recovery code once", async () => {
    const { email, id, codes, address, challenge } = await atCodeStep("recovery");
    const [code] = codes;
    // Typed in capitals without the hyphen: still the same code.
    const res = await codeStep(challenge, code!.toUpperCase().replace("-", ""), address);
    expect(res.status).toBe(302);
    const again = await codeStep(await passwordStep(email, address), code!, address);
    expect(again.status).toBe(401);
    const audit = await env.DB.prepare(
      "SELECT summary FROM audit_log WHERE action = 'two_factor' AND entity_id = ? ORDER BY id",
    )
      .bind(String(id))
      .all<{ summary: string }>();
    expect(audit.results.map((r) => r.summary)).toEqual(["recovery code used to sign in"]);
    const account = await signIn2fa(email, id);
    expect(await (await get("/admin/account", { headers: { Cookie: account } })).text()).toContain(
      "9 of 10 recovery codes left.",
    );
  });

  it("throttles codes like passwords: after five failures from an address, even the right code is refused", async () => {
    const { id, address, challenge } = await atCodeStep("code-throttle"); // attempt 1
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await codeStep(challenge, "000000", address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await codeStep(challenge, await codeFor(id), address);
    expect(right.status).toBe(429);
    expect(await right.text()).toContain("Too many login attempts. Try again later.");
  });

  // Someone who has the password but not the phone must not lock the owner out from everywhere (issue 35 F6):
  // before the fix, ten wrong codes from ten addresses refused the owner's right code with 429.
  it("never lets wrong codes from elsewhere lock the owner out, and writes one audit row per address", async () => {
    const email = uniqueEmail("code-spray");
    const id = await createStaff(email, "editor");
    await withTwoFactor(id);
    const attacker = freshAddress();
    const challenge = await passwordStep(email, attacker);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await codeStep(challenge, "000000", attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    for (let i = 0; i < 10; i++) {
      const address = freshAddress();
      expect((await codeStep(await passwordStep(email, address), "000000", address)).status).toBe(401);
    }
    const owner = freshAddress();
    const res = await codeStep(await passwordStep(email, owner), await codeFor(id), owner);
    expect(res.status).toBe(302);
    const rows = await env.DB.prepare(
      "SELECT client_address AS address, summary FROM audit_log WHERE action = 'sign_in_failed' AND summary LIKE ?",
    )
      .bind(`${email} (%`)
      .all<{ address: string; summary: string }>();
    const fromAttacker = rows.results.filter((r) => r.address === attacker).map((r) => r.summary);
    expect(fromAttacker.filter((s) => s.includes("wrong two-factor code"))).toHaveLength(1);
    expect(fromAttacker.filter((s) => s.includes("too many attempts"))).toHaveLength(1);
  });

  it("refuses a challenge used from another client address", async () => {
    const { id, challenge } = await atCodeStep("moved");
    const res = await codeStep(challenge, await codeFor(id), freshAddress());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Your sign-in took too long. Please log in again.");
  });

  it("refuses a forged or expired challenge and starts again", async () => {
    const { id, address, challenge } = await atCodeStep("forged");
    const [, expires, signature] = challenge.split(".");
    const otherUser = await codeStep(`${id + 1}.${expires}.${signature}`, await codeFor(id), address);
    expect(otherUser.status).toBe(400);
    expect(await otherUser.text()).toContain("Your sign-in took too long. Please log in again.");
    const expired = await codeStep(`${id}.${Date.now() - 1}.${signature}`, await codeFor(id), address);
    expect(expired.status).toBe(400);
  });

  it("through /api/auth/login: a challenge, then {challenge, code}", async () => {
    const email = uniqueEmail("api-tfa");
    const id = await createStaff(email, "admin");
    await withTwoFactor(id);
    const address = freshAddress();
    const first = await apiFrom("/api/auth/login", { username: email, password: PASSWORD }, address);
    expect(first.status).toBe(200);
    expect(cookieOf(first, "cn_session")).toBeUndefined();
    const { twoFactorRequired, challenge } = await first.json<{ twoFactorRequired: boolean; challenge: string }>();
    expect(twoFactorRequired).toBe(true);
    const wrong = await apiFrom("/api/auth/login", { challenge, code: "000000" }, address);
    expect(wrong.status).toBe(401);
    const res = await apiFrom("/api/auth/login", { challenge, code: await codeFor(id) }, address);
    expect(res.status).toBe(200);
    expect((await res.json<{ user: { email: string } }>()).user.email).toBe(email);
    expect((await get("/api/users", { headers: { Cookie: cookieOf(res, "cn_session")! } })).status).toBe(200);
    const forged = await sendJson("/api/auth/login", "POST", { challenge: "1.2.x", code: "000000" });
    expect(forged.status).toBe(400);
  });
});

/** A full sign-in with a code (the next unused step). */
async function signIn2fa(email: string, id: number) {
  const address = freshAddress();
  const challenge = await passwordStep(email, address);
  for (const offset of [0, 1]) {
    const res = await codeStep(challenge, await codeFor(id, offset), address);
    if (res.status === 302) return cookieOf(res, "cn_session")!;
  }
  throw new Error("no code worked");
}

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

      const editor = await staff("editor");
      expect((await get("/admin/blog", { headers: { Cookie: editor.cookie } })).status).toBe(200);

      await withTwoFactor(admin.id);
      expect((await get("/admin/jobs", { headers: { Cookie: admin.cookie } })).status).toBe(200);
    } finally {
      const bossWithTwoFactor = await withTwoFactor(boss.id).then(() => boss.cookie);
      expect((await postForm("/admin/users", { intent: "two-factor-policy" }, bossWithTwoFactor)).status).toBe(302);
    }
    const later = await staff("admin");
    expect((await get("/admin/jobs", { headers: { Cookie: later.cookie } })).status).toBe(200);
  });
});

it("keeps sign-in without two-factor as it was", async () => {
  const email = uniqueEmail("plain");
  await createStaff(email, "editor");
  expect(await signedIn(await signIn(email))).toBe(true);
});
