// Book a discovery call in the running app (issue 31): on /contact without JavaScript (the default New York zone,
// plain links and a plain form) and with it (the browser's own zone swapped in), each booking mails both sides an
// ICS invitation; the visitor's e-mail links move the call (an updated invitation) and cancel it, and a used link is
// the invalid-link page. Screenshots of /contact with the panel at 390 and 1280 px. Interviews: a recruiter sends a
// scheduling link from an application's dialog; the candidate picks a time without JavaScript; the link is then spent.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { applyThroughApi, linkIn, openPage, screenshot, signInAt, useApp, viewports, waitForMail } from "./harness.mjs";

const app = useApp();

/**
 * A message's calendar attachment as the local e-mail list shows it: its name and type (with the METHOD). The list
 * keeps no attachment's content (only the raw MIME would), so the ICS text itself is parsed in
 * test/integration/booking.test.ts, from the very row the queue hands to the binding.
 */
function calendarIn(detail) {
  const file = (detail.attachments ?? []).find((a) => /^text\/calendar/.test(a.contentType ?? ""));
  assert.ok(file, `a calendar attachment in ${JSON.stringify(detail.attachments)}`);
  assert.equal(file.disposition, "attachment");
  assert.ok(file.size > 300, `an invitation's size, not ${file.size}`);
  return `${file.filename} ${file.contentType}`;
}

async function book(page, { javaScriptEnabled, email, zoneName }) {
  await page.goto(app.url + "/contact");
  const panel = page.locator("#book");
  // The browser's zone is swapped in as the panel comes into view, as a visitor scrolls to it.
  await page.evaluate(() => document.getElementById("book").scrollIntoView());
  await panel.getByText(zoneName, { exact: false }).first().waitFor();
  const slot = panel.locator("a[data-slot]").first();
  const start = await slot.getAttribute("data-slot");
  await slot.click();
  await page.waitForURL(/\/contact\/book\?start=/);
  const main = page.getByRole("main");
  await main.getByLabel(/^Your name/).fill("Sam Carter");
  await main.getByLabel(/^Company/).fill(`Acme ${javaScriptEnabled ? "JS" : "NoJS"}`);
  await main.getByLabel(/^Work e-mail/).fill(email);
  await main.getByLabel(/^What would you like to talk about/).fill("Two React engineers for our logistics platform.");
  await page.getByRole("button", { name: "Book the call" }).click();
  await page.getByText("Your call is booked").waitFor();
  return start;
}

