// The public site's behaviour layer: the one script a public page loads (no React in the browser; see
// docs/decisions/0009-no-hydration.md). Each behaviour enhances markup React rendered on the server, found by its
// `data-behaviour` attribute, and every page already works without it. Built by Vite as its own entry
// (vite.config.ts) and loaded as an external same-origin module, so a cached page needs no CSP nonce.
import { focusRememberedOpener, rememberDialogOpeners, showModalDialog } from "~/components/ui/dialog-behaviour";
import { tabKeyTarget } from "~/components/ui/tab-keys";
import { enhanceCounts, enhanceForm, setBusy, showError } from "./forms";
import { countStaticView } from "./views";
import { bookingPanel } from "./booking";

const each = <T extends HTMLElement = HTMLElement>(name: string, run: (el: T) => void) => {
  for (const el of document.querySelectorAll<T>(`[data-behaviour~="${name}"]`)) run(el);
};

/** The header: solid after some scroll, Escape closes the drawer onto its button, a link to this page scrolls up. */
function header(el: HTMLElement) {
  const after = Number(el.dataset.solidAfter ?? 10);
  const update = () => (el.dataset.solid = String(window.scrollY > after));
  update();
  window.addEventListener("scroll", update, { passive: true });
  const drawer = el.querySelector("details");
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && drawer?.open) {
      drawer.open = false;
      drawer.querySelector("summary")?.focus();
    }
  });
  el.addEventListener("click", (e) => {
    const link = (e.target as Element).closest("a");
    if (!link || link.target || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const to = new URL(link.href);
    if (
      to.origin === location.origin &&
      to.pathname === location.pathname &&
      to.search === location.search &&
      !to.hash
    ) {
      e.preventDefault();
      if (drawer) drawer.open = false;
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
  });
}

/** Tabs (WAI-ARIA, automatic activation); with data-sync-hash the fragment and the chosen tab follow each other. */
function tabs(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  const all = [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const panels = root.querySelector<HTMLElement>(".tab-panels");
  if (!list || all.length === 0) return;
  const sync = root.dataset.syncHash !== undefined;
  const keyOf = (tab: HTMLElement) => tab.getAttribute("aria-controls") ?? "";
  const select = (tab: HTMLAnchorElement, { focus = false, write = false } = {}) => {
    for (const t of all) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(keyOf(t));
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
    if (write && sync && location.hash !== `#${keyOf(tab)}`) {
      const url = new URL(location.href);
      url.hash = keyOf(tab);
      history.replaceState(history.state, "", url);
    }
  };
  root.classList.remove("tabs-static");
  panels?.setAttribute("data-enhanced", "");
  const fromHash = () => {
    const tab = all.find((t) => `#${keyOf(t)}` === location.hash);
    if (tab) select(tab);
  };
  select(all.find((t) => t.getAttribute("aria-selected") === "true") ?? all[0]!);
  if (sync) {
    fromHash();
    window.addEventListener("hashchange", fromHash);
  }
  for (const tab of all) {
    tab.addEventListener("click", (e) => {
      e.preventDefault();
      select(tab, { write: true });
    });
  }
  list.addEventListener("keydown", (e) => {
    const current = all.findIndex((t) => t.getAttribute("aria-selected") === "true");
    const next = tabKeyTarget(e.key, current, all.length);
    if (next === null) return;
    e.preventDefault();
    select(all[next]!, { focus: true, write: true });
  });
}

/** One slide at a time: Previous / Next disabled at the ends, arrow keys on the strip, the position announced. */
function carousel(root: HTMLElement) {
  const strip = root.querySelector<HTMLElement>("[data-strip]");
  const prev = root.querySelector<HTMLButtonElement>('[data-step="-1"]');
  const next = root.querySelector<HTMLButtonElement>('[data-step="1"]');
  const dots = [...root.querySelectorAll<HTMLElement>("[data-dot]")];
  const announce = root.querySelector<HTMLElement>("[data-announce]");
  if (!strip || !prev || !next) return;
  const count = Number(announce?.dataset.count ?? dots.length);
  let index = 0;
  const show = (i: number) => {
    index = i;
    prev.disabled = i === 0;
    next.disabled = i === count - 1;
    dots.forEach((d, j) => (d.dataset.active = String(j === i)));
    // The page's own words for the position, rendered by the server: "Testimonial {index} of {count}".
    if (announce)
      announce.textContent = (announce.dataset.announce ?? "")
        .replace("{index}", String(i + 1))
        .replace("{count}", String(count));
  };
  const go = (to: number) => {
    const i = Math.max(0, Math.min(count - 1, to));
    show(i);
    strip.scrollTo({ left: i * strip.clientWidth, behavior: "smooth" });
  };
  show(0);
  prev.addEventListener("click", () => go(index - 1));
  next.addEventListener("click", () => go(index + 1));
  strip.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    e.preventDefault();
    go(index + (e.key === "ArrowRight" ? 1 : -1));
  });
  // A swipe or scroll moves the strip too; read the slide once the scrolling settles, so a smooth scroll started
  // by the buttons is not mistaken for the visitor's own on its way past other slides.
  let settle: ReturnType<typeof setTimeout> | undefined;
  strip.addEventListener(
    "scroll",
    () => {
      clearTimeout(settle);
      settle = setTimeout(() => show(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))), 150);
    },
    { passive: true },
  );
}

