// The document title of every admin page.
import { site } from "~/platform/site";

/**
 * An admin page's document title: its name, then the back office's ("Blog categories | Cordillera Nearshore Admin").
 * A screen names itself once, `const SCREEN = { title, description }` at the top of its route module, which gives
 * both this and its `AdminPage` header, so the tab and the heading cannot drift apart.
 */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${site.name} Admin` }];
}
