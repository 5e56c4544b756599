// The signed links in the mailing lists' e-mails (the newsletter, job alerts), whose pages SignedLinkPage shows:
// the double opt-in confirmation and the unsubscribe link. Opening one only asks (a GET never writes, and mail
// scanners open links); the page's button, or a mail client's RFC 8058 one-click POST, acts.
import { data, redirect } from "react-router";
import { readForm } from "~/platform/body.server";
import { languageOfPath, localizedPath } from "~/i18n/languages";

/** What a list's model finds by a link's token: the row, with the address the page shows. */
type Find<Row> = (token: string | null) => Promise<Row | null>;

const invalidLink = () => data({ state: "invalid" as const, email: null, token: null }, 400);
const invalidPost = () => data({ state: "invalid" as const, email: null }, 400);

/** A confirmation link opened: asks, or (back from the button, `?confirmed`) says it is done. */
export async function openConfirmLink<Row extends { email: string }>(request: Request, find: Find<Row>) {
  const params = new URL(request.url).searchParams;
  if (params.has("confirmed") && !params.has("token")) return { state: "done" as const, email: null, token: null };
  const token = params.get("token");
  const row = await find(token);
  if (!row) return invalidLink();
  return { state: "confirm" as const, email: row.email, token };
}

/**
 * The confirmation's button: confirms once, then post/redirect/get to `done` (`…?confirmed`) in the page's language:
 * the link is used up, so the page cannot be the link's own.
 */
export async function confirmLink<Row>(
  request: Request,
  find: Find<Row>,
  confirm: (row: Row) => Promise<unknown>,
  done: string,
) {
  const token = (await readForm(request)).get("token");
  const row = await find(typeof token === "string" ? token : null);
  const confirmed = row && (await confirm(row));
  if (!confirmed) return invalidPost();
  throw redirect(localizedPath(languageOfPath(new URL(request.url).pathname), done));
}

/** An unsubscribe link opened: asks, or says the address is already off the list. */
export async function openUnsubscribeLink<Row extends { email: string; status: string }>(
  request: Request,
  find: Find<Row>,
) {
  const token = new URL(request.url).searchParams.get("token");
  const row = await find(token);
  if (!row) return invalidLink();
  return {
    state: row.status === "unsubscribed" ? ("already" as const) : ("confirm" as const),
    email: row.email,
    token,
  };
}

/** The unsubscribe button, or a mail client's one-click POST (`List-Unsubscribe=One-Click`, the token in the URL). */
export async function unsubscribeLink<Row extends { email: string }>(
  request: Request,
  find: Find<Row>,
  stop: (row: Row, oneClick: boolean) => Promise<unknown>,
) {
  const form = await readForm(request);
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  // The page's button sends the token in the form; a one-click POST has it only in the URL it was given.
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const row = await find(typeof token === "string" ? token : null);
  if (!row) return invalidPost();
  await stop(row, oneClick);
  return { state: "done" as const, email: row.email };
}
