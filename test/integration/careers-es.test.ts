// Careers in Spanish: /es/jobs, a job's dialog, the application form and its confirmation speak Spanish (no English
// text of their catalogue areas left), the same rules judge an application in Spanish with and without JavaScript,
// the application keeps its language and the applicant's e-mails are written in it while staff hear in English which
// language was used. The English pages keep the spec's texts.
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoJobs } from "~/db/demo-content";
import { catalogue } from "~/i18n/catalogue";
import { tooLargeForAnyRoute } from "~/server/body-guard.server";
import { previewDescription } from "~/schemas/job";
import { validApplication } from "../fixtures";
import { changedOutsideTheApp, cookieOf, get, page, postForm, primaryAdmin, seedTable, sendJson } from "../helpers";
import { outboxAbout } from "../fixtures/outbox";
import { parse, within } from "../dom";

const es = catalogue("es");
const en = catalogue("en");

let ids: Map<string, number>;
const jobId = (title: string) => ids.get(title)!;
// What each careers page lists (job listings carry a language): /jobs the English openings; /es/jobs the Spanish
// ones and the English ones with no Spanish translation.
const openJobs = demoJobs.filter((j) => j.published && (j.language ?? "en") === "en");
const translated = (j: (typeof demoJobs)[number]) =>
  demoJobs.some((t) => t.published && t.language === "es" && t.translationOf === j.title);
const spanishList = demoJobs.filter((j) => j.published && (j.language === "es" || !translated(j)));
/** The QA opening on /es/jobs (the Spanish translation of the English one), and the English one on /jobs. */
const qaJob = spanishList.find((j) => j.category === "QA" && j.language === "es")!;
const englishQaJob = openJobs.find((j) => j.category === "QA")!;

beforeAll(async () => {
  await primaryAdmin();
  await seedTable("jobs");
  const rows = await env.DB.prepare("SELECT id, title FROM jobs").all<{ id: number; title: string }>();
  ids = new Map(rows.results.map((r) => [r.title, r.id]));
});

beforeEach(async () => {
  await env.DB.batch(
    demoJobs.map((j) =>
      env.DB.prepare("UPDATE jobs SET published = ?, closes_at = NULL WHERE title = ?").bind(
        j.published ? 1 : 0,
        j.title,
      ),
    ),
  );
  await changedOutsideTheApp();
});

/** Every text of an object of catalogue texts, and each fixed piece of a text with `{placeholders}`. */
function texts(tree: unknown): string[] {
  if (typeof tree === "string") return tree.split(/\{\w+\}/).map((piece) => piece.trim());
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(texts);
  return [];
}

/** The English texts of the careers areas that Spanish words differently (names such as "QA" are the same). */
const englishOnly = [
  ...new Set(
    [...texts(en.careers), ...texts(en.application)].filter(
      (text) => /\p{L}{3,}/u.test(text) && !texts([es.careers, es.application]).includes(text),
    ),
  ),
];

/** What the listings themselves say (from the database, in English until listings have a language). */
const listingTexts = openJobs
  .flatMap((j) => [
    j.title,
    j.department,
    j.location,
    j.salary ?? "",
    previewDescription(j.description),
    j.description,
    ...j.responsibilities,
    ...j.requirements,
  ])
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/**
 * What a reader of the page's careers part gets: its title and description, and the text and accessible names in
 * <main> (the dialogs are in it; the header and footer are other areas), without the listings' own texts.
 */
function readerText(html: string): string {
  const { document } = parse(html);
  const main = document.querySelector("main")!;
  const attributes = [...main.querySelectorAll("[aria-label],[placeholder],[title]")].flatMap((el) =>
    ["aria-label", "placeholder", "title"].map((a) => el.getAttribute(a) ?? ""),
  );
  const head = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
  let text = [...head, within(main).text(), ...attributes].join("\n");
  for (const listing of listingTexts) text = text.split(listing).join(" ");
  return text;
}

