// Website Stats for the prerendered pages: Workers Static Assets answers them without the Worker, so the page
// reports its own view, once, with a beacon to POST /api/views (docs/decisions/0029). Only those pages send one
// (every other page is counted by the Worker that answers it), and only what the Worker would read: the path and
// the address the page was opened from, of which the server keeps the host.
import { PRERENDERED_PATHS } from "~/platform/site";

export function countStaticView() {
  const path = location.pathname.toLowerCase();
  if (!PRERENDERED_PATHS.includes(path) || typeof navigator.sendBeacon !== "function") return;
  const send = () => navigator.sendBeacon("/api/views", new URLSearchParams({ path, referrer: document.referrer }));
  // A page the browser prerenders speculatively is a view only once the visitor opens it.
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", send, { once: true });
  else send();
}