/** The case-study switch: in place, the address updated with replaceState (the buttons submit a GET form without it). */
function caseStudy(root: HTMLElement) {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[aria-pressed]")];
  const panels = [...root.querySelectorAll<HTMLElement>("[data-study]")];
  for (const button of buttons) {
    button.addEventListener("click", (e) => {
      e.preventDefault();
      for (const b of buttons) b.setAttribute("aria-pressed", String(b === button));
      for (const p of panels) p.hidden = p.dataset.study !== button.value;
      const url = new URL(location.href);
      url.searchParams.set("study", button.value);
      history.replaceState(history.state, "", url);
    });
  }
}

/** Share links in a 600x400 pop-up, the device's share sheet where there is one, and copying the link. */
function share(root: HTMLElement) {
  const url = root.dataset.url ?? location.href;
  const title = root.dataset.title ?? document.title;
  const notice = root.querySelector<HTMLElement>('[data-share="notice"]');
  const native = root.querySelector<HTMLButtonElement>('[data-share="native"]');
  const copyButton = root.querySelector<HTMLButtonElement>('[data-share="copy"]');
  let clear: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (!notice) return;
    notice.textContent = text;
    clearTimeout(clear);
    clear = setTimeout(() => (notice.textContent = ""), 4000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      say(root.dataset.copied ?? "");
    } catch {
      say(url);
    }
  };
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-share="popup"]')) {
    link.addEventListener("click", (e) => {
      e.preventDefault();
      window.open(link.href, "share", "width=600,height=400,noopener");
    });
  }
  if (native && typeof navigator.share === "function") {
    native.hidden = false;
    const share = async () => {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as Error).name !== "AbortError") await copy();
      }
    };
    native.addEventListener("click", () => void share());
  }
  if (copyButton) {
    copyButton.hidden = false;
    copyButton.addEventListener("click", () => void copy());
  }
}

/** A post image that fails to load shows the shipped fallback (also one that failed before this script ran). */
function imageFallbacks() {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (fallback && !img.src.endsWith(fallback)) img.src = fallback;
  };
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) swap(img);
  }
  document.addEventListener(
    "error",
    (e) => {
      if (e.target instanceof HTMLImageElement && e.target.dataset.fallback) swap(e.target);
    },
    true,
  );
}

