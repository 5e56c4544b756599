// Reads server-rendered HTML the way a visitor's browser and a screen reader see it: by role and accessible
// name, by label and by text, so tests survive changes of Tailwind classes, attribute order and React's
// `<!-- -->` text separators. Runs inside workerd: linkedom's worker build has no Node dependencies.
//
// A deliberately small subset of ARIA (implicit roles of the elements this site renders, names from
// aria-labelledby, aria-label, <label>, alt and content). CSS is not applied, so an element hidden by a class
// still counts; `hidden` and `aria-hidden="true"` subtrees are left out of names and text.
import { parseHTML } from "linkedom/worker";

export type TextMatch = string | RegExp;
export type RoleOptions = { name?: TextMatch; level?: number };

export type Queries = {
  /** Elements with the role (and, when given, the accessible name and heading level); may be empty. */
  queryAllByRole(role: string, options?: RoleOptions): Element[];
  /** Like queryAllByRole, but fails when there is none. */
  getAllByRole(role: string, options?: RoleOptions): Element[];
  /** The one element with the role; fails when there is none or more than one. */
  getByRole(role: string, options?: RoleOptions): Element;
  /** The one element with the role, or null; fails when there is more than one. */
  queryByRole(role: string, options?: RoleOptions): Element | null;
  /** Form controls whose label (a <label>, aria-labelledby or aria-label) matches. */
  queryAllByLabelText(label: TextMatch): Element[];
  /** The one form control whose label matches; fails when there is none or more than one. */
  getByLabelText(label: TextMatch): Element;
  /** The innermost elements whose own text matches (a string matches the whole normalised text). */
  queryAllByText(text: TextMatch): Element[];
  /** Like queryAllByText, but fails when there is none. */
  getAllByText(text: TextMatch): Element[];
  /** All text under the root as a reader gets it: entities decoded, whitespace collapsed, no script or style. */
  text(): string;
};

export type Screen = Queries & { document: Document };

/** Parses a whole HTML page. */
export function parse(html: string): Screen {
  const { document } = parseHTML(html) as unknown as { document: Document };
  return { document, ...queries(document) };
}

/** The same queries, limited to one element's subtree (a dialog, a table row, a region). */
export function within(element: Element): Queries {
  return queries(element);
}

function queries(root: Document | Element): Queries {
  const doc = root.ownerDocument ?? (root as Document);
  const all = () => [...root.querySelectorAll("*")];

  const queryAllByRole = (role: string, options: RoleOptions = {}) =>
    all().filter(
      (el) =>
        roleOf(el) === role &&
        (options.level === undefined || headingLevel(el) === options.level) &&
        (options.name === undefined || matches(accessibleName(el, doc), options.name)),
    );

  const describe = (role: string, options: RoleOptions) =>
    `role "${role}"${options.name === undefined ? "" : ` named ${String(options.name)}`}${options.level === undefined ? "" : ` at level ${options.level}`}`;

  const getAllByRole = (role: string, options: RoleOptions = {}) => {
    const found = queryAllByRole(role, options);
    if (found.length === 0) throw new Error(`No element with ${describe(role, options)}. ${inventory(all(), doc)}`);
    return found;
  };

  const queryByRole = (role: string, options: RoleOptions = {}) => {
    const found = queryAllByRole(role, options);
    if (found.length > 1) throw new Error(`${found.length} elements with ${describe(role, options)}, expected one.`);
    return found[0] ?? null;
  };

  const queryAllByLabelText = (label: TextMatch) =>
    all().filter((el) => isLabelable(el) && matches(labelOf(el, doc), label));

  const queryAllByText = (text: TextMatch) =>
    all().filter((el) => !SKIPPED.has(el.localName) && matches(normalise(ownText(el)), text));

  return {
    queryAllByRole,
    getAllByRole,
    queryByRole,
    getByRole(role, options = {}) {
      const found = queryByRole(role, options);
      if (!found) throw new Error(`No element with ${describe(role, options)}. ${inventory(all(), doc)}`);
      return found;
    },
    queryAllByLabelText,
    getByLabelText(label) {
      const found = queryAllByLabelText(label);
      if (found.length !== 1) throw new Error(`${found.length} form controls labelled ${String(label)}, expected one.`);
      return found[0]!;
    },
    queryAllByText,
    getAllByText(text) {
      const found = queryAllByText(text);
      if (found.length === 0) throw new Error(`No element with the text ${String(text)}.`);
      return found;
    },
    text: () => normalise(textOf(root)),
  };
}

