// The accessibility suites' app: the built app with a published job, a blog post and one row of each personal-data
// list, so every dialog has something to show, and waiting for a page to settle before axe or a test reads it.
import assert from "node:assert/strict";
import { jsonPost, useApp } from "./harness.mjs";

const LETTER =
  "I have spent six years building and testing web products for US clients and would love to join your QA practice.";

/**
 * The app and Chromium a file shares (see useApp), seeded once it is up: `const { app, screens, settleAt } =
 * useSeededApp()`. `screens.job` is a published job and `screens.postSlug` a published post's slug, filled in place
 * by the setup, so they are empty while the module loads; settleAt(page, path, options) opens a path of the app and
 * waits until it has settled (see settle).
 */
export function useSeededApp() {
  const screens = {};
  const app = useApp({ setUp: seedScreens });

  async function post(path, body) {
    const res = await jsonPost(app.url + path, body);
    assert.equal(res.status, 201, `${path}: ${await res.clone().text()}`);
    return res.json();
  }

  /** A job, a post and one row of each personal-data list, made once the app is up. */
  async function seedScreens() {
    const { jobListings } = await (await fetch(app.url + "/api/job-listings?published=true")).json();
    screens.job = jobListings[0];
    const { posts } = await (await fetch(app.url + "/api/blog-posts?published=true&limit=1")).json();
    screens.postSlug = posts[0].slug;
    await post("/api/contact", {
      name: "Marisol Vega",
      company: "Andes Health",
      email: "marisol@andes-health.example",
      interest: "ai-solutions",
      message: "We would like to explore an AI triage assistant for our clinics.",
    });
    await post("/api/subscribers", { email: "reader@example.com", name: "Rita Reader", status: "active" });
    await post("/api/job-applications", {
      jobId: screens.job.id,
      fullName: "Valentina Cruz",
      email: "valentina@example.com",
      phone: "+506 8888 1234",
      resume: "https://www.linkedin.com/in/valentina-cruz",
      coverLetter: LETTER,
      consent: true,
    });
  }

  async function settleAt(page, path, options) {
    await page.goto(app.url + path);
    await settle(page, options);
  }

  return { app, screens, settleAt };
}

/** Waits until the page has hydrated and settled (and any dialog in the URL is open as a modal). */
export async function settle(page, { dialog = false } = {}) {
  await page.waitForLoadState("networkidle");
  if (dialog) await page.waitForFunction(() => document.querySelector("dialog:modal") !== null);
  // Let colour transitions (the header, hover-free buttons) finish before contrast is measured.
  await page.waitForTimeout(300);
}

/** Subscribes with the address through the newsletter form in `scope` and waits for the answer it should give. */
export async function subscribe(scope, email, answer) {
  await scope.getByLabel("Email").fill(email);
  await scope.getByRole("button", { name: "Subscribe" }).click();
  await scope.getByText(answer).waitFor();
}
