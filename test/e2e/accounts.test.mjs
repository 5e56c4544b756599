// Staff accounts that run themselves, in a real browser, reading links from wrangler's local e-mail list: a forgotten
// password reset (JavaScript on and off), an invited editor choosing a password, and an administrator turning on
// two-factor (a first code and the password) and signing in with a code, then with a recovery code (once).
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { describe, test } from "node:test";
import {
  apiSignIn,
  assertNoProblemsBut,
  axeViolations,
  horizontalOverflow,
  jsonPost,
  linkIn,
  logIn,
  openPage,
  screenshot,
  signInAt,
  useApp,
  viewports,
  waitForMail,
} from "./harness.mjs";

let adminCookie;
const app = useApp({
  setUp: async () => {
    adminCookie = await apiSignIn(app.url);
  },
});

/** Waits for the newest message to the address whose subject matches, and returns it with its bodies. */
const mailTo = (to, subject) =>
  waitForMail(app.url, (m) => m.to.includes(to) && subject.test(m.subject), `to ${to} matching ${subject}`);

/** A staff account made through the API as the primary administrator. */
async function addStaff(email, password, role = "editor") {
  const res = await jsonPost(
    app.url + "/api/auth/register",
    { username: email, password, role },
    { Cookie: adminCookie, Origin: app.url },
  );
  assert.equal(res.status, 201, await res.text());
}

const apiLogin = (email, password) => jsonPost(app.url + "/api/auth/login", { username: email, password });

/** RFC 6238 in Node, independent of the app's WebCrypto implementation. */
function totp(secret, offset = 0) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/\s/g, "")) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const mac = createHmac("sha1", key).update(counter).digest();
  const o = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Checks a page's layout and accessibility (in pages with JavaScript on: the checks run scripts) and keeps a picture. */
async function look(page, name, { javaScriptEnabled = true } = {}) {
  if (javaScriptEnabled) {
    assert.deepEqual(await horizontalOverflow(page), [], `${name} scrolls sideways`);
    assert.deepEqual(await axeViolations(page), [], `${name} accessibility`);
  }
  await screenshot(page, name);
}

