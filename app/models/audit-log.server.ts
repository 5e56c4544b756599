// The audit log: who did what to which record, when and from where. Written for every staff write (in the
// admin-action and /api pipelines), sign-in, export and account change; read by the admin-only Activity screen;
// pruned by the daily cron after AUDIT_RETENTION_DAYS.
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditLog, type AuditEntry } from "~/db/schema";
import { db, pageWithTotal } from "~/db/client.server";
import { settings } from "~/platform/env.server";
import { parseId } from "~/platform/params";
import { clientIp } from "~/platform/client-address";
import { currentRequest, logError } from "~/platform/request-store.server";
import { isAuditAction, type AuditAction, type AuditEntity } from "~/schemas/vocabulary";

export type AuditInput = {
  action: AuditAction;
  /** What kind of record: "contact", "application", "user", "session", … */
  entity: string;
  entityId?: number | string | null;
  /** A short human line ("status: interview"); never a password, token or personal message. */
  summary?: string;
  /** Who acted; by default the signed-in staff user the request's guard read. Null: nobody signed in. */
  actor?: { id: number | null; email: string | null } | null;
};

/**
 * Appends one entry. Awaited, so the Activity screen already shows it on the next view; a failure is logged and
 * never fails the write it describes (the write has already happened). The request gives the client address;
 * without it (an /api handler, an export) the address the guard noted is used.
 */
export async function recordAudit(request: Request | null, entry: AuditInput, now = new Date()): Promise<void> {
  const store = currentRequest();
  const actor = entry.actor === undefined ? (store?.actor ?? null) : entry.actor;
  if (store) store.audited = true;
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
        clientAddress: request ? clientIp(request) : (store?.clientIp ?? null),
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
  request: Request | null,
  { action, summary }: { action: AuditAction; summary: string },
  withinMs: number,
  now = new Date(),
): Promise<boolean> {
  const actor = currentRequest()?.actor;
  const [row] = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        gte(auditLog.at, new Date(now.getTime() - withinMs)),
        eq(auditLog.summary, summary),
        actor
          ? eq(auditLog.actorId, actor.id)
          : eq(auditLog.clientAddress, request ? clientIp(request) : (currentRequest()?.clientIp ?? "")),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The only input fields a summary may quote: names of things and the states they were set to. An allow-list, not a
 * deny-list, so a new field (a password, a token, a message, a cover letter) stays out until someone adds it here.
 */
const SUMMARY_FIELDS = ["status", "role", "type", "title", "slug", "email", "name", "fileName", "category"] as const;

const quote = (value: unknown) => {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** A short, safe line about a write's input: the switch it flipped, or the allowed fields it set. */
export function summarize(action: AuditAction, input: unknown): string {
  if (input === null || typeof input !== "object") return "";
  const fields = input as Record<string, unknown>;
  const flag = fields.value ?? fields.published ?? fields.active;
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

/** The id a write names: the input's `id`, else the record id in an /api URL (`/api/users/5`, not `/auth/register`). */
function entityIdOf(path: string, input: unknown): string | null {
  const id = input && typeof input === "object" ? (input as Record<string, unknown>).id : undefined;
  if (typeof id === "number" || (typeof id === "string" && id !== "")) return String(id);
  const segment = path.startsWith("/api/") ? path.split("/")[3] : undefined;
  const named = parseId(segment);
  return named === null ? null : String(named);
}

/**
 * The one entry every successful staff write gets, from either pipeline (adminAction, api()): what it was, on
 * which kind of record and which one, and a safe summary of its input. Skipped when the handler already wrote a
 * more specific entry of its own (a password change, a session ended).
 */
export async function recordWrite(
  request: Request | null,
  { action, entity, path, input }: { action: AuditAction; entity: AuditEntity; path: string; input: unknown },
): Promise<void> {
  if (currentRequest()?.audited) return;
  await recordAudit(request, {
    action,
    entity,
    entityId: entityIdOf(path, input),
    summary: summarize(action, input),
  });
}

/** How an admin intent is named in the log: its `audit`, else its own name when that is an action, else "update". */
export function intentAction(name: string, audit: AuditAction | false | undefined): AuditAction | null {
  if (audit === false) return null;
  return audit ?? (isAuditAction(name) ? name : "update");
}

/** How an /api write is named: by its method, its URL, or the one field it sets (`{published}`, `{active}`). */
export function apiAction(method: string, path: string, input: unknown): AuditAction {
  if (method === "DELETE") return "delete";
  if (path.endsWith("/status")) return "status";
  const keys = input && typeof input === "object" ? Object.keys(input) : [];
  if (keys.length === 1 && keys[0] === "published") return "publish";
  if (keys.length === 1 && keys[0] === "active") return "activation";
  return method === "POST" ? "create" : "update";
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily cron's job: deletes entries older than the retention period (AUDIT_RETENTION_DAYS). */
export async function pruneAuditLog(now: Date): Promise<{ auditEntriesPruned: number }> {
  const cutoff = new Date(now.getTime() - settings().AUDIT_RETENTION_DAYS * DAY_MS);
  const result = await db().delete(auditLog).where(lt(auditLog.at, cutoff));
  return { auditEntriesPruned: result.meta.changes ?? 0 };
}
