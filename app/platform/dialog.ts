// The back office's dialogs live in the URL, spelled one way on every screen: `?dialog=view|edit|delete|new…&id=N`
// (a link to a record's dialog can be shared, reloaded and opened from an e-mail). Screens declare the kinds they
// have; anything else in the URL opens nothing.
export type DialogState<K extends string> = { kind: K; id: number | null };

const ID = /^[1-9]\d{0,15}$/;

/** The dialog the URL opens, when its kind is one of the screen's (an id, when there is one, must be a row id). */
export function readDialog<K extends string>(params: URLSearchParams, kinds: readonly K[]): DialogState<K> | null {
  const kind = params.get("dialog");
  if (!kind || !(kinds as readonly string[]).includes(kind)) return null;
  const raw = params.get("id");
  const id = raw !== null && ID.test(raw) ? Number(raw) : null;
  if (raw !== null && id === null) return null;
  return { kind: kind as K, id };
}

/** The search parameters that open a dialog (`withParams(list, dialogParams("view", 5))`). */
export function dialogParams(kind: string, id?: number): Record<string, string | number> {
  return id === undefined ? { dialog: kind } : { dialog: kind, id };
}

/** The id of the row the URL's dialog of this kind is about, or null. */
export function dialogId<K extends string>(dialog: DialogState<K> | null, kind: K): number | null {
  return dialog?.kind === kind ? dialog.id : null;
}

/**
 * Where a link written before the one spelling goes now (`?view=5`, `?delete=5`, and the applications' `?id=5`
 * without a dialog), keeping the rest of its query; null when the URL is already spelled the one way.
 */
export function legacyDialogUrl(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  if (params.has("dialog")) return null;
  for (const [old, kind] of [
    ["view", "view"],
    ["delete", "delete"],
    ["id", "view"],
  ] as const) {
    const id = params.get(old);
    if (id === null) continue;
    params.delete(old);
    params.set("dialog", kind);
    params.set("id", id);
    return `${url.pathname}?${params.toString()}`;
  }
  return null;
}