describe("a forgotten password", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`is reset through the e-mailed link (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const tag = javaScriptEnabled ? "js" : "nojs";
      const email = `forgetful-${tag}@cordillera.example`;
      await addStaff(email, "Old-Password-1");
      const viewport = javaScriptEnabled ? viewports.desktop : viewports.phone;
      const { page, context, problems } = await app.visit("/admin/login", { javaScriptEnabled, viewport });
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.getByRole("heading", { name: "Forgot password?" }).waitFor();
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText("Check your e-mail").waitFor();
      await look(page, `forgot-password-sent-${tag}`, { javaScriptEnabled });

      const mail = await mailTo(email, /^Reset your Cordillera Nearshore admin password$/);
      const link = linkIn(mail, /\/admin\/reset-password\/[A-Za-z0-9_-]{43}/);
      assert.ok(mail.html.includes(`href="${link}"`));

      await page.goto(link);
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      await page.getByLabel("New password").fill("weak");
      await page.getByLabel("Confirm Password").fill("weak");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByText("Password must be at least 8 characters").first().waitFor();
      await look(page, `reset-password-${tag}`, { javaScriptEnabled });
      await page.getByLabel("New password").fill("Fresh-Password-2");
      await page.getByLabel("Confirm Password").fill("Fresh-Password-2");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.waitForURL(app.url + "/admin");
      await page.getByText("Password changed").first().waitFor();

      assert.equal((await apiLogin(email, "Old-Password-1")).status, 401, "the old password no longer works");
      assert.equal((await apiLogin(email, "Fresh-Password-2")).status, 200);
      await page.goto(link);
      await page.getByText("This link has already been used.").waitFor();
      await mailTo(email, /^Your Cordillera Nearshore admin password was changed$/);
      // Without JavaScript the refused weak password is a 400 page, which the browser logs as a failed load.
      assertNoProblemsBut(problems, /status of 400/);
      await context.close();
    });
  }
});

describe("an invitation", () => {
  test("lets an invited editor choose a password from the e-mail and sign in", async () => {
    const email = "new-colleague@cordillera.example";
    const admin = await openPage(app.browser);
    await signInAt(admin.page, app.url + "/admin/users?dialog=new");
    const dialog = admin.page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Send an invitation instead").check();
    await dialog.getByRole("button", { name: "Add User" }).click();
    await admin.page.getByText("Invitation sent").first().waitFor();
    const row = admin.page.locator(`tr[data-user="${email}"]`);
    await row.getByText("Invited", { exact: true }).waitFor();
    await look(admin.page, "users-invited-1280");

    const mail = await mailTo(email, /^You are invited to the Cordillera Nearshore back office$/);
    const link = linkIn(mail, /\/admin\/invitation\/[A-Za-z0-9_-]{43}/);

    const invitee = await openPage(app.browser, { viewport: viewports.phone });
    await invitee.page.goto(link);
    await invitee.page.getByRole("heading", { name: "Accept your invitation" }).waitFor();
    await look(invitee.page, "invitation-390");
    await invitee.page.getByLabel("New password").fill("Colleague-Pass-3");
    await invitee.page.getByLabel("Confirm Password").fill("Colleague-Pass-3");
    await invitee.page.getByRole("button", { name: "Set password and sign in" }).click();
    await invitee.page.waitForURL(app.url + "/admin");
    await invitee.page.getByText("Welcome", { exact: true }).waitFor();
    assert.deepEqual(invitee.problems, []);
    await invitee.context.close();

    // A fresh sign-in with the chosen password, and the list no longer says Invited.
    const again = await openPage(app.browser);
    await signInAt(again.page, app.url + "/admin/blog", { email, password: "Colleague-Pass-3" });
    await again.context.close();
    await admin.page.reload();
    await row.waitFor();
    assert.equal(await row.getByText("Invited", { exact: true }).count(), 0);
    assert.deepEqual(admin.problems, []);
    await admin.context.close();
  });
});

describe("two-factor sign-in", () => {
  test("an administrator turns it on, signs in with a code, then once with a recovery code", async () => {
    const email = "careful-admin@cordillera.example";
    await addStaff(email, "Careful-Admin-4", "admin");
    const credentials = { email, password: "Careful-Admin-4" };
    const setup = await openPage(app.browser);
    await signInAt(setup.page, app.url + "/admin/account", credentials);
    await setup.page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await setup.page.locator("[data-totp-secret]").textContent()).replace(/\s/g, "");
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await setup.page.getByRole("img", { name: /QR code/ }).waitFor();
    await look(setup.page, "two-factor-setup-1280");
    await setup.page.getByLabel("Code from the app").fill("000000");
    await setup.page.getByLabel("Your password").fill(credentials.password);
    await setup.page.getByRole("button", { name: "Turn on two-factor" }).click();
    await setup.page.getByText("That code does not match.").first().waitFor();
    // A signed-in browser alone does not turn it on: the password is asked for again.
    await setup.page.getByLabel("Code from the app").fill(totp(secret));
    await setup.page.getByLabel("Your password").fill("Not-My-Password-9");
    await setup.page.getByRole("button", { name: "Turn on two-factor" }).click();
    await setup.page.getByText("Current password is incorrect").first().waitFor();
    await setup.page.getByLabel("Code from the app").fill(totp(secret));
    await setup.page.getByLabel("Your password").fill(credentials.password);
    await setup.page.getByRole("button", { name: "Turn on two-factor" }).click();
    await setup.page.getByText("Two-factor sign-in is on").waitFor();
    const codes = (await setup.page.locator("[data-recovery-codes] li").allTextContents()).map((c) => c.trim());
    assert.equal(codes.length, 10);
    await look(setup.page, "two-factor-recovery-codes-1280");
    // The wrong first code and the wrong password were answered 400, which the browser logs as a failed load.
    assertNoProblemsBut(setup.problems, /status of 400/);
    await setup.context.close();

    const signInWith = async (code, { javaScriptEnabled = true, viewport } = {}) => {
      const { page, context, problems } = await app.visit("/admin/login", { javaScriptEnabled, viewport });
      await logIn(page, { email, password: credentials.password });
      await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      await page.getByLabel("Authentication code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      return { page, context, problems };
    };

    // The set-up used this step's code: the next step's code signs in (JavaScript off, phone width).
    const withCode = await signInWith(totp(secret, 1), { javaScriptEnabled: false, viewport: viewports.phone });
    await withCode.page.waitForURL(app.url + "/admin");
    await withCode.context.close();

    const withRecovery = await signInWith(codes[0]);
    await withRecovery.page.waitForURL(app.url + "/admin");
    assert.deepEqual(withRecovery.problems, []);
    await withRecovery.context.close();

    const reused = await signInWith(codes[0], { viewport: viewports.phone });
    await reused.page.getByText("That code is not valid.").waitFor();
    await look(reused.page, "two-factor-step-390");
    await reused.context.close();
  });
});