/** The element's ARIA role: its role attribute, or the implicit role of the element. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute("role")?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.localName;
  switch (tag) {
    case "a":
    case "area":
      return el.hasAttribute("href") ? "link" : null;
    case "article":
      return "article";
    case "aside":
      return "complementary";
    case "button":
      return "button";
    case "dialog":
      return "dialog";
    case "form":
      return "form";
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return "heading";
    case "header":
      return el.parentElement?.closest("article, aside, main, nav, section") ? null : "banner";
    case "footer":
      return el.parentElement?.closest("article, aside, main, nav, section") ? null : "contentinfo";
    case "img":
      return el.getAttribute("alt") === "" ? "presentation" : "img";
    case "input":
      return inputRole(el);
    case "li":
      return "listitem";
    case "main":
      return "main";
    case "nav":
      return "navigation";
    case "ol":
    case "ul":
      return "list";
    case "option":
      return "option";
    case "section":
      return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : null;
    case "select":
      return el.hasAttribute("multiple") || Number(el.getAttribute("size")) > 1 ? "listbox" : "combobox";
    case "table":
      return "table";
    case "tbody":
    case "thead":
    case "tfoot":
      return "rowgroup";
    case "td":
      return "cell";
    case "textarea":
      return "textbox";
    case "th":
      return el.getAttribute("scope") === "row" ? "rowheader" : "columnheader";
    case "tr":
      return "row";
    default:
      return null;
  }
}

function inputRole(el: Element): string | null {
  switch ((el.getAttribute("type") ?? "text").toLowerCase()) {
    case "button":
    case "image":
    case "reset":
    case "submit":
      return "button";
    case "checkbox":
      return "checkbox";
    case "radio":
      return "radio";
    case "range":
      return "slider";
    case "number":
      return "spinbutton";
    case "search":
      return "searchbox";
    case "hidden":
    case "file":
    case "color":
    case "date":
    case "datetime-local":
    case "month":
    case "time":
    case "week":
    case "password":
      return null;
    default:
      return "textbox";
  }
}

function headingLevel(el: Element): number | undefined {
  const aria = Number(el.getAttribute("aria-level"));
  if (aria > 0) return aria;
  const match = /^h([1-6])$/.exec(el.localName);
  return match ? Number(match[1]) : undefined;
}

/** Roles whose accessible name comes from their content when the author gives none. */
const NAME_FROM_CONTENT = new Set([
  "button",
  "cell",
  "checkbox",
  "columnheader",
  "heading",
  "link",
  "menuitem",
  "option",
  "radio",
  "row",
  "rowheader",
  "switch",
  "tab",
  "tooltip",
  "treeitem",
]);

/** The accessible name: aria-labelledby, aria-label, a <label>, alt or value, the content, then title. */
export function accessibleName(el: Element, doc: Document = el.ownerDocument): string {
  const byAuthor = authorName(el, doc);
  if (byAuthor !== null) return byAuthor;
  const role = roleOf(el);
  if (role && NAME_FROM_CONTENT.has(role)) {
    const content = normalise(contentText(el));
    if (content) return content;
  }
  return normalise(el.getAttribute("title") ?? "");
}

function authorName(el: Element, doc: Document): string | null {
  const labelledBy = el.getAttribute("aria-labelledby")?.trim();
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => doc.getElementById(id))
      .filter((ref): ref is HTMLElement => ref !== null)
      .map((ref) => contentText(ref))
      .join(" ");
    if (normalise(text)) return normalise(text);
  }
  const label = el.getAttribute("aria-label");
  if (label?.trim()) return normalise(label);
  if (isLabelable(el)) {
    const labels = labelElements(el, doc);
    if (labels.length) return normalise(labels.map((l) => contentText(l)).join(" "));
  }
  const tag = el.localName;
  if (tag === "img" || tag === "area" || (tag === "input" && el.getAttribute("type") === "image")) {
    const alt = el.getAttribute("alt");
    if (alt !== null) return normalise(alt);
  }
  if (tag === "input" && ["submit", "reset", "button"].includes(el.getAttribute("type") ?? "")) {
    const value = el.getAttribute("value");
    return normalise(
      value ?? (el.getAttribute("type") === "reset" ? "Reset" : el.getAttribute("type") === "submit" ? "Submit" : ""),
    );
  }
  const caption = tag === "fieldset" ? "legend" : tag === "table" ? "caption" : tag === "figure" ? "figcaption" : null;
  const captionEl = caption ? [...el.children].find((c) => c.localName === caption) : undefined;
  if (captionEl) return normalise(contentText(captionEl));
  return null;
}

