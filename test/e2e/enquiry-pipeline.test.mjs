// The enquiry pipeline in the running app (issue 31): an administrator opens an enquiry, takes it, moves it to
// Qualified and sets a follow-up date in the dialog's Pipeline section; the cron, run on request at a fixed moment
// (`/cdn-cgi/handler/scheduled?cron=…&time=<ms>`), mails them one digest that names the enquiry and links to it, and
// a second run that day mails nothing more.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  apiSignIn,
  axeViolations,
  jsonPost,
  openPage,
  PRIMARY_ADMIN_EMAIL,
  sentMail,
  signInAt,
  useApp,
  waitForMail,
} from "./harness.mjs";

const app = useApp();

// Monday 8 March 2027, 08:00 in New York (EST): the primary administrator's digest hour has come (default zone).
const MONDAY_MORNING = Date.UTC(2027, 2, 8, 13, 0);
const FREQUENT = "*/5+*+*+*+*";
const runCron = (at) => fetch(`${app.url}/cdn-cgi/handler/scheduled?cron=${FREQUENT}&time=${at}`);

describe("follow-ups", () => {
  test("a follow-up set in the dialog reaches its owner in the daily digest, once", async () => {
    const company = "Digest Browser & Co";
    const sent = await jsonPost(app.url + "/api/contact", {
      name: "Priya Follow",
      company,
      email: "priya@digest.example",
      interest: "other",
      message: "Let us talk in March.",
    });
    assert.equal(sent.status, 201);
    const cookie = await apiSignIn(app.url);
    const list = await (
      await fetch(`${app.url}/api/contacts?q=${encodeURIComponent("Digest Browser")}`, { headers: { Cookie: cookie } })
    ).json();
    const id = list.contacts[0].id;
    const me = await (await fetch(`${app.url}/api/account`, { headers: { Cookie: cookie } })).json();
    const myId = String(me.user.id);

    const { page, context, problems } = await openPage(app.browser);
    const url = `${app.url}/admin/contacts?dialog=view&id=${id}`;
    await signInAt(page, url);
    const dialog = page.getByRole("dialog", { name: "Message from Priya Follow" });
    const pipeline = dialog.getByRole("region", { name: "Pipeline" });
    await pipeline.waitFor();

    await pipeline.getByLabel("Owner", { exact: true }).selectOption(myId);
    await pipeline.getByRole("button", { name: "Save Owner" }).click();
    await page.getByText("Owner updated").first().waitFor();

    await pipeline.getByLabel("Stage", { exact: true }).selectOption("qualified");
    await pipeline.getByRole("button", { name: "Save Stage" }).click();
    await page.getByText("Stage updated").first().waitFor();
    await pipeline.getByTestId("contact-stage-history").getByText("New → Qualified").waitFor();

    await pipeline.getByLabel(/^Follow up on/).fill("2027-03-08");
    await pipeline.getByRole("button", { name: "Save Follow-up" }).click();
    await page.getByText("Follow-up saved").first().waitFor();
    assert.equal(await pipeline.getByLabel(/^Follow up on/).inputValue(), "2027-03-08");
    // "Lost" without a reason is refused in the stage's own form, beside its field.
    await pipeline.getByLabel("Stage", { exact: true }).selectOption("lost");
    await pipeline.getByRole("button", { name: "Save Stage" }).click();
    await pipeline.getByText("Choose why the enquiry was lost").waitFor();
    assert.equal(await pipeline.getByLabel(/^Lost reason/).getAttribute("aria-invalid"), "true");
    assert.deepEqual(await axeViolations(page), []);
    // My account's digest section.
    await page.goto(app.url + "/admin/account");
    await page.getByRole("region", { name: "Follow-ups" }).getByLabel("Send me a daily follow-up digest").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(
      problems.filter((p) => !/\b400\b/.test(p)),
      [],
    );
    await context.close();

    assert.equal((await runCron(MONDAY_MORNING)).status, 200);
    const subject = "Your follow-ups for 2027-03-08: 1 follow-up, 0 enquiries still new";
    const digest = await waitForMail(
      app.url,
      (m) => m.to.includes(PRIMARY_ADMIN_EMAIL) && m.subject === subject,
      "with the administrator's follow-ups",
    );
    assert.match(digest.text, /Follow-ups due \(1\)/);
    assert.ok(digest.text.includes(`- Priya Follow (${company}): follow up today`), digest.text);
    const link = `${app.url}/admin/contacts?dialog=view&id=${id}`;
    assert.ok(digest.text.includes(link), `a link to the enquiry in: ${digest.text}`);
    assert.ok(digest.html.includes("Digest Browser &amp; Co"), "the HTML part escapes what the enquirer typed");
    assert.ok(digest.html.includes(`href="${link.replaceAll("&", "&amp;")}"`), "the HTML part links there too");

    // The cron's next ticks that day send nothing more.
    await runCron(MONDAY_MORNING + 5 * 60_000);
    await runCron(MONDAY_MORNING + 60 * 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    const digests = (await sentMail(app.url)).filter((m) => m.subject === subject);
    assert.equal(digests.length, 1);
  });
});
