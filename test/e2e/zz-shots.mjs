import { startApp, launchBrowser, openPage, viewports, signInAt, screenshot, horizontalOverflow } from "./harness.mjs";
const server = await startApp();
const browser = await launchBrowser();
try {
  for (const [vp, name] of [[viewports.desktop, "1280"], [viewports.phone, "390"]]) {
    const { page, context } = await openPage(browser, { viewport: vp });
    await signInAt(page, `${server.url}/admin/contacts`);
    await page.goto(`${server.url}/admin/contacts`);
    await screenshot(page, `s15-contacts-${name}`);
    console.log("contacts overflow", name, await horizontalOverflow(page));
    await page.goto(`${server.url}/admin/applications`);
    await screenshot(page, `s15-applications-${name}`);
    console.log("apps overflow", name, await horizontalOverflow(page));
    await page.goto(`${server.url}/admin/newsletter`);
    const view = page.getByRole("link", { name: /^View/ }).first();
    if (await view.count()) { await view.click(); await page.waitForTimeout(800); }
    await screenshot(page, `s15-campaign-${name}`);
    await page.goto(`${server.url}/admin/subscribers`);
    await screenshot(page, `s15-subscribers-${name}`);
    console.log("unsub names", await page.locator("button[aria-label^='Unsubscribe']").evaluateAll((b) => b.slice(0, 2).map((x) => x.getAttribute("aria-label"))));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
