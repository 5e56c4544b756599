// E-mail in the running app: an enquiry sent on /contact (JavaScript on and off) produces, through the queue and
// the send_email binding that wrangler simulates, a staff alert and an auto-reply in wrangler's local e-mail list;
// the alert's link leads straight to the enquiry in the back office, and the Email log shows both as sent.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  axeViolations,
  horizontalOverflow,
  jsonPost,
  linkIn,
  openPage,
  PRIMARY_ADMIN_EMAIL,
  screenshot,
  signInAt,
  useApp,
  viewports,
  waitForMail,
} from "./harness.mjs";

const app = useApp();

async function sendEnquiry(page, { email, company, javaScriptEnabled }) {
  await page.goto(app.url + "/contact");
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  const main = page.getByRole("main");
  await main.getByLabel(/^Name/).fill("Dana Whitfield");
  await main.getByLabel(/^Company/).fill(company);
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Phone/).fill("+1 555 0100");
  await main.getByLabel(/^Area of interest/).selectOption("custom-development");
  await main
    .getByLabel(/^Message/)
    .fill("We are planning a rebuild of our dispatch platform <next quarter> & need help.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.getByText("Message sent!").waitFor();
}

describe("an enquiry sent on /contact", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`mails the staff and the enquirer, and the alert links to the enquiry (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const tag = javaScriptEnabled ? "js" : "nojs";
      const email = `dana-${tag}@northwind.example`;
      const company = `Northwind ${tag.toUpperCase()} Logistics`;
      const visitor = await openPage(app.browser, { javaScriptEnabled });
      await sendEnquiry(visitor.page, { email, company, javaScriptEnabled });
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();

      const alert = await waitForMail(
        app.url,
        (m) => m.to.includes(PRIMARY_ADMIN_EMAIL) && m.subject === `New enquiry from Dana Whitfield (${company})`,
        "alerting the administrator",
      );
      assert.equal(alert.replyTo, email);
      assert.match(alert.from, /notifications@cordillera\.example/);
      assert.match(alert.text, /Interest: Custom Software Development/);
      assert.match(alert.text, /Phone: \+1 555 0100/);
      assert.ok(alert.text.includes("<next quarter> & need help"), "the text part keeps the message as written");
      assert.ok(alert.html.includes("&lt;next quarter&gt; &amp; need help"), "the HTML part escapes it");
      const link = linkIn(alert, /\/admin\/contacts\?dialog=view&id=\d+/);
      assert.equal(
        new URL(link).origin,
        new URL(app.url).origin,
        "built from SITE_URL, which the harness sets to the address it serves",
      );
      assert.ok(alert.html.includes(`href="${link.replaceAll("&", "&amp;")}"`), "the HTML part links there too");

      const reply = await waitForMail(app.url, (m) => m.to.includes(email), "auto-replying to the enquirer");
      assert.equal(reply.subject, "Thanks for contacting Cordillera Nearshore");
      assert.equal(reply.headers?.["Auto-Submitted"], "auto-replied");
      assert.match(reply.text, /hello@cordillera\.example/);
      // It quotes nothing the enquirer wrote: it goes to any typed address (issue 35 F5).
      assert.doesNotMatch(reply.text, /dispatch platform/);
      assert.match(reply.text, /We received your enquiry about Custom Software Development\./);

      // Staff follow the link: sign in, and land on that enquiry.
      const staff = await openPage(app.browser, { javaScriptEnabled });
      await signInAt(staff.page, link);
      const dialog = staff.page.getByRole("dialog", { name: "Message from Dana Whitfield" });
      await dialog.waitFor();
      // The enquirer's address as the dialog's own field (the conversation below also names it, in its auto-reply).
      await dialog.getByText(email, { exact: true }).waitFor();
      await dialog.getByText(company).waitFor();
      assert.deepEqual(staff.problems, []);
      await staff.context.close();
    });
  }
});

describe("the Email log", () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`lists the messages as sent and shows one, at ${viewport.width}px`, async () => {
      const email = `log-${width}@northwind.example`;
      const res = await jsonPost(app.url + "/api/contact", {
        name: "Log Reader",
        company: "Ledger & Co",
        email,
        interest: "other",
        message: "Checking the e-mail log screen.",
      });
      assert.equal(res.status, 201);
      await waitForMail(app.url, (m) => m.to.includes(email), "auto-replying");

      const { page, context, problems } = await openPage(app.browser, { viewport });
      await signInAt(page, app.url + `/admin/outbox?q=${encodeURIComponent(email)}`);
      const row = page.locator("tr[data-email]", { hasText: email });
      // The consumer records the result right after sending; the list shows it once the page is read again.
      for (let i = 0; (await row.getAttribute("data-status")) !== "sent" && i < 20; i++) {
        await page.waitForTimeout(250);
        await page.reload();
      }
      assert.equal(await row.getAttribute("data-status"), "sent");
      assert.deepEqual(await horizontalOverflow(page), []);
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `admin-email-log-${width}`);

      await row.getByRole("link", { name: /^View e-mail to/ }).click();
      const dialog = page.getByRole("dialog", { name: "Thanks for contacting Cordillera Nearshore" });
      await dialog.waitFor();
      await dialog.getByText("auto-replied").first().waitFor();
      const frame = page.frameLocator("iframe[title^='HTML version']");
      await frame.getByText("We received your enquiry.").waitFor();
      assert.equal(
        await page.locator("iframe[title^='HTML version']").getAttribute("sandbox"),
        "allow-popups allow-popups-to-escape-sandbox",
      );
      await dialog.getByText("Hello Log Reader,").first().waitFor();
      await screenshot(page, `admin-email-view-${width}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
