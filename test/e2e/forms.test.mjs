// Public forms in a real browser, with and without JavaScript, and the Contact Messages screen.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoProblemsBut, jsonPost, openPage, screenshot, signInAt, staffGet, useApp } from "./harness.mjs";

const app = useApp();

async function fillContact(page, { email }) {
  const main = page.getByRole("main");
  await main.getByLabel(/^Name/).fill("Dana Whitfield");
  await main.getByLabel(/^Company/).fill("Northwind Logistics");
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Area of interest/).selectOption("custom-development");
  await main.getByLabel(/^Message/).fill("We are planning a rebuild of our dispatch platform next quarter.");
}

describe("contact form", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`shows errors, then sends (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/contact", { javaScriptEnabled });
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Name must be at least 2 characters").waitFor();
      await page.getByText("Company name is required").waitFor();
      await page.getByText("Please enter a valid email address").waitFor();
      await page.getByText("Please select an area of interest").waitFor();
      await page.getByText("Message must be at least 10 characters").waitFor();
      // With or without JavaScript, the first invalid field has the focus, not the top of the page.
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "name");
      if (javaScriptEnabled) {
        // Revalidates as the visitor types.
        await page.getByRole("main").getByLabel(/^Name/).fill("Dana");
        await page.getByText("Name must be at least 2 characters").waitFor({ state: "detached" });
      }
      await fillContact(page, { email: `dana+${javaScriptEnabled ? "js" : "nojs"}@northwind.example` });
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message sent!").waitFor();
      // In place of the form: the confirmation and what happens next; "Send another message" brings a fresh form.
      const sent = page.getByTestId("contact-sent");
      await sent.getByRole("heading", { name: "We have your message" }).waitFor();
      await sent.getByText("Thank you for reaching out. Our team will contact you shortly.").waitFor();
      await sent.getByText("You get a reply within one business day", { exact: false }).waitFor();
      await sent.getByRole("link", { name: "Send another message" }).click();
      assert.equal(await page.getByRole("main").getByLabel(/^Name/).inputValue(), "", "a fresh form");
      assertNoProblemsBut(problems, /400/);
      await context.close();
    });
  }

  test("reads well at a phone width", () => app.fitsPhone("/contact", "contact-phone"));
});

describe("newsletter", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`signs up from the footer, once (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = `reader-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
      const { page, context } = await app.visit("/", { javaScriptEnabled });
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email").fill("not-an-email");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Please enter a valid email address").first().waitFor();
      if (!javaScriptEnabled) await page.goto(app.url + "/");
      await page.getByRole("contentinfo").getByLabel("Email").fill(email);
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
      if (javaScriptEnabled) assert.equal(new URL(page.url()).pathname, "/", "stays on the page");

      // Signing up again answers exactly as the first time (a stranger learns nothing about who subscribes),
      // and the address is still on the list once.
      await page.goto(app.url + "/blog");
      await page.getByRole("contentinfo").getByLabel("Email").fill(email.toUpperCase());
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await page.getByText("Thank you for subscribing to our newsletter.").first().waitFor();
      assert.equal(await page.getByText(/already/i).count(), 0);
      const list = await staffGet(app.url, `/api/subscribers?q=${encodeURIComponent(email)}`);
      assert.equal(list.total, 1);
      await context.close();
    });
  }
});

describe("Contact Messages", () => {
  test("opening a new message marks it read; Archive Message archives it", async () => {
    const sent = await jsonPost(app.url + "/api/contact", {
      name: "Marisol Vega",
      company: "Andes Health",
      email: "marisol@andes-health.example",
      interest: "ai-solutions",
      message: "We would like to explore an AI triage assistant for our clinics.",
    });
    assert.equal(sent.status, 201);

    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin/contacts");

    await page.getByLabel("Search messages...").fill("Andes");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=Andes/);
    const row = page.locator("tr", { hasText: "Marisol Vega" });
    assert.equal(await row.getAttribute("data-status"), "new");
    await row.getByRole("button", { name: /View message/ }).click();
    const dialog = page.getByRole("dialog", { name: "Message from Marisol Vega" });
    await dialog.waitFor();
    assert.equal((await dialog.getByTestId("contact-status").textContent()).trim(), "Read");
    assert.match(
      await dialog.getByRole("link", { name: "Reply via Email" }).getAttribute("href"),
      /^mailto:marisol@andes-health\.example/,
    );
    await screenshot(page, "admin-contact-dialog");
    await dialog.getByRole("button", { name: "Archive Message" }).click();
    await page.getByText("Message archived.").waitFor();
    assert.equal(await page.locator("tr", { hasText: "Marisol Vega" }).getAttribute("data-status"), "archived");
    assert.ok(page.url().includes("q=Andes"), "stays on the same search");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