function expectNoEnglish(html: string, where: string) {
  const text = readerText(html);
  const found = englishOnly.filter((english) =>
    new RegExp(`(?<![\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text),
  );
  expect(found, where).toEqual([]);
}

const outboxOf = (email: string, expected: number) => outboxAbout("job_applications", email, expected);

describe("/es/jobs", () => {
  it("shows the tabs, cards, culture and benefits in Spanish, every link staying in Spanish", async () => {
    const { res, html } = await page("/es/jobs");
    expect(res.status).toBe(200);
    const screen = parse(html);
    expect(screen.document.documentElement.getAttribute("lang")).toBe("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(es.careers.heading);
    const tabs = within(screen.getByRole("navigation", { name: es.careers.tabsLabel }));
    expect(tabs.getByRole("link", { name: es.careers.tabs.all.label }).getAttribute("href")).toBe("/es/jobs");
    expect(tabs.getByRole("link", { name: "Ingeniería" }).getAttribute("href")).toBe("/es/jobs?category=engineering");
    const card = screen.document.querySelector(`[data-job="${jobId(qaJob.title)}"]`)!;
    expect(
      within(card)
        .getByRole("link", { name: `Ver detalles: ${qaJob.title}` })
        .getAttribute("href"),
    ).toBe(`/es/jobs/${jobId(qaJob.title)}`);
    expect(
      within(card)
        .getByRole("link", { name: `Postúlate: ${qaJob.title}` })
        .getAttribute("href"),
    ).toBe(`/es/jobs/${jobId(qaJob.title)}/apply`);
    expect(card.querySelector("[data-category]")?.textContent).toBe("QA");
    const engineering = screen.document.querySelector('[data-category="Engineering"]')!;
    expect(engineering.textContent).toBe("Ingeniería");
    expect(screen.text()).toContain("Tiempo completo");
    expect(screen.getByRole("heading", { name: es.careers.cultureHeading })).toBeTruthy();
    expect(screen.text()).toContain("Salario competitivo");
    expectNoEnglish(html, "/es/jobs");
  });

  it("says a tab is empty in Spanish", async () => {
    await env.DB.prepare("UPDATE jobs SET published = 0 WHERE category = 'Design'").run();
    await changedOutsideTheApp();
    const { html } = await page("/es/jobs?category=design");
    const screen = parse(html);
    expect(screen.getByRole("heading", { name: es.careers.tabs.design.empty })).toBeTruthy();
    expect(screen.text()).toContain(es.careers.tabs.design.emptyText);
    expectNoEnglish(html, "/es/jobs?category=design");
  });
});

describe("a job's dialog in Spanish", () => {
  it("names its sections and buttons in Spanish, with JobPosting data in Spanish at the Spanish address", async () => {
    const id = jobId(qaJob.title);
    const { res, html } = await page(`/es/jobs/${id}?category=qa`);
    expect(res.status).toBe(200);
    const dialog = within(parse(html).getByRole("dialog", { name: qaJob.title }));
    expect(dialog.getByRole("heading", { name: es.careers.job.responsibilities })).toBeTruthy();
    expect(dialog.getByRole("heading", { name: es.careers.job.requirements })).toBeTruthy();
    const closes = dialog.getAllByRole("link", { name: es.common.close });
    expect(closes.map((l) => l.getAttribute("href"))).toEqual(["/es/jobs?category=qa", "/es/jobs?category=qa"]);
    expect(dialog.getByRole("link", { name: es.careers.job.applyNow }).getAttribute("href")).toBe(
      `/es/jobs/${id}/apply?category=qa`,
    );
    const posting = JSON.parse(html.match(/application\/ld\+json">(.*?)<\/script>/)![1]!.replace(/\\u003c/g, "<"));
    expect(posting).toMatchObject({ "@type": "JobPosting", inLanguage: "es" });
    expect(posting.url).toMatch(new RegExp(`/es/jobs/${id}$`));
    expect(posting.description).toContain(`<h3>${es.careers.job.responsibilities}</h3>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/es/jobs/${id}"`));
    expectNoEnglish(html, `/es/jobs/${id}`);
  });

  it("says in Spanish that a listing closed, and on which day", async () => {
    const id = jobId(qaJob.title);
    await env.DB.prepare("UPDATE jobs SET closes_at = ? WHERE id = ?")
      .bind(Date.UTC(2024, 0, 5, 23, 59, 59, 999), id)
      .run();
    await changedOutsideTheApp();
    const { html } = await page(`/es/jobs/${id}`);
    const alert = parse(html).getByRole("alert");
    expect(alert.textContent).toContain(es.careers.job.closed);
    expect(alert.textContent).toContain("Las postulaciones para esta vacante cerraron el 5 ene 2024.");
    expectNoEnglish(html, "a closed listing");
  });

  it("says in Spanish that a position is gone", async () => {
    const { res, html } = await page("/es/jobs/999999");
    expect(res.status).toBe(404);
    const dialog = parse(html).getByRole("dialog", { name: es.careers.gone.title });
    expect(dialog.textContent).toContain(es.careers.gone.notOpen);
    expect(within(dialog).getByRole("link", { name: es.careers.gone.back }).getAttribute("href")).toBe("/es/jobs");
    expectNoEnglish(html, "/es/jobs/999999");
  });
});

