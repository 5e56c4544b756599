// Conversations in the running app (issue 29): a recruiter sends an interview invitation from a template to an
// applicant, and a salesperson writes to an enquirer without one; each message reaches wrangler's local e-mail list
// with the thread's reply address; a reply POSTed to /cdn-cgi/handler/email (the Worker's email()) appears in the
// thread with its PDF, the record shows an unread reply, and an admin alert is sent. Screenshots of a thread of ten
// messages at 390 and 1280 px.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import {
  apiSignIn,
  applyThroughApi,
  assertFits,
  axeViolations,
  jsonPost,
  openPage,
  PRIMARY_ADMIN_EMAIL,
  screenshot,
  signInAt,
  staffGet,
  useApp,
  viewports,
  waitForMail,
} from "./harness.mjs";

const app = useApp();
const fixture = (name) => readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url), "utf8");

function pdfBase64() {
  const body = `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${"%".repeat(400)}\n%%EOF`;
  return Buffer.from(body, "latin1")
    .toString("base64")
    .replace(/.{1,76}/g, "$&\r\n")
    .trimEnd();
}

/** Runs the Worker's email() as Email Routing would, through the dev server's handler. */
async function deliver(raw, { from, to }) {
  const res = await fetch(
    `${app.url}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { method: "POST", body: raw },
  );
  assert.ok(res.status < 300, `email handler answered ${res.status}: ${await res.text()}`);
}

describe("a conversation", () => {
  test("from a template on an application: sent with the reply address, the reply comes back with its PDF", async () => {
    const email = `valentina+${Date.now()}@example.com`;
    const application = await applyThroughApi(app.url, email);
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, `${app.url}/admin/applications?dialog=view&id=${application.id}`);
    const dialog = page.getByRole("dialog", { name: "Valentina Cruz" });
    await dialog.waitFor();
    const composer = dialog.getByTestId("composer");
    await composer.getByLabel("Template").selectOption({ label: "Interview invitation" });
    assert.equal(await composer.getByLabel("Subject").inputValue(), `Interview for ${application.title}`);
    const body = await composer.getByLabel("Message (Markdown)").inputValue();
    assert.match(body, /^Hi Valentina,/);
    assert.ok(body.includes(`**${application.title}**`));
    assert.doesNotMatch(body, /\{\{/);
    await composer.getByRole("tab", { name: "Preview" }).click();
    await composer.getByTestId("composer-preview").locator("strong", { hasText: application.title }).waitFor();
    await composer.getByRole("tab", { name: "Write" }).click();
    await composer.getByRole("button", { name: "Send" }).click();
    await page.getByText("Message sent").first().waitFor();
    await dialog.locator('[data-message="staff"]').waitFor();
    // Sent: the composer is empty again, so a second click cannot mail the candidate the same message twice.
    assert.equal(await composer.getByLabel("Message (Markdown)").inputValue(), "");
    assert.equal(await composer.getByLabel("Template").inputValue(), "");

    const sent = await waitForMail(
      app.url,
      (m) => m.to.includes(email) && m.subject.startsWith("Interview for"),
      "to the applicant",
    );
    const replyTo = sent.replyTo;
    assert.match(replyTo, /^reply\+\d+-[0-9a-f]{24}@cordillera\.example$/);
    assert.match(sent.text, /You can reply to this e-mail directly/);

    const raw = fixture("gmail-reply.eml")
      .replaceAll("{{TO}}", replyTo)
      .replaceAll("{{FROM}}", email)
      .replaceAll("{{MESSAGE_ID}}", `<e2e-${Date.now()}@mail.gmail.com>`)
      .replaceAll("{{PDF}}", pdfBase64());
    await deliver(raw, { from: email, to: replyTo });
    await waitForMail(
      app.url,
      (m) => m.to.includes(PRIMARY_ADMIN_EMAIL) && m.subject.startsWith("New reply from Valentina"),
      "alerting the admin",
    );

    await page.goto(`${app.url}/admin/applications?unread=reply`);
    await page.locator(`tr[data-application="${application.id}"] [data-unread-reply]`).waitFor();
    await page.goto(`${app.url}/admin/applications?dialog=view&id=${application.id}`);
    const reply = page.locator('[data-message="reply"]');
    await reply.getByText("Tuesday at 10:00 or Thursday at 15:00").waitFor();
    assert.equal(await reply.getByText("wrote:").count(), 0);
    const pdf = reply.locator("a[data-attachment]");
    assert.match(await pdf.textContent(), /Valentina_Cruz_CV\.pdf/);
    assert.deepEqual(problems, []);

    // Ten messages in the thread, looked at on a phone and a desktop.
    const cookie = await apiSignIn(app.url);
    for (let i = 1; i <= 8; i++) {
      const res = await fetch(`${app.url}/api/job-applications/${application.id}/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({
          subject: `Follow-up ${i}`,
          body: `Message **${i}** of the thread, with a long address reply+${"x".repeat(40)}@example.com`,
        }),
      });
      assert.equal(res.status, 201);
    }
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/admin/applications?dialog=view&id=${application.id}`);
      await dialog.waitFor();
      assert.ok((await dialog.locator("[data-message]").count()) >= 10);
      await assertFits(page, `conversation-thread-${name}`);
      // The dialog scrolls inside itself: a window tall enough to show the whole thread, to look at.
      await page.setViewportSize({ width: viewport.width, height: 6000 });
      await dialog.getByTestId("conversation").waitFor();
      await screenshot(page, `conversation-messages-${name}`);
    }
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test("without a template on an enquiry", async () => {
    const email = `dana+${Date.now()}@northwind.example`;
    const res = await jsonPost(app.url + "/api/contact", {
      name: "Dana Whitfield",
      company: "Northwind Logistics",
      email,
      interest: "other",
      message: "We need two senior React engineers.",
    });
    assert.equal(res.status, 201);
    const { contacts } = await staffGet(app.url, `/api/contacts?q=${encodeURIComponent(email)}`);
    const id = contacts[0].id;
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await signInAt(page, `${app.url}/admin/contacts?dialog=view&id=${id}`);
    const dialog = page.getByRole("dialog", { name: "Message from Dana Whitfield" });
    const composer = dialog.getByTestId("composer");
    await composer.waitFor();
    assert.equal(await composer.getByLabel("Subject").inputValue(), "Re: your enquiry to Cordillera Nearshore");
    await composer.getByLabel("Message (Markdown)").fill("Hi Dana,\n\nCould we talk on **Thursday**?");
    await composer.getByRole("button", { name: "Send" }).click();
    await page.getByText("Message sent").first().waitFor();
    const sent = await waitForMail(
      app.url,
      (m) => m.to.includes(email) && m.subject.startsWith("Re: your enquiry"),
      "to the enquirer",
    );
    assert.match(sent.replyTo, /^reply\+\d+-[0-9a-f]{24}@cordillera\.example$/);
    assert.match(sent.html, /<strong>Thursday<\/strong>/);

    const raw = fixture("outlook-reply.eml")
      .replaceAll("{{TO}}", sent.replyTo)
      .replaceAll("{{FROM}}", email)
      .replaceAll("{{MESSAGE_ID}}", `<e2e-${Date.now()}@outlook.com>`);
    await deliver(raw, { from: email, to: sent.replyTo });
    await page.reload();
    await dialog.locator('[data-message="reply"]').getByText("Thursday at 11am Eastern works for us.").waitFor();
    await screenshot(page, "conversation-enquiry-phone");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
