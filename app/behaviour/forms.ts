// The public forms' validate-as-you-type, without React: a form rendered with `data-behaviour="validate"` carries
// its zod schema's rules in `data-rules` (app/schemas/form-rules.ts); this checks them on blur, then on every input
// of a field already checked, and on submit, writing the spec's message into the field's live region the way the
// server renders it (components/ui/field.tsx). The server still validates everything it is sent.
import type { FieldRule, FormRules } from "~/schemas/form-rules";

// The browser's own check for type="email" (WHATWG), a little looser than zod's: the server has the last word.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A group of checkboxes of one name is judged, and shows its message, as the fieldset around it. */
type Judged = Control | HTMLFieldSetElement;

/** The message for a value, or null when it passes. */
export function check(rule: FieldRule, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return rule.required ? (rule.missing ?? "") : null;
  if (rule.min !== undefined && value.length < rule.min) return rule.short ?? rule.missing ?? "";
  if (rule.max !== undefined && value.length > rule.max) return rule.long ?? "";
  if (rule.format === "email" && !EMAIL.test(value)) return rule.invalid ?? "";
  return null;
}

/** What a control holds as text: a ticked checkbox's value, a chosen file's name, or the typed value. */
function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked ? control.value : "";
  if (control instanceof HTMLInputElement && control.type === "file") return control.files?.[0]?.name ?? "";
  return control.value;
}

/** A chosen file's message: an extension or a size the field does not take. */
function checkFileRule(rule: NonNullable<FieldRule["file"]>, file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((ext) => name.endsWith(ext))) return rule.unsupported;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** A control's message under its rule, with what check() cannot see: files, groups, and a rule across two fields. */
function checkControl(control: Judged, rule: FieldRule): string | null {
  if (control instanceof HTMLFieldSetElement) {
    const ticked = control.querySelectorAll("input[type=checkbox]:checked").length;
    if (!rule.choices) return null;
    return ticked < rule.choices.min ? rule.choices.missing : ticked > rule.choices.max ? rule.choices.tooMany : null;
  }
  const value = valueOf(control);
  if (rule.unless && value.trim() === "") {
    const other = control.form?.elements.namedItem(rule.unless);
    const filled = other instanceof HTMLInputElement && valueOf(other) !== "";
    return filled ? null : (rule.missing ?? "");
  }
  const file = control instanceof HTMLInputElement ? control.files?.[0] : undefined;
  if (rule.file && file) return checkFileRule(rule.file, file);
  return check(rule, value);
}

/** Shows (or clears) a field's message, wired as conform wires it: aria-invalid, aria-describedby error first. */
export function showError(control: Judged, message: string | null) {
  const region = control.form?.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(control.id)}"]`);
  const errorId = region?.dataset.errorId ?? `${control.id}-error`;
  const hint = document.getElementById(`${control.id}-hint`) ? `${control.id}-hint` : null;
  if (message === null) {
    control.removeAttribute("aria-invalid");
    if (hint) control.setAttribute("aria-describedby", hint);
    else control.removeAttribute("aria-describedby");
    if (region) region.replaceChildren();
    return;
  }
  control.setAttribute("aria-invalid", "true");
  control.setAttribute("aria-describedby", hint ? `${errorId} ${hint}` : errorId);
  if (!region) return;
  const current = region.querySelector("p");
  if (current?.textContent === message) return;
  const p = document.createElement("p");
  p.id = errorId;
  p.className = region.dataset.errorClass ?? "";
  p.textContent = message;
  region.replaceChildren(p);
}

function controls(form: HTMLFormElement, rules: FormRules): Judged[] {
  const found: Judged[] = [];
  for (const name of Object.keys(rules)) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
      found.push(el);
    else if (el instanceof RadioNodeList && rules[name]!.choices) {
      const group = groupOf(el[0]);
      if (group) found.push(group);
    }
  }
  return found;
}

