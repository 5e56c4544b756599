// Job alerts in the running app (issue 30): a visitor asks for new design jobs on /jobs (without JavaScript: the form
// is a plain POST), confirms from the confirmation e-mail in wrangler's local e-mail list, an admin publishes a
// matching listing in the back office, and the alert arrives through the queue with the RFC 8058 headers; the
// one-click POST to its List-Unsubscribe link stops the alert. /jobs/feed.xml lists the new listing.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  linkIn,
  mailDetail,
  oneClickUnsubscribeLink,
  openPage,
  sentMail,
  signInAt,
  unsubscribeInOneClick,
  useApp,
  waitForMail,
} from "./harness.mjs";

const app = useApp();

describe("a job alert from /jobs to the inbox", () => {
  test("subscribe, confirm from the e-mail, publish a matching job, and find its alert with the unsubscribe headers", async () => {
    const email = "designer@seekers.example";
    const visitor = await openPage(app.browser, { javaScriptEnabled: false });
    await visitor.page.goto(`${app.url}/jobs`);
    await visitor.page.getByRole("link", { name: "Get new jobs by e-mail" }).click();
    await visitor.page.waitForURL(`${app.url}/jobs/alerts`);
    const main = visitor.page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByRole("checkbox", { name: "Design" }).check();
    await main.getByRole("radio", { name: /^Instantly/ }).check();
    await main.getByRole("button", { name: "Create my job alert" }).click();
    await visitor.page
      .getByText("Please check your inbox and follow the link we sent to confirm your job alert.")
      .waitFor();

    const confirmation = await waitForMail(app.url, (m) => String(m.to).includes(email), "confirming the job alert");
    assert.match(confirmation.subject, /confirm your job alert/i);
    const link = linkIn(confirmation, /\/jobs\/alerts\/confirm\?token=\S+/);
    await visitor.page.goto(link);
    await visitor.page.getByRole("button", { name: "Confirm my job alert" }).click();
    await visitor.page.getByRole("heading", { name: "Your job alert is on" }).waitFor();

    // An admin publishes a design listing in the back office.
    const admin = await openPage(app.browser);
    await signInAt(admin.page, `${app.url}/admin/jobs`);
    await admin.page.getByRole("link", { name: "Add Job Listing" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Add Job Listing" });
    await dialog.getByLabel("Title").fill("Senior Product Designer (alerts)");
    await dialog.getByLabel("Category").selectOption("Design");
    await dialog.getByLabel("Location").fill("Remote (Latin America)");
    await dialog.getByRole("button", { name: "Add Job Listing" }).click();
    await admin.page
      .getByRole("cell", { name: /Senior Product Designer \(alerts\)/ })
      .first()
      .waitFor();

    const alert = await waitForMail(
      app.url,
      (m) => String(m.to).includes(email) && /New opening/.test(m.subject),
      "alerting the new listing",
    );
    assert.equal(alert.subject, "New opening: Senior Product Designer (alerts)");
    const unsubscribe = oneClickUnsubscribeLink(alert, "/jobs/alerts/unsubscribe");
    assert.match(alert.text, /\/jobs\/alerts\/manage\?token=/);
    // Exactly one alert for this listing.
    const alerts = (await sentMail(app.url)).filter(
      (m) => String(m.to).includes(email) && /New opening/.test(m.subject),
    );
    assert.equal(alerts.length, 1);
    assert.ok((await mailDetail(app.url, alerts[0])).html.includes("Senior Product Designer (alerts)"));

    // The mail client's one-click POST stops the alert; the admin screen shows it.
    await unsubscribeInOneClick(unsubscribe);
    await admin.page.goto(`${app.url}/admin/job-alerts?q=${encodeURIComponent(email)}`);
    await admin.page.locator(`tr[data-job-alert="${email}"]`).getByText("Unsubscribed").waitFor();

    const feed = await (await fetch(`${app.url}/jobs/feed.xml`)).text();
    assert.match(feed, /<title>Senior Product Designer \(alerts\)<\/title>/);
    await visitor.context.close();
    await admin.context.close();
  });
});
