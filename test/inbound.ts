// Inbound e-mail for the tests: runs the Worker's email() handler the way Email Routing does, with a raw RFC 5322
// message, and says whether it was rejected (setReject) and why.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "@worker";

export async function deliverInbound(
  raw: string | Uint8Array,
  { from, to, rawSize }: { from: string; to: string; rawSize?: number },
): Promise<{ rejected: string | null }> {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  let rejected: string | null = null;
  const message = {
    from,
    to,
    headers: new Headers(),
    raw: new Response(bytes as Uint8Array<ArrayBuffer>).body!,
    rawSize: rawSize ?? bytes.byteLength,
    canBeForwarded: true,
    setReject: (reason: string) => void (rejected = reason),
    forward: () => Promise.reject(new Error("not in tests")),
    reply: () => Promise.reject(new Error("not in tests")),
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email!(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return { rejected };
}

/** A fixture under test/fixtures/mail with its {{PLACEHOLDERS}} filled. */
export function fillMail(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A small, real-looking PDF (magic bytes %PDF-), base64 in 76-character lines for a MIME part. */
export function pdfBase64(size = 600): string {
  const head = "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
  const body = head + "%".repeat(Math.max(0, size - head.length - 6)) + "\n%%EOF";
  const b64 = btoa(body);
  return b64.replace(/.{1,76}/g, "$&\r\n").trimEnd();
}

/** A plain reply with optional extra headers and attachment parts (`attachment`: one). */
export function plainReply({
  from,
  to,
  messageId,
  subject = "Re: Your application",
  text = "Thanks, that works for me.",
  headers = {},
  attachment,
  attachments = attachment ? [attachment] : [],
}: {
  from: string;
  to: string;
  messageId: string;
  subject?: string;
  text?: string;
  headers?: Record<string, string>;
  attachment?: { name: string; type: string; base64: string };
  attachments?: { name: string; type: string; base64: string }[];
}): string {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const head =
    `From: Someone <${from}>\r\nTo: <${to}>\r\nSubject: ${subject}\r\nMessage-ID: ${messageId}\r\n` +
    `Date: Wed, 26 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n${extra}`;
  if (!attachments.length) return `${head}Content-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`;
  const parts = attachments.map(
    (a) =>
      `--b1\r\nContent-Type: ${a.type}; name="${a.name}"\r\nContent-Disposition: attachment; filename="${a.name}"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${a.base64}\r\n`,
  );
  return (
    `${head}Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n` +
    `${parts.join("")}--b1--\r\n`
  );
}