describe("booking a discovery call", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`books from /contact and mails both sides an invitation (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = `sam-${javaScriptEnabled ? "js" : "nojs"}@acme.example`;
      const visitor = await openPage(app.browser, {
        javaScriptEnabled,
        ...(javaScriptEnabled ? { timezoneId: "Europe/Madrid" } : {}),
      });
      const zoneName = javaScriptEnabled ? "Madrid (Central European Time)" : "New York (Eastern Time)";
      const start = await book(visitor.page, { javaScriptEnabled, email, zoneName });
      assert.deepEqual(visitor.problems, []);
      await visitor.context.close();

      const invitation = await waitForMail(app.url, (m) => m.to.includes(email), "inviting the visitor");
      assert.match(invitation.subject, /Your discovery call with Cordillera Nearshore/);
      assert.ok(invitation.text.includes(zoneName), invitation.text);
      assert.equal(calendarIn(invitation), "invite.ics text/calendar; charset=utf-8; method=REQUEST");
      assert.ok(start, "the slot's start");
      const host = await waitForMail(
        app.url,
        (m) =>
          m.subject.startsWith("New discovery call booked") &&
          m.subject.includes(`Acme ${javaScriptEnabled ? "JS" : "NoJS"}`),
        "inviting the host",
      );
      assert.equal(calendarIn(host), "invite.ics text/calendar; charset=utf-8; method=REQUEST");
    });
  }

  test("the e-mail's links move the call, then cancel it; a used link is the invalid-link page", async () => {
    const email = "sam-nojs@acme.example";
    const invitation = await waitForMail(app.url, (m) => m.to.includes(email), "the invitation");
    const reschedule = linkIn(invitation, /\/meetings\/[\w-]+\/reschedule/);

    const { page, context, problems } = await openPage(app.browser);
    await page.goto(reschedule);
    await page.getByRole("heading", { name: "Pick a new time" }).waitFor();
    await page.locator('#book button[name="start"]').nth(3).click();
    await page.getByRole("heading", { name: "Your call has moved" }).waitFor();

    const moved = await waitForMail(
      app.url,
      (m) => m.to.includes(email) && m.subject.startsWith("Your discovery call has moved"),
      "the updated invitation",
    );
    assert.match(calendarIn(moved), /method=REQUEST$/);
    const cancel = linkIn(moved, /\/meetings\/[\w-]+\/cancel/);
    await page.goto(cancel);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await page.getByRole("heading", { name: "Your call is cancelled" }).waitFor();
    const cancelled = await waitForMail(
      app.url,
      (m) => m.to.includes(email) && m.subject === "Your discovery call is cancelled",
      "the cancellation",
    );
    assert.equal(calendarIn(cancelled), "cancel.ics text/calendar; charset=utf-8; method=CANCEL");

    const used = await page.goto(cancel);
    assert.equal(used.status(), 404);
    await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    const old = await page.goto(reschedule);
    assert.equal(old.status(), 404);
    assert.deepEqual(
      problems.filter((p) => !/404/.test(p)),
      [],
    );
    await context.close();
  });

  test("interviews: the recruiter sends a link from the application, the candidate books without JavaScript", async () => {
    const email = "valentina-interview@example.com";
    const { id } = await applyThroughApi(app.url, email);

    const recruiter = await openPage(app.browser);
    const dialog = `${app.url}/admin/applications?dialog=view&id=${id}`;
    await signInAt(recruiter.page, dialog);
    const form = recruiter.page.locator("[data-interview-form]");
    await form.getByLabel("Elena Ruiz").check();
    await form.getByRole("button", { name: "Send scheduling link" }).click();
    await recruiter.page.getByText("Scheduling link sent").first().waitFor();
    await recruiter.context.close();

    const mail = await waitForMail(app.url, (m) => m.to.includes(email) && /interview/i.test(m.subject), "the link");
    const link = linkIn(mail, /\/jobs\/interview\/[\w-]+/);
    const candidate = await openPage(app.browser, { javaScriptEnabled: false });
    await candidate.page.goto(link);
    await candidate.page.getByRole("heading", { name: "Free times" }).waitFor();
    await candidate.page.locator('#book button[name="start"]').nth(2).click();
    await candidate.page.getByRole("heading", { name: "Your interview is booked" }).waitFor();
    const invitation = await waitForMail(
      app.url,
      (m) => m.to.includes(email) && m.subject.startsWith("Your interview with Cordillera Nearshore"),
      "the interview invitation",
    );
    assert.equal(calendarIn(invitation), "invite.ics text/calendar; charset=utf-8; method=REQUEST");
    const used = await candidate.page.goto(link);
    assert.equal(used.status(), 404);
    await candidate.page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    await candidate.context.close();
  });

  test("swaps in the visitor's zone only as the panel comes into view, not while the page loads", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: "Europe/Madrid",
    });
    const zoneLoads = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.has("tz")) zoneLoads.push(request.url());
    });
    await page.goto(app.url + "/contact");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(zoneLoads, [], "no zone swap while the panel is out of view");
    await page.locator("#book").getByText("New York (Eastern Time)").first().waitFor({ state: "attached" });
    await page.evaluate(() => document.getElementById("book").scrollIntoView());
    await page.locator("#book").getByText("Madrid (Central European Time)").first().waitFor();
    assert.equal(zoneLoads.length, 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("/contact with the booking panel at 390 and 1280 px", async () => {
    for (const [name, viewport] of [
      ["contact-booking-390", viewports.phone],
      ["contact-booking-1280", viewports.desktop],
    ]) {
      const { page, context } = await openPage(app.browser, { viewport, timezoneId: "America/New_York" });
      await page.goto(app.url + "/contact");
      await page.locator("#book a[data-slot]").first().waitFor();
      await screenshot(page, name);
      await context.close();
    }
  });
});
