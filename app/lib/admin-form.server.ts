// What every admin form names: an intent the screen offers and, for most, a record id. Anything else is a
// request no screen sends, refused with a 400 and a message before any work is done.
import { data } from "react-router";

export function formIntent<T extends string>(form: FormData, intents: readonly T[]): T {
  const intent = form.get("intent");
  if (typeof intent === "string" && (intents as readonly string[]).includes(intent)) return intent as T;
  throw data("Unknown action.", { status: 400 });
}

export function formId(form: FormData): number {
  const raw = form.get("id");
  if (typeof raw === "string" && /^[1-9]\d{0,14}$/.test(raw)) return Number(raw);
  throw data("Invalid record id.", { status: 400 });
}