describe("applying in Spanish", () => {
  it("renders the form in Spanish with Spanish rules for the browser's validator", async () => {
    const id = jobId(qaJob.title);
    const { html } = await page(`/es/jobs/${id}/apply`);
    const screen = parse(html);
    const dialog = within(screen.getByRole("dialog", { name: `Postúlate a ${qaJob.title}` }));
    expect(dialog.getByLabelText(new RegExp(es.application.fields.fullName)).getAttribute("name")).toBe("fullName");
    expect(dialog.getByLabelText(es.application.fields.cvFile).getAttribute("name")).toBe("resumeFile");
    expect(dialog.getByRole("link", { name: es.application.privacyLink }).getAttribute("href")).toBe(
      "/es/privacy-policy",
    );
    expect(dialog.getByRole("link", { name: es.application.cancel }).getAttribute("href")).toBe("/es/jobs");
    const form = dialog.getByRole("button", { name: es.application.submit }).closest("form")!;
    expect(form.getAttribute("action")).toBe(`/es/jobs/${id}/apply`);
    const rules = form.getAttribute("data-rules")!;
    for (const key of ["fullName", "coverLetterMin", "resumeOrFile", "unsupported", "tooLarge", "consent"] as const) {
      expect(rules).toContain(es.application.messages[key]);
      expect(rules).not.toContain(en.application.messages[key]);
    }
    expect(form.getAttribute("data-busy-text")).toBe(es.application.busy);
    expect(screen.text()).toContain("/ 1000 caracteres (mínimo 50)");
    expectNoEnglish(html, "the Spanish application form");
  });

  it("answers a bad application without JavaScript in Spanish, then stores a good one as Spanish and mails in Spanish", async () => {
    const id = jobId(qaJob.title);
    const fields = { ...validApplication(), fullName: "Valentina Cruz" };
    const bad = await postForm(`/es/jobs/${id}/apply?category=qa`, {
      ...fields,
      fullName: "V",
      coverLetter: "Muy corta.",
      resume: "",
      consent: "",
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    const text = parse(badHtml).text();
    for (const key of ["fullName", "coverLetterMin", "resumeOrFile", "consent"] as const) {
      expect(text).toContain(es.application.messages[key]);
      expect(text).not.toContain(en.application.messages[key]);
    }
    expectNoEnglish(badHtml, "the refused application");

    const good = await postForm(`/es/jobs/${id}/apply?category=qa`, fields);
    expect(good.status).toBe(302);
    const location = good.headers.get("Location")!;
    expect(location).toBe(`/es/jobs/${id}/applied?category=qa`);
    const row = await env.DB.prepare("SELECT language, position FROM job_applications WHERE email = ?")
      .bind(fields.email)
      .first();
    expect(row).toEqual({ language: "es", position: qaJob.title });

    const next = await page(location, { headers: { Cookie: cookieOf(good, "cn_toast")! } });
    const screen = parse(next.html);
    expect(screen.text()).toContain(es.application.messages.successTitle);
    expect(screen.text()).toContain(es.application.messages.successText);
    const sent = within(screen.getByRole("dialog", { name: es.application.sent.title }));
    expect(
      sent.getAllByText(`Tu postulación a ${qaJob.title} ya está con nuestro equipo de reclutamiento.`),
    ).toHaveLength(1);
    expect(sent.getByRole("link", { name: es.application.sent.back }).getAttribute("href")).toBe(
      "/es/jobs?category=qa",
    );
    expectNoEnglish(next.html, "the Spanish confirmation");

    const mails = await outboxOf(fields.email, 2);
    const confirmation = mails.find((m) => m.kind === "application_confirmation")!;
    expect(confirmation.subject).toBe(`Tu postulación a ${qaJob.title} en Cordillera Nearshore`);
    expect(confirmation.text_body).toMatch(/^Hola, Valentina Cruz:\n\n/);
    expect(confirmation.text_body).toContain(
      `Gracias por postularte a la vacante de ${qaJob.title} en Cordillera Nearshore.`,
    );
    expect(confirmation.text_body).toContain(es.application.emails.confirmation.next);
    expect(confirmation.text_body).toContain("Si tienes alguna pregunta mientras tanto, escríbenos a");
    expect(confirmation.html_body).toContain('<html lang="es">');
    expect(confirmation.html_body).toContain(`<strong>${qaJob.title}</strong>`);
    expect(confirmation.text_body).not.toMatch(/Thank you|Hello|If you/);
    const alert = mails.find((m) => m.kind === "application_alert")!;
    expect(alert.text_body).toContain("A new application came in through the careers page.");
    expect(alert.text_body).toContain("Language: Spanish");
    expect(alert.html_body).toContain('<html lang="en">');
  });

  it("tells a Spanish applicant who applies twice in Spanish, with the date as Spanish writes it", async () => {
    const id = jobId(qaJob.title);
    const fields = { ...validApplication(), fullName: "Mateo Rojas" };
    expect((await postForm(`/es/jobs/${id}/apply`, fields)).status).toBe(302);
    expect((await postForm(`/es/jobs/${id}/apply`, fields)).status).toBe(302);
    const mails = await outboxOf(fields.email, 3);
    const notice = mails.find((m) => m.kind === "application_duplicate")!;
    expect(notice.subject).toBe(`Ya te postulaste a ${qaJob.title} en Cordillera Nearshore`);
    expect(notice.text_body).toMatch(/ya te habías postulado el \d{1,2} [a-z]{3,4} \d{4}, \d{2}:\d{2} UTC\./);
    expect(notice.html_body).toContain('<html lang="es">');
  });

  it("refuses a CV in Spanish: a file of the wrong type above the form, a body too large before routing", async () => {
    const id = jobId(qaJob.title);
    const form = new FormData();
    for (const [name, value] of Object.entries(validApplication())) if (name !== "resume") form.set(name, value);
    form.set("resumeFile", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], "cv.pdf", { type: "application/pdf" }));
    const refused = await get(`/es/jobs/${id}/apply`, { method: "POST", body: form });
    expect(refused.status).toBe(415);
    const text = parse(await refused.text()).text();
    expect(text).toContain(es.application.refusals.cvTitle);
    expect(text).toContain(es.application.refusals.cvType);

    const huge = (path: string) =>
      tooLargeForAnyRoute(
        new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "Content-Length": String(30 * 1024 * 1024) },
        }),
      )!;
    expect(await huge(`/es/jobs/${id}/apply`).text()).toBe(es.application.messages.tooLarge);
    expect(await huge(`/jobs/${id}/apply`).text()).toBe(en.application.messages.tooLarge);
    expect(await huge("/api/job-applications").json()).toEqual({ message: en.application.messages.tooLarge });
    // The other forms that take a CV state the same limit, in the page's language.
    expect(await huge("/es/jobs/talent-network").text()).toBe(es.talent.messages.tooLarge);
    expect(await huge("/jobs/talent-network").text()).toBe(en.talent.messages.tooLarge);
    expect(await huge("/api/talent-network").json()).toEqual({ message: en.talent.messages.tooLarge });
    expect(await huge(`/es/jobs/applications/${"A".repeat(43)}`).text()).toBe(es.application.messages.tooLarge);
  });

  it("takes the applicant's language from POST /api/job-applications", async () => {
    const email = validApplication().email;
    const res = await sendJson("/api/job-applications", "POST", {
      ...validApplication(),
      email,
      consent: true,
      jobId: jobId(qaJob.title),
      language: "es",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: en.application.messages.successText });
    const mails = await outboxOf(email, 2);
    expect(mails.find((m) => m.kind === "application_confirmation")!.subject).toBe(
      `Tu postulación a ${qaJob.title} en Cordillera Nearshore`,
    );
  });
});

