// The newsletter in the running app (issue 21), on a fresh state with 300 seeded confirmed subscribers: a footer
// sign-up (JavaScript on and off) gets a confirmation e-mail in wrangler's local e-mail list and stays pending until
// its link is followed; an admin sends a campaign and watches it complete; every issue carries the RFC 8058 headers,
// each recipient gets exactly one, and a one-click POST to a message's link unsubscribes its recipient. A sign-up in
// a Spanish page's footer answers, mails and confirms in Spanish, with JavaScript (JSON to /api/subscribers) and without.
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { subscribersSql } from "../../app/db/seed.ts";
import {
  assertNoProblemsBut,
  linkIn,
  mailDetail,
  oneClickUnsubscribeLink,
  openPage,
  screenshot,
  sentMail,
  signInAt,
  startWithSql,
  unsubscribeInOneClick,
  useApp,
  viewports,
  waitForMail,
} from "./harness.mjs";

const SEEDED = 300;
const app = useApp({ start: () => startWithSql("subscribers.sql", subscribersSql(SEEDED, new Date())) });

/** The subscriber's status badge on the Subscribers screen, searched by address. */
async function statusOf(page, email) {
  await page.goto(`${app.url}/admin/subscribers?q=${encodeURIComponent(email)}`);
  return (await page.locator(`tr[data-subscriber="${email}"] td`).nth(3).innerText()).trim();
}

let admin;
describe("double opt-in from the footer", () => {
  before(async () => {
    admin = await openPage(app.browser);
    await signInAt(admin.page, `${app.url}/admin/subscribers`);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a sign-up is pending until its confirmation link is followed (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = `footer-${javaScriptEnabled ? "js" : "nojs"}@visitors.example`;
      const visitor = await openPage(app.browser, { javaScriptEnabled });
      await visitor.page.goto(`${app.url}/blog`);
      const footer = visitor.page.getByRole("contentinfo");
      await footer.getByLabel("Email").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await visitor.page
        .getByText("Please check your inbox and follow the link we sent to confirm your address.")
        .waitFor();
      assert.equal(await statusOf(admin.page, email), "pending");

      const mail = await waitForMail(app.url, (m) => m.to.includes(email), "confirming the sign-up");
      assert.match(mail.subject, /confirm your subscription/i);
      const link = linkIn(mail, /\/newsletter\/confirm\?token=\S+/);
      assert.ok(mail.html.includes(`href="${link}"`));

      await visitor.page.goto(link);
      await visitor.page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
      assert.equal(await statusOf(admin.page, email), "pending", "opening the link alone confirms nothing");
      await visitor.page.getByRole("button", { name: "Confirm subscription" }).click();
      await visitor.page.getByRole("heading", { name: "You're subscribed" }).waitFor();
      if (javaScriptEnabled) await screenshot(visitor.page, "newsletter-confirmed");
      assert.equal(await statusOf(admin.page, email), "active");
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();
    });
  }
});

