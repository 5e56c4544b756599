// The audit log: who did what to which record, when and from where. Written for every staff write (in the
// admin-action and /api pipelines), sign-in, export and account change; read by the admin-only Activity screen.
import { auditLog } from "~/db/schema";
import { db } from "~/lib/db.server";
import { clientIp } from "~/lib/rate-limit.server";
import { currentRequest, logError } from "~/lib/request-store.server";
import type { AuditAction } from "~/lib/vocabulary";

export type AuditInput = {
  action: AuditAction;
  /** What kind of record: "contact", "application", "user", "session", … */
  entity: string;
  entityId?: number | string | null;
  /** A short human line ("status → interview"); never a password, token or personal message. */
  summary?: string;
  /** Who acted; by default the signed-in staff user the request's guard read. Null: nobody signed in. */
  actor?: { id: number | null; email: string | null } | null;
};

/**
 * Appends one entry. Awaited, so the Activity screen already shows it on the next view; a failure is logged and
 * never fails the write it describes (the write has already happened).
 */
export async function recordAudit(request: Request | null, entry: AuditInput, now = new Date()): Promise<void> {
  const actor = entry.actor === undefined ? (currentRequest()?.actor ?? null) : entry.actor;
  try {
    await db()
      .insert(auditLog)
      .values({
        at: now,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        summary: (entry.summary ?? "").slice(0, 500),
        clientAddress: request ? clientIp(request) : null,
      });
  } catch (error) {
    logError(error, { what: "audit entry not written", action: entry.action, entity: entry.entity });
  }
}
