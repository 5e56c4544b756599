// Reading request bodies with a hard size cap (whether or not Content-Length is sent), as forms or JSON.
import { data } from "react-router";
import { HttpError } from "~/platform/errors.server";

/** Page forms: generous for long text fields, far below what would strain a Worker. */
export const MAX_FORM_BYTES = 2_000_000;
export const BODY_MESSAGES = {
  tooLarge: "Request body is too large",
  formType: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data",
  malformedForm: "The form data could not be read",
} as const;

/** The body's bytes, or a 413 HttpError as soon as it passes maxBytes. */
/** Anything with headers and a body stream: a Request, or a clone of one. */
type Body = Pick<Request, "headers" | "body">;

export async function readBody(
  request: Body,
  maxBytes: number,
  tooLarge: string = BODY_MESSAGES.tooLarge,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) throw new HttpError(413, tooLarge);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A form body as FormData, or an HttpError: 415 for another content type, 413 too large, 400 unreadable. */
export async function parseFormBody(request: Body, maxBytes: number, tooLarge?: string): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) throw new HttpError(415, BODY_MESSAGES.formType);
  const bytes = await readBody(request, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new HttpError(400, BODY_MESSAGES.malformedForm);
  }
  return withLineFeeds(form);
}

/**
 * A browser sends a text area's line breaks as CRLF, but counts them (maxlength, the behaviour script, conform) and
 * shows them as one character: read as LF, a text the browser passed is not refused as too long by the same rule.
 */
function withLineFeeds(form: FormData): FormData {
  const read = new FormData();
  for (const [name, value] of form)
    read.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  return read;
}

/** For page actions: the form, or a thrown 4xx answer that the route's error boundary shows with its message. */
export async function readForm(request: Body, maxBytes = MAX_FORM_BYTES, tooLarge?: string): Promise<FormData> {
  try {
    return await parseFormBody(request, maxBytes, tooLarge);
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}
