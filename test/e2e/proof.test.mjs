// Testimonials and the team in a real browser (issue 28): an editor (not an admin) edits a testimonial and a
// leader's card in the full-page editors, watching the live preview, uploads a photo through the media library, and
// the home and about pages a visitor already has in the edge cache change at once.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiSignIn,
  axeViolations,
  horizontalOverflow,
  jsonPost,
  openPage,
  screenshot,
  signInAt,
  useApp,
  viewports,
} from "./harness.mjs";

const app = useApp();

const EDITOR = { email: "proof-editor@cordillera.example", password: "Editor-Proof-1!" };
// A 1×1 PNG: the media library measures and keeps it like any upload.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A visitor's view of a path: its HTML and whether the edge cache answered. */
async function visitorView(path) {
  const res = await fetch(app.url + path);
  return { html: await res.text(), cache: res.headers.get("X-Cache") };
}

/** Views the path until the edge cache answers it, so the test starts from a cached page. */
async function cached(path) {
  for (let i = 0; i < 10; i += 1) {
    if ((await visitorView(path)).cache === "HIT") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${path} never came from the edge cache`);
}

test("an editor's testimonial and leadership edits show on home and about at once", async () => {
  const cookie = await apiSignIn(app.url);
  const registered = await jsonPost(
    app.url + "/api/auth/register",
    { ...EDITOR, name: "Proof Editor", role: "editor" },
    { Cookie: cookie },
  );
  assert.equal(registered.status, 201);

  await cached("/");
  await cached("/about");
  assert.match((await visitorView("/")).html, /We needed three senior React engineers in a hurry\./);
  assert.match((await visitorView("/about")).html, /VP, Client Delivery/);

  const { page, context, problems } = await openPage(app.browser);
  await signInAt(page, app.url + "/admin/testimonials", EDITOR);
  await page.getByRole("link", { name: "Edit Jennifer Walsh" }).click();
  await page.getByRole("heading", { name: "Edit Testimonial: Jennifer Walsh" }).waitFor();
  const quote = "Cordillera staffed our platform team in nine days and it shows.";
  await page.getByRole("textbox", { name: "Quote", exact: true }).fill(quote);
  // The live preview is the carousel's own slide, in English and (its Spanish kept) in Spanish.
  await page.locator('[data-preview="en"]').getByText(quote, { exact: false }).waitFor();
  await page.getByRole("combobox", { name: "Rating" }).selectOption("3.5");
  await page.locator('[data-preview="en"]').getByRole("img", { name: "Rated 3.5 out of 5" }).waitFor();
  await screenshot(page, "admin-testimonial-editor");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Testimonial saved").waitFor();
  await page.waitForURL(app.url + "/admin/testimonials");

  const home = await visitorView("/");
  assert.equal(home.cache, "MISS");
  assert.match(home.html, /Cordillera staffed our platform team in nine days and it shows\./);
  assert.doesNotMatch(home.html, /We needed three senior React engineers in a hurry\./);

  await page.goto(app.url + "/admin/team");
  await page.getByRole("link", { name: "Edit Renee Whitfield" }).click();
  await page.getByRole("textbox", { name: "Role", exact: true }).fill("Chief Operating Officer");
  await page.getByLabel("Role (Spanish)").fill("Directora de operaciones");
  await page.locator('[data-preview="es"]').getByText("Directora de operaciones").waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: "renee.png", mimeType: "image/png", buffer: PNG });
  await page.getByText("Uploaded.").waitFor();
  await page.locator('[data-preview="en"] img[src^="/media/blog/"]').waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Team member saved").waitFor();

  const about = await visitorView("/about");
  assert.equal(about.cache, "MISS");
  assert.match(about.html, /Chief Operating Officer/);
  assert.match(about.html, /src="\/media\/blog\/[0-9a-f-]+\.png"/);
  assert.match((await visitorView("/es/about")).html, /Directora de operaciones/);

  // The visitor's own browser sees the same, with no console error or CSP violation.
  const visitor = await openPage(app.browser);
  await visitor.page.goto(app.url + "/about");
  await visitor.page.getByRole("heading", { name: "Renee Whitfield" }).waitFor();
  await visitor.page.goto(app.url + "/");
  await visitor.page.getByText(quote).waitFor();
  assert.deepEqual(visitor.problems, []);
  await visitor.context.close();

  assert.deepEqual(problems, []);
  await context.close();
});

test("the proof screens and sections pass axe and fit a phone", async () => {
  const found = [];
  for (const viewport of Object.values(viewports)) {
    const { page, context, problems } = await openPage(app.browser, { viewport });
    await signInAt(page, app.url + "/admin/testimonials");
    const paths = ["/admin/testimonials", "/admin/testimonials/1/edit", "/admin/testimonials/new", "/admin/team"];
    paths.push("/admin/team/1/edit", "/admin/logos", "/admin/logos/1/edit", "/admin/logos?dialog=delete&id=1");
    for (const path of paths) {
      await page.goto(app.url + path);
      await page.locator("h1").first().waitFor();
      for (const v of await axeViolations(page)) found.push(`${path} at ${viewport.width}px: ${v}`);
      for (const el of await horizontalOverflow(page)) found.push(`${path} at ${viewport.width}px overflows: ${el}`);
    }
    await context.close();
    assert.deepEqual(problems, []);
    const visitor = await openPage(app.browser, { viewport });
    for (const path of ["/", "/about", "/es", "/es/about"]) {
      await visitor.page.goto(app.url + path);
      for (const v of await axeViolations(visitor.page)) found.push(`${path} at ${viewport.width}px: ${v}`);
      for (const el of await horizontalOverflow(visitor.page))
        found.push(`${path} at ${viewport.width}px overflows: ${el}`);
    }
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();
  }
  assert.deepEqual(found, []);
});