describe("the English careers pages", () => {
  it("keep the spec's texts", async () => {
    const listHtml = (await page("/jobs")).html;
    // The check the Spanish pages pass finds the English texts here: it is not vacuous.
    expect(englishOnly.filter((english) => readerText(listHtml).includes(english)).length).toBeGreaterThan(10);
    const list = parse(listHtml);
    expect(list.text()).toContain(en.careers.tabs.all.label);
    expect(list.getAllByRole("link", { name: new RegExp(`^${en.careers.card.viewDetails}: `) }).length).toBe(
      openJobs.length,
    );
    const id = jobId(englishQaJob.title);
    const form = parse((await page(`/jobs/${id}/apply`)).html);
    expect(form.getByRole("dialog", { name: `Apply for ${englishQaJob.title}` })).toBeTruthy();
    expect(form.getByRole("button", { name: "Submit Application" })).toBeTruthy();
    const bad = await postForm(`/jobs/${id}/apply`, { ...validApplication(), fullName: "V" });
    expect(parse(await bad.text()).text()).toContain("Full name is required");
    const fields = validApplication();
    const good = await postForm(`/jobs/${id}/apply`, fields);
    const next = await page(good.headers.get("Location")!, { headers: { Cookie: cookieOf(good, "cn_toast")! } });
    expect(parse(next.html).text()).toContain("We've received your application and will be in touch soon.");
    const row = await env.DB.prepare("SELECT language FROM job_applications WHERE email = ?")
      .bind(fields.email)
      .first();
    expect(row).toEqual({ language: "en" });
  });
});
