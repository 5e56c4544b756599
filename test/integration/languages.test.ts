// The Spanish edition: every public page exists under /es with `lang`, canonical and hreflang right, and an unknown
// prefix is an English 404.
import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom/worker";
import { PUBLIC_PATHS } from "~/platform/site";
import { parse } from "../dom";
import { get, page } from "../helpers";

// Every public page at a fixed address, and the newsletter's own page.
const PAIRS = [...PUBLIC_PATHS, "/newsletter"];

const es = (path: string) => (path === "/" ? "/es" : `/es${path}`);

function head(html: string) {
  const { document: doc } = parseHTML(html);
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    lang: doc.documentElement.getAttribute("lang"),
    canonical: attr('link[rel="canonical"]', "href"),
    alternates: Object.fromEntries(
      [...doc.querySelectorAll("link[rel=alternate]")]
        .filter((l) => l.getAttribute("hreflang") ?? l.getAttribute("hrefLang"))
        .map((l) => [l.getAttribute("hreflang") ?? l.getAttribute("hrefLang"), l.getAttribute("href")]),
    ),
    ogLocale: attr('meta[property="og:locale"]', "content"),
  };
}

describe("the Spanish edition", () => {
  it.each(PAIRS)("%s exists in both languages with lang, canonical and hreflang", async (path) => {
    for (const [language, address] of [
      ["en", path],
      ["es", es(path)],
    ] as const) {
      const { res, html } = await page(address);
      expect(res.status, address).toBe(200);
      const facts = head(html);
      const ORIGIN = new URL(facts.canonical ?? "http://missing").origin;
      expect(facts.lang, address).toBe(language);
      expect(facts.canonical, address).toBe(`${ORIGIN}${address}`);
      expect(facts.alternates, address).toEqual({
        en: `${ORIGIN}${path}`,
        es: `${ORIGIN}${es(path)}`,
        "x-default": `${ORIGIN}${path}`,
      });
      expect(facts.ogLocale, address).toBe(language === "en" ? "en_US" : "es_419");
    }
  });

  it("answers an unknown language prefix with the English 404", async () => {
    const { res, html } = await page("/fr/jobs");
    expect(res.status).toBe(404);
    expect(head(html).lang).toBe("en");
    expect(parse(html).getByRole("heading", { level: 1 }).textContent).toBe("404 Page Not Found");
  });

  it("answers a missing Spanish page with the Spanish 404", async () => {
    const { res, html } = await page("/es/no-such-page");
    expect(res.status).toBe(404);
    expect(head(html).lang).toBe("es");
    expect(parse(html).getByRole("heading", { level: 1 }).textContent).toBe("404: página no encontrada");
  });

  it("links each page to its other language from the header", async () => {
    const { html } = await page("/es/services");
    const switcher = (text: string, language: string) =>
      [...text.matchAll(new RegExp(`<a href="([^"]*)" hrefLang="${language}"`, "g"))].map((m) => m[1]);
    expect(switcher(html, "en")).toEqual(["/services", "/services", "/services"]);
    const back = await page("/services");
    expect(switcher(back.html, "es")).toEqual(["/es/services", "/es/services", "/es/services"]);
    // The query goes along: a chosen slot and a signed link's token mean the same in the other language.
    const slot = await page("/contact/book?start=2030-01-07T14%3A00%3A00.000Z&tz=America%2FBogota");
    expect(switcher(slot.html, "es")[0]).toBe(
      "/es/contact/book?start=2030-01-07T14%3A00%3A00.000Z&amp;tz=America%2FBogota",
    );
    const token = await page("/es/newsletter/unsubscribe?token=1.abc");
    expect(switcher(token.html, "en")[0]).toBe("/newsletter/unsubscribe?token=1.abc");
  });

  it("lists every fixed page in both languages in the sitemap, each with its hreflang alternates", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => sitemap.match(new RegExp(`<url><loc>[^<]*${loc}</loc>(.*?)</url>`))?.[1] ?? "";
    for (const path of ["/services", "/about"]) {
      for (const address of [path, es(path)]) {
        const links = entry(address);
        expect(links, address).toMatch(new RegExp(`hreflang="en" href="[^"]*${path}"`));
        expect(links, address).toMatch(new RegExp(`hreflang="es" href="[^"]*${es(path)}"`));
        expect(links, address).toMatch(new RegExp(`hreflang="x-default" href="[^"]*${path}"`));
      }
    }
  });
});