describe("a campaign to every active subscriber", () => {
  test("the admin composes, sends, and watches it complete; nobody gets two; every issue has the RFC 8058 headers", async () => {
    const active = SEEDED + 2; // the seeded readers and the two confirmed footer sign-ups above
    const { page } = admin;
    await page.goto(`${app.url}/admin/newsletter`);
    await page.getByRole("link", { name: "New Campaign" }).click();
    const compose = page.getByRole("dialog", { name: "New Campaign" });
    await compose.getByLabel("Subject").fill("Nearshore insights: November");
    await compose.getByLabel("Message (Markdown)").fill("Hello **readers**.\n\nRead [our services](/services).");
    await compose.getByRole("tab", { name: "Preview" }).click();
    await compose.locator("strong", { hasText: "readers" }).waitFor();
    await compose.getByRole("button", { name: "Save Draft" }).click();

    const view = page.getByRole("dialog", { name: "Nearshore insights: November" });
    await view.getByText("Draft").first().waitFor();
    await view.getByRole("link", { name: `Send to ${active} active subscribers` }).click();
    await page.getByRole("dialog", { name: "Send this campaign?" }).getByRole("button", { name: "Send now" }).click();

    // The screen refreshes its figures while the queue sends; it ends Sent with every recipient sent.
    const progress = page.getByTestId("campaign-progress");
    await progress.waitFor();
    await page.getByTestId("campaign-status").getByText("Sent").waitFor({ timeout: 240_000 });
    assert.match(
      await progress.innerText(),
      new RegExp(`Recipients\\s+${active}\\s+Sent\\s+${active}\\s+Failed\\s+0\\s+Remaining\\s+0`),
    );
    await screenshot(page, "newsletter-campaign-sent");
    await page.setViewportSize(viewports.phone);
    await screenshot(page, "newsletter-campaign-sent-mobile");
    await page.setViewportSize(viewports.desktop);

    const issues = (await sentMail(app.url)).filter((m) => m.subject === "Nearshore insights: November");
    assert.equal(issues.length, active, "one message per active subscriber");
    const recipients = issues.map((m) => String(m.to));
    assert.equal(new Set(recipients).size, active, "nobody mailed twice");

    const one = await mailDetail(
      app.url,
      issues.find((m) => String(m.to).includes("reader-42@")),
    );
    const unsubscribe = oneClickUnsubscribeLink(one, "/newsletter/unsubscribe");
    assert.ok(one.html.includes("<strong>readers</strong>"));
    assert.ok(one.html.includes(`href="${app.url}/services"`), "relative links made absolute");

    // The mail client's one-click POST: no cookies, no page, unsubscribed at once.
    await unsubscribeInOneClick(unsubscribe);
    assert.equal(await statusOf(page, "reader-42@readers.example"), "unsubscribed");
    assert.deepEqual(admin.problems, []);
    await admin.context.close();
  });
});

describe("the Spanish footer (issue 27)", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a sign-up on a Spanish page answers, mails and confirms in Spanish (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = `footer-es-${javaScriptEnabled ? "js" : "nojs"}@visitors.example`;
      const { page, context, problems } = await openPage(app.browser, { javaScriptEnabled });
      await page.goto(`${app.url}/es/blog`);
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Correo electrónico").fill("no-es-un-correo");
      await footer.getByRole("button", { name: "Suscríbete" }).click();
      await page.getByText("Escribe un correo electrónico válido").first().waitFor();
      if (!javaScriptEnabled) {
        assert.equal(new URL(page.url()).pathname, "/es/newsletter", "the page answers in Spanish");
        await page.goto(`${app.url}/es/blog`);
      }

      // With JavaScript the form posts JSON to the API and stays on the page; without it, /es/newsletter answers.
      const posted = javaScriptEnabled ? page.waitForRequest((r) => r.url().endsWith("/api/subscribers")) : null;
      await page.getByRole("contentinfo").getByLabel("Correo electrónico").fill(email);
      await page.getByRole("contentinfo").getByRole("button", { name: "Suscríbete" }).click();
      await page
        .getByText("Revisa tu bandeja de entrada y abre el enlace que te enviamos para confirmar tu dirección.")
        .first()
        .waitFor();
      await page.getByRole("status").getByText("¡Listo!").first().waitFor();
      if (posted) {
        const { returnTo, ...sent } = JSON.parse((await posted).postData() ?? "{}");
        assert.deepEqual(sent, { email, name: "", website: "", consentForm: "footer", language: "es" });
        assert.equal(returnTo, "/es/blog");
        assert.equal(new URL(page.url()).pathname, "/es/blog", "stays on the page");
      } else assert.equal(new URL(page.url()).pathname, "/es/newsletter");

      const mail = await waitForMail(app.url, (m) => String(m.to).includes(email), "confirming the Spanish sign-up");
      assert.equal(mail.subject, "Confirma tu suscripción al boletín de Cordillera Nearshore");
      const link = linkIn(mail, /\/es\/newsletter\/confirm\?token=\S+/);
      await page.goto(link);
      await page.getByRole("heading", { name: "¿Confirmas tu suscripción?" }).waitFor();
      await page.getByRole("button", { name: "Confirma tu suscripción" }).click();
      await page.getByRole("heading", { name: "Tu suscripción está confirmada" }).waitFor();
      assert.equal(new URL(page.url()).pathname, "/es/newsletter/confirm");
      // Without JavaScript the refused address was a page answered 400, on purpose.
      assertNoProblemsBut(problems, javaScriptEnabled ? /^$/ : /status of 400/);
      await context.close();
    });
  }
});
