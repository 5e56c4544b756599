// Without JavaScript, a refused submit comes back as a page with its errors; the first invalid control must get the
// focus (HTML autofocus: the browser focuses the first marked control in the page), not the top of the page. On
// every public form and the login.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "../dom";
import { createStaff, page, postForm, uniqueEmail } from "../helpers";
import { validApplication, validContact } from "../fixtures";

/** The controls the page marks autofocus, in document order (the browser focuses the first). */
function focused(html: string): string[] {
  return [...parse(html).document.querySelectorAll("[autofocus]")].map((el) => el.getAttribute("name") ?? "");
}

let jobId = 0;
beforeAll(async () => {
  const row = await env.DB.prepare(
    "INSERT INTO jobs (title, location, description, responsibilities, requirements, published) VALUES ('Focus QA', 'Remote', 'x', '', '', 1) RETURNING id",
  ).first<{ id: number }>();
  jobId = row!.id;
});

describe("the first invalid field gets the focus after a refused submit", () => {
  it("on the contact form", async () => {
    const res = await postForm("/contact", { ...validContact(), company: "", message: "short" });
    expect(res.status).toBe(400);
    expect(focused(await res.text())).toEqual(["company", "message"]);
  });

  it("on the application form", async () => {
    const { coverLetter: _, ...rest } = validApplication();
    const res = await postForm(`/jobs/${jobId}/apply`, { ...rest, email: "not-an-address", consent: "" });
    expect(res.status).toBe(400);
    expect(focused(await res.text())).toEqual(["email", "coverLetter", "consent"]);
  });

  it("on the newsletter page", async () => {
    const res = await postForm("/newsletter", { email: "nope", consentForm: "newsletter-page" });
    expect(res.status).toBe(400);
    expect(focused(await res.text())[0]).toBe("email");
  });

  it("on the login, a refused sign-in focuses the password", async () => {
    const email = uniqueEmail("focus");
    await createStaff(email, "editor");
    const res = await postForm("/admin/login", { email, password: "Wrong-Password-1" });
    expect(res.status).toBe(401);
    expect(focused(await res.text())).toEqual(["password"]);
    const blank = await postForm("/admin/login", { email: "", password: "" });
    expect(focused(await blank.text())[0]).toBe("email");
  });

  it("marks nothing on a form that was not refused", async () => {
    expect(focused((await page("/contact")).html)).toEqual([]);
    expect(focused((await page(`/jobs/${jobId}/apply`)).html)).toEqual([]);
  });
});
