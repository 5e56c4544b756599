// The candidate status page in a real browser (issue 30): apply without JavaScript, open the private link from the
// confirmation e-mail in the local e-mail list, see the stage a recruiter sets in the back office, and withdraw
// (confirm step, no JavaScript); staff then see "Withdrawn". The page fits a phone and passes axe.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertFits,
  axeViolations,
  fillApplication,
  linkIn,
  openPage,
  screenshot,
  signInAt,
  useApp,
  viewports,
  waitForMail,
} from "./harness.mjs";

const app = useApp();

describe("candidate status page", () => {
  test("shows the stage a recruiter set, and withdraw works", { timeout: 180_000 }, async () => {
    const who = `status-page-${Date.now()}`;
    const email = `${who}@example.com`;

    // Apply without JavaScript.
    const candidate = await openPage(app.browser, { javaScriptEnabled: false });
    candidate.page.setDefaultTimeout(30_000);
    await candidate.page.goto(app.url + "/jobs?category=qa");
    const detailsHref = await candidate.page.locator("main article[data-job] a").first().getAttribute("href");
    const jobId = /\/jobs\/(\d+)/.exec(detailsHref)?.[1];
    assert.ok(jobId, `a job link: ${detailsHref}`);
    await candidate.page.goto(`${app.url}/jobs/${jobId}/apply`);
    const form = candidate.page.getByRole("dialog");
    const title = await form.getByLabel("Position").inputValue();
    await fillApplication(form, email);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await candidate.page.getByText("Application submitted").waitFor();

    // The confirmation e-mail carries the private link.
    const mail = await waitForMail(app.url, (m) => m.to.includes(email), "confirming the application");
    const link = linkIn(mail, /\/jobs\/applications\/[A-Za-z0-9_-]{43}/);
    assert.ok(mail.html.includes(`href="${link}"`), "the HTML part links there too");

    await candidate.page.goto(link);
    const stage = candidate.page.getByTestId("status-stage");
    assert.equal((await stage.textContent()).trim(), "Received");
    assert.equal((await candidate.page.getByTestId("status-position").textContent()).trim(), title);
    await screenshot(candidate.page, "status-page-desktop");

    // A recruiter moves it to interview.
    const staff = await openPage(app.browser);
    staff.page.setDefaultTimeout(30_000);
    const list = `${app.url}/admin/applications?q=${who}`;
    await signInAt(staff.page, list);
    await staff.page
      .getByRole("button", { name: /^View application/ })
      .first()
      .click();
    const dialog = staff.page.getByRole("dialog", { name: "Valentina Cruz" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Interview" }).click();
    await staff.page.getByText("Applicant has been moved to interview stage.").waitFor();

    // The candidate sees it in plain words.
    await candidate.page.reload();
    assert.equal((await stage.textContent()).trim(), "Interviewing");
    // At phone width (with JavaScript: axe runs in the page): it fits and passes axe.
    const phone = await openPage(app.browser, { viewport: viewports.phone });
    await phone.page.goto(link);
    await assertFits(phone.page, "status-page-phone");
    assert.deepEqual(await axeViolations(phone.page), []);
    assert.deepEqual(phone.problems, []);
    await phone.context.close();

    // Withdraw, after the confirm step.
    await candidate.page.getByRole("link", { name: "Withdraw application" }).click();
    await candidate.page.getByText("Withdraw this application?").waitFor();
    await screenshot(candidate.page, "status-page-confirm-withdraw");
    await candidate.page.getByRole("button", { name: "Yes, withdraw it" }).click();
    await candidate.page.getByText("Application withdrawn").first().waitFor();
    assert.equal((await candidate.page.getByTestId("status-stage").textContent()).trim(), "Closed");
    assert.equal(await candidate.page.getByRole("link", { name: "Withdraw application" }).count(), 0);
    assert.deepEqual(candidate.problems, []);
    await candidate.context.close();

    // Staff see it as withdrawn, by the candidate.
    await staff.page.goto(list);
    await staff.page.locator("tbody tr", { hasText: "Valentina Cruz" }).first().getByText("Withdrawn").waitFor();
    assert.deepEqual(staff.problems, []);
    await staff.context.close();
  });
});
