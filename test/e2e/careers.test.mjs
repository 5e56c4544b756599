// Careers in a real browser: tabs, applying with and without JavaScript (in English and in Spanish), and a
// recruiter's day.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertFits,
  assertNoProblemsBut,
  COVER_LETTER,
  fillApplication,
  openPage,
  screenshot,
  signInAt,
  useApp,
  viewports,
} from "./harness.mjs";

const app = useApp();

const jobCards = (page) => page.locator("main article[data-job]");

describe("careers page", () => {
  test("switches tabs, kept in the URL", async () => {
    const { page, context, problems } = await app.visit("/jobs");
    assert.equal(await jobCards(page).count(), 8);
    await screenshot(page, "jobs-desktop");
    await page.getByRole("link", { name: "QA", exact: true }).click();
    await page.waitForURL(/\?category=qa$/);
    await page.waitForFunction(() => document.querySelectorAll("main article[data-job]").length === 2);
    assert.equal(await page.getByRole("link", { name: "QA", exact: true }).getAttribute("aria-current"), "page");
    await page.getByRole("link", { name: "Design", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("main article[data-job]").length === 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`applies to a job with a PDF on a phone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/jobs?category=qa", {
        javaScriptEnabled,
        viewport: viewports.phone,
      });
      const card = jobCards(page).first();
      const title = (await card.getByRole("heading").textContent()).trim();
      await card.getByRole("link", { name: /^View Details/ }).click();
      const details = page.getByRole("dialog", { name: title });
      await details.waitFor();
      await details.getByText("Responsibilities").waitFor();
      await details.getByRole("link", { name: "Apply Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel("Position").inputValue(), title);
      assert.equal(await dialog.getByLabel("Position").getAttribute("name"), null, "the position is not sent");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await page.getByText("Full name is required").waitFor();
      await page.getByText("Cover letter should be at least 50 characters").waitFor();
      await page.getByText("Please upload your CV or give a link to it").waitFor();
      await page.getByText("Please agree to the privacy notice to apply").waitFor();
      const form = page.getByRole("dialog", { name: `Apply for ${title}` });
      if (javaScriptEnabled) {
        // The browser refuses a file the server would refuse, before it is sent.
        await form
          .getByLabel("Upload your CV")
          .setInputFiles({ name: "cv.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
        await page.getByText("Unsupported file type").waitFor();
      }
      await fillApplication(form, `valentina-${javaScriptEnabled}@example.com`);
      await assertFits(page, `jobs-apply-phone-js-${javaScriptEnabled ? "on" : "off"}`);
      await form.getByRole("button", { name: "Submit Application" }).click();
      await page.getByText("Application submitted").waitFor();
      await page.getByText("We've received your application and will be in touch soon.").waitFor();
      // The confirmation: the job, what happens next and how long it takes; then back to the list it came from.
      const sent = page.getByRole("dialog", { name: "Thank you for applying" });
      await sent.getByText(`Your application for ${title} is with our recruiting team.`).waitFor();
      await sent.getByText("usually within five business days", { exact: false }).waitFor();
      assert.match(page.url(), /\/jobs\/\d+\/applied\?category=qa$/);
      await sent.getByRole("link", { name: "Back to open positions" }).click();
      await page.waitForURL(/\/jobs\?category=qa$/);
      assertNoProblemsBut(problems, /400/);
      await context.close();
    });
  }

  test("reads well at a phone width", () => app.fitsPhone("/jobs", "jobs-phone"));
});

describe("recruiter", () => {
  test("publishes and unpublishes a job, opens an application (it is read, still New) and moves it to interview", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin/jobs");

    const row = page.locator("tr", { hasText: "Salesforce Developer" });
    const toggle = row.getByRole("switch");
    assert.equal(await toggle.getAttribute("aria-checked"), "false");
    await toggle.click();
    await page.getByText("Job published").waitFor();
    await row.locator('[role=switch][aria-checked="true"]').waitFor();
    await toggle.click();
    await page.getByText("Job unpublished").waitFor();
    await row.locator('[role=switch][aria-checked="false"]').waitFor();
    await screenshot(page, "admin-jobs");

    await page.goto(app.url + "/admin/applications");
    const appRow = page.locator('tr[data-status="new"]').first();
    const name = (await appRow.locator("td").nth(1).textContent()).trim();
    await appRow.getByRole("button", { name: /^View application/ }).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.waitFor();
    assert.equal((await dialog.getByTestId("application-status").textContent()).trim(), "New");
    await screenshot(page, "admin-application-dialog");
    await dialog.getByRole("button", { name: "Interview" }).click();
    await page.getByText("Applicant has been moved to interview stage.").waitFor();
    assert.equal(await page.locator("tr", { hasText: name }).first().getAttribute("data-status"), "interview");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("opens a candidate's CV from the dialog, adds a note, moves the status and sees the timeline", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signInAt(page, app.url + "/admin/applications?q=valentina-true");
    const row = page.locator("tr[data-application]").first();
    await row.getByRole("button", { name: /^View application/ }).click();
    const dialog = page.getByRole("dialog", { name: "Valentina Cruz" });
    await dialog.waitFor();
    const cvLink = dialog.getByTestId("application-cv");
    assert.match(await cvLink.textContent(), /Valentina Cruz CV\.pdf/);
    const [download] = await Promise.all([page.waitForEvent("download"), cvLink.click()]);
    assert.equal(download.suggestedFilename(), "Valentina Cruz CV.pdf");
    const href = await cvLink.getAttribute("href");

    await dialog.getByLabel("Add a note").fill("**Strong** tester; call on Monday.");
    await dialog.getByRole("button", { name: "Add Note" }).click();
    await page.getByText("Note added").waitFor();
    const reopened = page.getByRole("dialog", { name: "Valentina Cruz" });
    await reopened.getByTestId("application-notes").getByText("Strong").waitFor();
    // The box is empty again, so a second click cannot post the same note twice (issue 26).
    assert.equal(await reopened.getByLabel("Add a note").inputValue(), "");
    await reopened.getByRole("button", { name: "Interview" }).click();
    await page.getByText("Applicant has been moved to interview stage.").waitFor();
    // The dialog stays open on the application, with its new status and history (issue 26).
    const still = page.getByRole("dialog", { name: "Valentina Cruz" });
    await still.getByTestId("application-status").getByText("Interview").waitFor();
    const timeline = still.getByTestId("application-timeline");
    await timeline.getByText("New → Interview").waitFor();
    await screenshot(page, "admin-application-cv-notes-timeline");
    assert.equal(await page.locator("tr[data-application] td[data-notes]").first().textContent(), "1");
    assert.deepEqual(problems, []);
    await context.close();

    // Without a session, the CV's address gives the sign-in page, not the file.
    const anonymous = await fetch(app.url + href, { redirect: "manual" });
    assert.equal(anonymous.status, 302);
    assert.match(anonymous.headers.get("Location"), /\/admin\/login/);
    assert.doesNotMatch(await anonymous.text(), /%PDF/);
  });
});

describe("careers in Spanish", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`applies in Spanish with a link to the CV (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await app.visit("/es/jobs?category=qa", { javaScriptEnabled });
      assert.equal(await page.locator("html").getAttribute("lang"), "es");
      const card = jobCards(page).first();
      const title = (await card.getByRole("heading").textContent()).trim();
      await card.getByRole("link", { name: /^Ver detalles/ }).click();
      const details = page.getByRole("dialog", { name: title });
      await details.getByRole("heading", { name: "Responsabilidades" }).waitFor();
      assert.equal(await details.getByRole("link", { name: "Cerrar" }).count(), 2);
      await details.getByRole("link", { name: "Postúlate" }).click();
      const form = page.getByRole("dialog", { name: `Postúlate a ${title}` });
      await form.waitFor();
      assert.equal(await form.getByLabel("Vacante").inputValue(), title);
      if (javaScriptEnabled) {
        // Inline, as the candidate types: a field is judged once left, then on every keystroke.
        const name = form.getByLabel(/^Nombre completo/);
        await name.fill("V");
        await name.blur();
        await form.getByText("Escribe tu nombre completo").waitFor();
        await name.fill("Valentina Cruz");
        await form.getByText("Escribe tu nombre completo").waitFor({ state: "detached" });
        const letter = form.getByLabel(/^Carta de presentación/);
        await letter.fill("Muy corta.");
        await letter.blur();
        await form.getByText("La carta de presentación debe tener al menos 50 caracteres").waitFor();
        await letter.fill(COVER_LETTER);
        await form
          .getByText("La carta de presentación debe tener al menos 50 caracteres")
          .waitFor({ state: "detached" });
        await form.getByText(`${COVER_LETTER.length} / 1000 caracteres (mínimo 50)`).waitFor();
        await name.fill("");
      }
      await form.getByRole("button", { name: "Enviar postulación" }).click();
      const again = page.getByRole("dialog", { name: `Postúlate a ${title}` });
      await again.getByText("Escribe tu nombre completo").waitFor();
      await again.getByText("Sube tu CV o comparte un enlace a él").waitFor();
      await again.getByText("Acepta el aviso de privacidad para postularte").waitFor();
      await again.getByLabel(/^Nombre completo/).fill("Valentina Cruz");
      await again.getByLabel(/^Correo electrónico/).fill(`valentina-es-${javaScriptEnabled}@example.com`);
      await again.getByLabel(/^Teléfono/).fill("+506 8888 1234");
      await again.getByLabel("O comparte un enlace a tu CV").fill("https://www.linkedin.com/in/valentina-cruz");
      await again.getByLabel(/^Carta de presentación/).fill(COVER_LETTER);
      await again.getByLabel(/^Acepto/).check();
      await again.getByRole("button", { name: "Enviar postulación" }).click();
      await page.getByText("Postulación enviada").waitFor();
      await page.getByText("Recibimos tu postulación y te contactaremos pronto.").waitFor();
      const sent = page.getByRole("dialog", { name: "Gracias por postularte" });
      await sent.getByText(`Tu postulación a ${title} ya está con nuestro equipo de reclutamiento.`).waitFor();
      assert.match(page.url(), /\/es\/jobs\/\d+\/applied\?category=qa$/);
      await sent.getByRole("link", { name: "Volver a las vacantes" }).click();
      await page.waitForURL(/\/es\/jobs\?category=qa$/);
      assertNoProblemsBut(problems, /400/);
      await context.close();
    });
  }
});
