// The public side of marketing materials: the active one's description, and the download.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { parse } from "../dom";
import { get } from "../helpers";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM marketing_materials").run();
});

describe("active material", () => {
  it("is 404 when none is active, and the active one otherwise", async () => {
    expect((await get("/api/marketing-materials/active/brochure")).status).toBe(404);
    expect((await get("/api/marketing-materials/active/flyer")).status).toBe(404);
    await env.DB.prepare(
      "INSERT INTO marketing_materials (type, title, description, file_url, file_name, active) VALUES ('brochure', 'Company Brochure', 'Our 2026 brochure', 'https://files.example/b.pdf', 'b.pdf', 1)",
    ).run();
    const res = await get("/api/marketing-materials/active/brochure");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      material: { type: "brochure", description: "Our 2026 brochure", file_name: "b.pdf", active: true },
    });
  });
});

describe("download", () => {
  it("shows a friendly 404 page when nothing is active", async () => {
    const res = await get("/api/download/pitch-deck");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain("not available right now");
  });

  it("speaks the visitor's language when a Spanish page linked it (?lang=es), English otherwise", async () => {
    const es = await get("/api/download/brochure?lang=es");
    expect(es.status).toBe(404);
    const spanish = parse(await es.text());
    expect(spanish.document.documentElement.getAttribute("lang")).toBe("es");
    expect(spanish.getByRole("heading", { level: 1 }).textContent).toBe("Nuestro folleto no está disponible por ahora");
    expect(spanish.getByRole("link", { name: "Volver a la página de contacto" }).getAttribute("href")).toBe(
      "/es/contact",
    );
    expect(spanish.text()).not.toMatch(/not available|Back to Contact/);

    for (const query of ["", "?lang=en", "?lang=fr", "?lang=ES&lang=es"]) {
      const en = await get(`/api/download/pitch-deck${query}`);
      expect(en.status, query).toBe(404);
      const english = parse(await en.text());
      expect(english.document.documentElement.getAttribute("lang"), query).toBe("en");
      expect(english.getByRole("heading", { level: 1 }).textContent).toBe("Our pitch deck is not available right now");
      expect(english.getByRole("link", { name: "Back to Contact" }).getAttribute("href")).toBe("/contact");
    }
  });

  it("redirects to an external file", async () => {
    await env.DB.prepare(
      "INSERT INTO marketing_materials (type, title, file_url, file_name, active) VALUES ('pitch-deck', 'Pitch Deck', 'https://files.example/deck.pdf', 'deck.pdf', 1)",
    ).run();
    const res = await get("/api/download/pitch-deck");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://files.example/deck.pdf");
  });

  it("streams an uploaded file from R2 as an attachment with its real name and type", async () => {
    await env.FILES.put("materials/test-brochure", new TextEncoder().encode("%PDF-1.7 test"));
    await env.DB.prepare(
      "INSERT INTO marketing_materials (type, title, r2_key, file_name, content_type, active) VALUES ('brochure', 'Company Brochure', 'materials/test-brochure', 'Cordillera Broşür 2026.pdf', 'application/pdf', 1)",
    ).run();
    const res = await get("/api/download/brochure");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain("attachment;");
    expect(res.headers.get("Content-Disposition")).toContain(
      "filename*=UTF-8''Cordillera%20Bro%C5%9F%C3%BCr%202026.pdf",
    );
    expect(await res.text()).toBe("%PDF-1.7 test");
  });
});