function isLabelable(el: Element): boolean {
  const tag = el.localName;
  if (tag === "input") return el.getAttribute("type") !== "hidden";
  return (
    tag === "select" ||
    tag === "textarea" ||
    tag === "button" ||
    tag === "meter" ||
    tag === "output" ||
    tag === "progress"
  );
}

function labelElements(el: Element, doc: Document): Element[] {
  const labels = el.id ? [...doc.querySelectorAll("label")].filter((l) => l.getAttribute("for") === el.id) : [];
  const wrapping = el.parentElement?.closest("label");
  if (wrapping && !wrapping.hasAttribute("for") && !labels.includes(wrapping)) labels.push(wrapping);
  return labels;
}

function labelOf(el: Element, doc: Document): string {
  return authorName(el, doc) ?? "";
}

/** Elements whose content is not text a reader gets. */
const SKIPPED = new Set(["script", "style", "template", "noscript"]);
/** Elements a browser lays out as blocks: their text does not run into their neighbours'. */
const BLOCKS = new Set(
  (
    "address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 " +
    "h4 h5 h6 header hr li main nav ol option p pre section summary table tbody td tfoot th thead tr ul"
  ).split(" "),
);

function hidden(el: Element): boolean {
  return el.hasAttribute("hidden") || el.getAttribute("aria-hidden") === "true";
}

/** Text for a name: hidden parts left out, labelled parts by their label, images by their alt. */
function contentText(node: Node): string {
  let out = "";
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.textContent ?? "";
    else if (child.nodeType === 1) {
      const el = child as Element;
      if (SKIPPED.has(el.localName) || hidden(el) || el.localName === "select" || el.localName === "textarea") continue;
      const own =
        el.getAttribute("aria-label")?.trim() || (el.localName === "img" ? (el.getAttribute("alt") ?? "") : null);
      const inner = own ?? contentText(el);
      out += BLOCKS.has(el.localName) ? ` ${inner} ` : inner;
    }
  }
  return out;
}

/** Text for reading: everything but scripts, styles and hidden parts. */
function textOf(node: Node): string {
  let out = "";
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.textContent ?? "";
    else if (child.nodeType === 1) {
      const el = child as Element;
      if (SKIPPED.has(el.localName) || hidden(el)) continue;
      out += BLOCKS.has(el.localName) ? ` ${textOf(el)} ` : textOf(el);
    }
  }
  return out;
}

/** The element's own text nodes, joined (React splits adjacent text into several). */
function ownText(el: Element): string {
  return [...el.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent ?? "")
    .join("");
}

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function matches(text: string, match: TextMatch): boolean {
  return typeof match === "string" ? text === normalise(match) : match.test(text);
}

/** What is there, for a failure message: the named landmarks, headings, links and buttons. */
function inventory(elements: Element[], doc: Document): string {
  const seen = elements
    .map((el) => [roleOf(el), el] as const)
    .filter(
      ([role]) =>
        role && ["heading", "link", "button", "navigation", "region", "dialog", "article", "form"].includes(role),
    )
    .map(([role, el]) => `${role} "${accessibleName(el, doc)}"`);
  return seen.length
    ? `Found: ${seen.slice(0, 40).join(", ")}${seen.length > 40 ? ", …" : ""}`
    : "Found no named elements.";
}

/** The error messages shown under the form control with this label: the live region Field keeps beside it. */
export function errorsUnder(screen: Screen, label: TextMatch): string[] {
  const { id } = screen.getByLabelText(label);
  const region = screen.document.querySelector(`[data-error-for="${id}"]`);
  return [...(region?.querySelectorAll("p, li") ?? [])].map((el) => normalise(el.textContent ?? ""));
}
