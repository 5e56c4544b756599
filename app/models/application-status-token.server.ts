// The candidate status page's link (docs/decisions/0033): 32 random bytes (base64url) that D1 keeps only as their
// SHA-256 hash on the application. It has no expiry of its own: it works while the application keeps its personal
// data (the retention sweep or "delete my data" blanks the hash), until a newer link replaces it ("Lost your link?").
import { and, eq, isNull } from "drizzle-orm";
import { jobApplications, type Application } from "~/db/schema";
import { db } from "~/db/client.server";
import { hashSessionId, newSessionId } from "~/models/sessions.server";
import { localizedPath, type Language } from "~/i18n/languages";

/** What a token in a link looks like: 32 random bytes, base64url (the session id's format). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The status page's path for a token, in the application's language. */
export const statusPagePath = (language: Language, token: string) =>
  localizedPath(language, `/jobs/applications/${token}`);

/** A new link's token (for the e-mail only) and the hash its application stores, written with the application. */
export async function newStatusToken(): Promise<{ token: string; hash: string }> {
  const token = newSessionId();
  return { token, hash: await hashSessionId(token) };
}

/** A fresh link for a live application ("Lost your link?"): the earlier link stops working. Null once anonymised. */
export async function rotateStatusToken(applicationId: number): Promise<string | null> {
  const { token, hash } = await newStatusToken();
  const [row] = await db()
    .update(jobApplications)
    .set({ statusTokenHash: hash })
    .where(and(eq(jobApplications.id, applicationId), isNull(jobApplications.anonymizedAt)))
    .returning({ id: jobApplications.id });
  return row ? token : null;
}

/** The live application a link's token opens, or null (malformed, unknown, replaced, anonymised). */
export async function findByStatusToken(token: string | null | undefined): Promise<Application | null> {
  if (!token || !STATUS_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db()
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.statusTokenHash, await hashSessionId(token)), isNull(jobApplications.anonymizedAt)))
    .limit(1);
  return row ?? null;
}
