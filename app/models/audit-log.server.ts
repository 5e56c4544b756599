// The audit log: who did what to which record, when and from where. Written for every staff write (in the
// admin-action and /api pipelines), sign-in, export and account change; read by the admin-only Activity screen;
// pruned by the daily cron after AUDIT_RETENTION_DAYS.
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditLog, type AuditEntry } from "~/db/schema";
import { db, pageWithTotal } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { clientIp } from "~/platform/client-address";
import { logError } from "~/platform/request-telemetry.server";
import { isAuditAction, type AuditAction, type AuditEntity } from "~/schemas/vocabulary";
import { daysBefore } from "~/platform/time";

/** A person as the log names them: a staff user's id and e-mail. */
export type Actor = { id: number; email: string };

/**
 * Who acts and from where, as every entry records it: the signed-in staff user the guard read (null: nobody signed
 * in, as for a failed sign-in or a reset link asked for) and the client's address. Nothing here is read from the
 * request's surroundings: the pipeline or guard that knows them passes them (`actingFrom`).
 */
export type Acting = { readonly actor: Actor | null; readonly address: string };

/** A signed-in staff user acting: what the admin layout's guard and /api's guard establish. */
export type StaffActing = Acting & { readonly actor: Actor };

/** Who acts in this request: `actor` (or nobody), from the address Cloudflare reports for it. */
export function actingFrom(request: Request, actor: Actor): StaffActing;
export function actingFrom(request: Request, actor: Actor | null): Acting;
export function actingFrom(request: Request, actor: Actor | null): Acting {
  return { actor: actor && { id: actor.id, email: actor.email }, address: clientIp(request) };
}

export type AuditInput = {
  action: AuditAction;
  /** What kind of record: "contact", "application", "user", "session", … */
  entity: string;
  entityId?: number | string | null;
  /** A short human line ("status: interview"); never a password, token or personal message. */
  summary?: string;
};

/**
 * Appends one entry, naming who acted and from where. Awaited, so the Activity screen already shows it on the next
 * view; a failure is logged and never fails the write it describes (the write has already happened).
 */
export async function recordAudit(by: Acting, entry: AuditInput, now = new Date()): Promise<void> {
  const { actor } = by;
  try {
    await db()
      .insert(auditLog)
      .values({
        at: now,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId).slice(0, 100),
        summary: (entry.summary ?? "").slice(0, 500),
        clientAddress: by.address,
      });
  } catch (error) {
    logError(error, { what: "audit entry not written", action: entry.action, entity: entry.entity });
  }
}

/**
 * Whether the same entry (action, summary, and the signed-in actor, or the client address when nobody is signed in)
 * was written within the last `withinMs`: refusals that repeat without limit (a throttled sign-in answered 429 on
 * every try) and writes that repeat every few seconds (a draft's autosave) are recorded once per stretch, so a
 * flood of requests cannot become a flood of rows.
 */
export async function recordedRecently(
  by: Acting,
  { action, summary }: { action: AuditAction; summary: string },
  withinMs: number,
  now = new Date(),
): Promise<boolean> {
  const { actor } = by;
  const [row] = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        gte(auditLog.at, new Date(now.getTime() - withinMs)),
        eq(auditLog.summary, summary),
        actor ? eq(auditLog.actorId, actor.id) : eq(auditLog.clientAddress, by.address),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The only input fields a summary may quote: names of things and the states they were set to. An allow-list, not a
 * deny-list, so a new field (a password, a token, a message, a cover letter) stays out until someone adds it here.
 */
const SUMMARY_FIELDS = [
  "status",
  "role",
  "type",
  "title",
  "slug",
  "email",
  "name",
  "fileName",
  "category",
  // A conversation message: who it went to and the template it started from, never its text (issue 29).
  "recipient",
  "template",
] as const;

const quote = (value: unknown) => {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** A short, safe line about a write's input: the switch it flipped, or the allowed fields it set. */
export function summarize(action: AuditAction, input: unknown): string {
  if (input === null || typeof input !== "object") return "";
  const fields = input as Record<string, unknown>;
  const flag = fields.value ?? fields.published ?? fields.active ?? fields.enabled;
  if (action === "publish" && typeof flag === "boolean") return flag ? "published" : "unpublished";
  if (action === "activation" && typeof flag === "boolean") return flag ? "activated" : "deactivated";
  const parts: string[] = [];
  for (const key of SUMMARY_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" ? value.trim() !== "" : typeof value === "number" || typeof value === "boolean")
      parts.push(`${key}: ${quote(value)}`);
  }
  return parts.join(", ").slice(0, 300);
}

/** The record an admin form names: its `id` field (a number, or a non-empty string), else none. */
export function idOfInput(input: unknown): number | string | null {
  const id = input && typeof input === "object" ? (input as Record<string, unknown>).id : undefined;
  return typeof id === "number" || (typeof id === "string" && id !== "") ? id : null;
}

/**
 * The plain entry of a staff write, from either pipeline (adminAction, apiAction) or a model that words its own
 * (updateUser): what it was, on which kind of record and which one, and a safe summary of its input. Written only
 * when the write declares it; a handler that records something more specific declares that instead.
 */
export async function recordWrite(
  by: Acting,
  {
    action,
    entity,
    entityId,
    input,
  }: { action: AuditAction; entity: AuditEntity; entityId: number | string | null; input: unknown },
): Promise<void> {
  await recordAudit(by, { action, entity, entityId, summary: summarize(action, input) });
}

/** How an admin intent is named in the log: its `audit`, else its own name when that is an action, else "update". */
export function intentAction(name: string, audit: AuditAction | false | undefined): AuditAction | null {
  if (audit === false) return null;
  return audit ?? (isAuditAction(name) ? name : "update");
}

export type AuditFilter = {
  actorId: number | null;
  action: AuditAction | null;
  /** Inclusive start and exclusive end, as instants. */
  from: Date | null;
  until: Date | null;
  limit: number;
  offset: number;
};

/** One page of the log, newest first, filtered and counted in SQL (the indexes lead with actor, action or time). */
export async function listAuditLog(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (filter.actorId !== null) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  const condition = where.length ? and(...where) : undefined;
  const d = db();
  const ordered = d.select().from(auditLog).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id));
  const { rows, total } = await pageWithTotal(d, ordered, auditLog, condition, filter);
  return { entries: rows, total };
}

/** The daily cron's job: deletes entries older than the retention period (AUDIT_RETENTION_DAYS). */
export async function pruneAuditLog(now: Date): Promise<{ auditEntriesPruned: number }> {
  const cutoff = daysBefore(now, settings().AUDIT_RETENTION_DAYS);
  const result = await db().delete(auditLog).where(lt(auditLog.at, cutoff));
  return { auditEntriesPruned: result.meta.changes ?? 0 };
}
