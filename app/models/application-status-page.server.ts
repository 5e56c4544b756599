// The candidate status page (issue 30, docs/decisions/0033): what a candidate sees of their application through
// its private link (the position and the stage in plain words, nothing the staff wrote), and what they may do there:
// withdraw it, replace their CV while it is new, have their data deleted at once, and ask for fresh links.
import { and, eq, gt, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { jobApplications, outbox, type Application } from "~/db/schema";
import { db } from "~/db/client.server";
import { siteUrl, settings } from "~/platform/env.server";
import { conflict } from "~/platform/errors.server";
import { removeFile } from "~/platform/files.server";
import { site } from "~/platform/site";
import { escapeHtml } from "~/platform/html";
import { setApplicationStatus, storeCv } from "~/models/applications.server";
import { anonymizeApplications } from "~/models/application-retention.server";
import { recordAudit, type Acting } from "~/models/audit-log.server";
import { autoReply, greeting, headerText, buttonHtml, type RenderedMail } from "~/models/mail-templates.server";
import { queueReplacing } from "~/models/outbox.server";
import { rotateStatusToken, statusPagePath } from "~/models/application-status-token.server";
import { catalogue, fill } from "~/i18n/catalogue";
import type { Language } from "~/i18n/languages";
import type { ApplicationStatus } from "~/schemas/vocabulary";

/** The four stages a candidate sees. Withdrawn, rejected and hired are all "closed": the page never says which. */
export type CandidateStage = "received" | "review" | "interviewing" | "closed";

export const CANDIDATE_STAGE: Record<ApplicationStatus, CandidateStage> = {
  new: "received",
  pending: "received",
  reviewing: "review",
  interview: "interviewing",
  rejected: "closed",
  hired: "closed",
};

/** Who the status history and the webhook name for a change the candidate made (no staff account: id null). */
const CANDIDATE = { id: null, email: "", name: "Candidate" };

/** A CV may be replaced only while nobody has started on the application. */
const cvReplaceable = (a: Pick<Application, "status">) => a.status === "new";

/** Everything the page shows: never notes, owner, history or anything else the staff wrote. */
export type StatusPageView = {
  position: string;
  stage: CandidateStage;
  appliedAt: string;
  withdrawnAt: string | null;
  canWithdraw: boolean;
  canUpdateCv: boolean;
  cvName: string | null;
};

export function statusPageView(a: Application): StatusPageView {
  const stage = CANDIDATE_STAGE[a.status];
  return {
    position: a.position,
    stage,
    appliedAt: a.createdAt.toISOString(),
    withdrawnAt: a.status === "rejected" && a.withdrawnAt ? a.withdrawnAt.toISOString() : null,
    canWithdraw: stage !== "closed",
    canUpdateCv: cvReplaceable(a),
    cvName: a.resumeKey ? a.resumeFileName : null,
  };
}

/**
 * The candidate withdraws: the status moves to rejected through the same status change as a recruiter's (history
 * entry by "Candidate", the webhook event), only from the status the page showed, and `withdrawn_at` says why. The
 * status change calls off an interview still to come, as for any closed application (both sides get the CANCEL).
 */
export async function withdrawApplication(a: Application, by: Acting, changed: string, now = new Date()) {
  if (CANDIDATE_STAGE[a.status] === "closed") throw conflict(changed);
  try {
    await setApplicationStatus(a.id, "rejected", CANDIDATE, { onlyFrom: a.status });
  } catch {
    // Moved by a recruiter since the page was read: nothing changed here.
    throw conflict(changed);
  }
  await db()
    .update(jobApplications)
    .set({ withdrawnAt: now })
    .where(and(eq(jobApplications.id, a.id), eq(jobApplications.status, "rejected")));
  await recordAudit(by, {
    action: "status",
    entity: "application",
    entityId: a.id,
    summary: "withdrawn by the candidate",
  });
}

/**
 * A newer CV while the application is new: checked and stored as an application's (413 / 415), written only if the
 * application is still new, and the old object deleted once the row names the new one.
 */
export async function replaceApplicationCv(a: Application, file: File, by: Acting, changed: string, now = new Date()) {
  if (!cvReplaceable(a)) throw conflict(changed);
  const cv = await storeCv(file);
  const [row] = await db()
    .update(jobApplications)
    .set({
      resumeKey: cv.key,
      resumeFileName: cv.name,
      resumeFileSize: cv.size,
      resumeContentType: cv.contentType,
      updatedAt: now,
    })
    .where(and(eq(jobApplications.id, a.id), eq(jobApplications.status, "new"), isNull(jobApplications.anonymizedAt)))
    .returning({ id: jobApplications.id });
  if (!row) {
    await removeFile(cv.key);
    throw conflict(changed);
  }
  await removeFile(a.resumeKey);
  await recordAudit(by, {
    action: "update",
    entity: "application",
    entityId: a.id,
    summary: "CV replaced by the candidate",
  });
}

/** "Delete my data": the retention sweep's anonymisation, at once; the link's token goes with the personal fields. */
export async function eraseApplication(a: Application, by: Acting, now = new Date()) {
  await anonymizeApplications([{ id: a.id, resumeKey: a.resumeKey }], now);
  await recordAudit(by, {
    action: "delete",
    entity: "application",
    entityId: a.id,
    summary: "personal data deleted at the candidate's request",
  });
}

/** A fresh link goes to the same application at most this often, however often it is asked for. */
export const STATUS_LINK_COOLDOWN_MS = 10 * 60_000;
/** The most applications one request re-sends links for. */
const MAX_LINKS = 20;

/**
 * "Lost your link?": a fresh link (the token rotated, the earlier link void) to the address, for each of its
 * applications that still hold personal data, each in the language it was made in. Runs after the response, so the
 * answer and its timing are the same for any address. An application whose link went out in the last ten minutes
 * is skipped, so the form cannot be used to flood an inbox or to keep voiding someone's link.
 */
export async function resendStatusLinks({ email }: { email: string }, now = new Date()): Promise<number> {
  const d = db();
  const since = new Date(now.getTime() - STATUS_LINK_COOLDOWN_MS);
  const recent = d
    .select({ id: outbox.relatedId })
    .from(outbox)
    .where(and(eq(outbox.kind, "application_status_link"), gt(outbox.updatedAt, since), isNotNull(outbox.relatedId)));
  const rows = await d
    .select()
    .from(jobApplications)
    .where(
      and(
        sql`lower(${jobApplications.email}) = lower(${email})`,
        isNull(jobApplications.anonymizedAt),
        notInArray(jobApplications.id, recent),
      ),
    )
    .limit(MAX_LINKS);
  let sent = 0;
  for (const application of rows) {
    const token = await rotateStatusToken(application.id);
    if (!token) continue;
    const link = siteUrl(statusPagePath(application.language, token));
    await queueReplacing(application.id, statusLinkMail(application, link));
    sent += 1;
  }
  return sent;
}

/** To the candidate, in the application's language: a fresh link to its status page. */
export function statusLinkMail(application: Application, link: string): RenderedMail {
  const language: Language = application.language;
  const t = catalogue(language).applicationStatus.emails;
  const position = headerText(application.position, 100);
  const subject = headerText(fill(t.link.subject, { position }), 180);
  const hello = greeting(application.fullName, language);
  const body = fill(t.link.body, { position, company: site.name });
  return autoReply("application_status_link", application.email, language, {
    subject,
    siteUrl: settings().SITE_URL,
    ask: t.link.ask,
    text: `${hello}\n\n${body}\n\n${link}`,
    html:
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p><p style="margin:0 0 4px">${escapeHtml(body)}</p>` +
      buttonHtml(link, t.button),
  });
}