/** The flash toast: dismissed by its button, gone by itself after a while. */
function toasts() {
  for (const toast of document.querySelectorAll<HTMLElement>("[data-toast]")) {
    const remove = () => toast.remove();
    toast.querySelector("[data-toast-dismiss]")?.addEventListener("click", remove);
    const after = Number(toast.dataset.hideAfter);
    if (after > 0) setTimeout(remove, after);
  }
}

/** One answer the newsletter form shows, as its `data-answers` holds it (components/site/newsletter-form.tsx). */
type Notice = { role: string; className: string; title: string; text: string };

/**
 * The newsletter form sends in the background: the same fields and the page's language, as JSON, to the API
 * (`data-api`), and shows the answer in place. The API answers in English, so what the visitor reads comes from the
 * form's `data-answers`, written by the server in the page's words: a notice per status (201, 429, any other, and
 * no answer at all) and the message of a field a 400 names.
 */
function newsletter(form: HTMLFormElement) {
  const answers = JSON.parse(form.dataset.answers ?? "{}") as Record<string, Notice> & {
    fields: Record<string, string>;
  };
  const answer = form.querySelector<HTMLElement>("[data-answer]");
  /** The notice as the form renders one on the server: a box with a title line and a text line. */
  const show = (notice: Notice | null) => {
    const box = notice && Object.assign(document.createElement("div"), { className: notice.className });
    if (notice && box) {
      box.setAttribute("role", notice.role);
      box.replaceChildren(
        Object.assign(document.createElement("p"), { className: "font-semibold", textContent: notice.title }),
        Object.assign(document.createElement("p"), { textContent: notice.text }),
      );
    }
    answer?.replaceChildren(...(box ? [box] : []));
  };
  // Everything before the first await runs within the event, so preventDefault still stops the page post.
  const send = async (e: SubmitEvent) => {
    if (e.defaultPrevented) return; // the validator found a problem
    e.preventDefault();
    setBusy(form, true);
    const body = { ...Object.fromEntries(new FormData(form)), language: document.documentElement.lang };
    let notice: Notice | null = answers.offline ?? null;
    try {
      const response = await fetch(form.dataset.api!, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", Accept: "application/json" },
      });
      notice = answers[response.status] ?? answers.failure ?? null;
      const refused = response.status === 400 ? ((await response.json()) as { errors?: object }).errors : undefined;
      let first: HTMLInputElement | null = null;
      for (const region of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
        const control = document.getElementById(region.dataset.errorFor!) as HTMLInputElement | null;
        if (!control) continue;
        const message = refused && control.name in refused ? (answers.fields[control.name] ?? null) : null;
        showError(control, message);
        if (message) first ??= control;
      }
      if (first) {
        notice = null;
        first.focus();
      }
    } catch {
      // No answer at all (offline) keeps the notice for that; an unreadable 400 keeps the failure's.
    } finally {
      show(notice);
      setBusy(form, false);
    }
  };
  form.addEventListener("submit", (e) => void send(e));
}

/**
 * A dialog page (/jobs/{id}, /jobs/{id}/apply): the server renders the <dialog> open over the page behind it and
 * app/components/ui/dialog-behaviour.ts makes it a modal, as in the back office. Escape and its close links go
 * back with location.replace (as the router did with `replace`), once; each dialog is its own document, so the
 * page it closes to puts the focus back on what opened it from what the click on the opener remembered.
 */
function dialogs() {
  rememberDialogOpeners();
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-behaviour~="dialog"]');
  if (!dialog) return focusRememberedOpener();
  let leaving = false;
  showModalDialog(dialog, (to) => {
    if (leaving) return;
    leaving = true;
    location.replace(to);
  });
}

each("header", header);
each("tabs", tabs);
each("carousel", carousel);
each("case-study", caseStudy);
each("share", share);
each("booking-panel", bookingPanel);
each<HTMLFormElement>("validate", enhanceForm);
each<HTMLFormElement>("newsletter", newsletter);
enhanceCounts(document);
imageFallbacks();
toasts();
dialogs();
countStaticView();
