// The booking panel (app/components/site/booking-panel.tsx): the server renders the free times in the zone the URL
// names, or America/New_York; this swaps in the browser's own zone when the URL named none, and a zone picked in the
// select, by fetching the same page's panel for that zone and putting it in place (no page load, no React).

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
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== select.value) void load(zone);
  }
}
