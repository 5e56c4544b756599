// The booking panel (app/components/site/booking-panel.tsx): the server renders the free times in the zone the URL
// names, or America/New_York; this swaps in the browser's own zone when the URL named none (once the panel is nearly
// in view), and a zone picked in the select, by fetching the same page's panel for that zone and putting it in place
// (no page load, no React).

export function bookingPanel(el: HTMLElement) {
  const select = el.querySelector("select");
  if (!select) return;
  const load = async (zone: string) => {
    const url = new URL(el.dataset.path || location.pathname, location.href);
    url.search = new URLSearchParams({ tz: zone }).toString();
    el.setAttribute("aria-busy", "true");
    try {
      const res = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" });
      if (!res.ok) return;
      const fresh = new DOMParser().parseFromString(await res.text(), "text/html").getElementById("book");
      if (!fresh) return;
      const hadFocus = el.contains(document.activeElement);
      el.replaceWith(fresh);
      bookingPanel(fresh);
      if (hadFocus) fresh.querySelector("select")?.focus();
    } finally {
      el.removeAttribute("aria-busy");
    }
  };
  select.addEventListener("change", () => void load(select.value));
  if (el.dataset.autoZone === "true") {
    whenNear(el, () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && zone !== select.value) void load(zone);
    });
  }
}

/**
 * Runs `then` once `el` comes within a screen or so of the viewport (at once if it is already there, or if the
 * browser cannot tell). The panel sits below the contact form, and finding the visitor's zone (the page's first use
 * of Intl, which loads its locale data) then swapping it in (parsing a whole page) was the longest task of /contact's
 * load on a slow phone, for a part nobody had scrolled to yet.
 */
function whenNear(el: HTMLElement, then: () => void) {
  if (!("IntersectionObserver" in window)) return then();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(el);
}