/** The fieldset that judges a checkbox of a group, if it is one. */
function groupOf(el: unknown): HTMLFieldSetElement | null {
  return el instanceof HTMLInputElement && el.type === "checkbox"
    ? (el.closest("fieldset[data-choices]") ?? null)
    : null;
}

/** The rules' name for what was judged: a control's name, or a group's (its fieldset names it). */
const nameOf = (judged: Judged) =>
  judged instanceof HTMLFieldSetElement ? (judged.dataset.choices ?? "") : judged.name;

/** Checks every field; true when all pass. The first failing field takes the focus. */
export function validateAll(form: HTMLFormElement): boolean {
  const rules = JSON.parse(form.dataset.rules ?? "{}") as FormRules;
  let first: Judged | null = null;
  for (const control of controls(form, rules)) {
    const message = checkControl(control, rules[nameOf(control)]!);
    showError(control, message);
    if (message !== null) first ??= control;
  }
  (first instanceof HTMLFieldSetElement ? first.querySelector("input") : first)?.focus();
  return first === null;
}

/** The submit button's busy text while the answer is on its way, and back. */
export function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (!button) return;
  if (busy) {
    button.dataset.idleText ??= button.textContent ?? "";
    button.textContent = form.dataset.busyText ?? button.textContent;
    button.disabled = true;
  } else if (button.dataset.idleText !== undefined) {
    button.textContent = button.dataset.idleText;
    button.disabled = false;
  }
}

export function enhanceForm(form: HTMLFormElement) {
  const rules = JSON.parse(form.dataset.rules ?? "{}") as FormRules;
  const touched = new Set<string>();
  // Fields the server marked invalid count as checked: typing revalidates them at once.
  for (const control of controls(form, rules))
    if (control.getAttribute("aria-invalid") === "true") touched.add(nameOf(control));

  const revalidate = (target: EventTarget | null, always: boolean) => {
    if (!(target instanceof HTMLElement) || !("name" in target)) return;
    const control: Judged = groupOf(target) ?? (target as Control);
    const name = nameOf(control);
    const rule = rules[name];
    if (!rule || (!always && !touched.has(name))) return;
    touched.add(name);
    showError(control, checkControl(control, rule));
    // A field whose rule depends on this one (the link, on the CV file) is judged again once it was checked.
    for (const other of controls(form, rules))
      if (rules[nameOf(other)]!.unless === name && touched.has(nameOf(other)))
        showError(other, checkControl(other, rules[nameOf(other)]!));
  };
  // A choice (a list, a checkbox, a file) is complete when made: it is checked at once.
  const chosen = (target: EventTarget | null) =>
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "file"));
  form.addEventListener("focusout", (e) => {
    // Moving between the boxes of one group is not leaving it.
    if (e.relatedTarget instanceof Node && groupOf(e.target)?.contains(e.relatedTarget)) return;
    revalidate(e.target, true);
  });
  form.addEventListener("input", (e) => revalidate(e.target, false));
  form.addEventListener("change", (e) => revalidate(e.target, chosen(e.target)));

  form.addEventListener("submit", (e) => {
    for (const name of Object.keys(rules)) touched.add(name);
    if (!validateAll(form)) {
      e.preventDefault();
      return;
    }
    // After the browser has taken the form data (a disabled button would not be sent); a form sent in the
    // background (the newsletter, whose listener runs after this one) handles its own busy state.
    setTimeout(() => {
      if (!e.defaultPrevented) setBusy(form, true);
    });
  });
  // Back to a page kept in the back/forward cache: the button works again.
  window.addEventListener("pageshow", () => setBusy(form, false));
}

/** The live character count of a field (`data-count-of` names the control's id). */
export function enhanceCounts(root: ParentNode) {
  for (const counter of root.querySelectorAll<HTMLElement>("[data-count-of]")) {
    const control = document.getElementById(counter.dataset.countOf!) as Control | null;
    if (!control) continue;
    const update = () => (counter.textContent = String(control.value.length));
    update();
    control.addEventListener("input", update);
  }
}
