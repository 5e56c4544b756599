// Two-factor sign-in (issue 17): sign-in asks for a code after the password (page and /api), accepts one step either
// side and never the same step twice, a recovery code once, and throttles codes like passwords; the code step marks
// nothing invalid before anything is typed; sign-in without two-factor is as it was. Turning it on and off, password
// resets and requiring it: two-factor-account.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { totpStep } from "~/platform/totp.server";
import { CHALLENGE_MESSAGES } from "~/server/sign-in.server";
import { parse } from "../dom";
import { cookieOf, createStaff, get, PASSWORD, sendJson, signIn, uniqueEmail } from "../helpers";
import {
  apiFrom,
  atCodeStep,
  codeFor,
  codeStep,
  freshAddress,
  login,
  passwordStep,
  signedIn,
  signIn2fa,
  stepWithTimeLeft,
  withTwoFactor,
} from "../fixtures/two-factor";

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

it("keeps sign-in without two-factor as it was", async () => {
  const email = uniqueEmail("plain");
  await createStaff(email, "editor");
  expect(await signedIn(await signIn(email))).toBe(true);
});
