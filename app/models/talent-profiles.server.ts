// Talent profiles (issue 30): people who joined the talent network, stored from /jobs/talent-network and /api with
// their skills and CV (the applications' upload checks and storage), filtered in the Talent pool, invited to apply,
// turned into applications, deleted on request and anonymised by the retention sweep. docs/decisions/0031.
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  jobApplications,
  outbox,
  talentInvitations,
  talentProfiles,
  talentProfileSkills,
  type Application,
  type TalentProfile,
} from "~/db/schema";
import { db } from "~/db/client.server";
import { bindings, settings, siteUrl } from "~/platform/env.server";
import { conflict, notFound } from "~/platform/errors.server";
import { removeFile } from "~/platform/files.server";
import { enumParam } from "~/platform/params";
import type { Language } from "~/i18n/languages";
import { storeCv } from "~/models/applications.server";
import { retentionDays } from "~/models/application-retention.server";
import { getJob } from "~/models/jobs.server";
import { textSearch } from "~/models/list-query.server";
import { queueMessages } from "~/models/outbox.server";
import { staffToNotify } from "~/models/notification-preferences.server";
import { talentAlert, talentConfirmation, talentInvitationMail } from "~/models/talent-mail.server";
import {
  ENGLISH_LEVELS,
  isTalentSkill,
  SENIORITIES,
  TALENT_COUNTRIES,
  type EnglishLevel,
  type TalentInput,
  type TalentSkill,
} from "~/schemas/talent-profile";
import type { OutboxKind } from "~/schemas/vocabulary";
import { daysBefore } from "~/platform/time";
import { alertedJob, translationsOf } from "~/models/job-alert-matching.server";

/** The same e-mail joining again within these days stores nothing (the answer is the same: it names nobody). */
const REPEAT_WINDOW_DAYS = 30;

export const TALENT_MAIL_KINDS: OutboxKind[] = ["talent_confirmation", "talent_alert"];

export type TalentProfileWithSkills = TalentProfile & { skills: TalentSkill[] };
export type SubmittedTalentProfile = TalentProfileWithSkills & { duplicate?: true };

/**
 * A new profile with its skills, stored in one batch; a CV is checked and stored as an application's is (413 / 415).
 * The same address joining again within 30 days stores nothing and returns the earlier profile marked `duplicate`
 * (asked before the CV is stored, so nothing is uploaded for it).
 */
export async function submitTalentProfile(
  { resumeFile, consent: _consent, skills, ...input }: TalentInput & { language: Language },
  now = new Date(),
): Promise<SubmittedTalentProfile> {
  const since = daysBefore(now, REPEAT_WINDOW_DAYS);
  const [earlier] = await db()
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .where(
      and(
        sql`lower(${talentProfiles.email}) = lower(${input.email})`,
        sql`${talentProfiles.createdAt} > ${since.getTime()}`,
      ),
    )
    .limit(1);
  if (earlier) return { ...(await getTalentProfile(earlier.id)), duplicate: true };
  const cv = resumeFile ? await storeCv(resumeFile) : null;
  const d = db();
  try {
    const [row] = await d
      .insert(talentProfiles)
      .values({
        ...input,
        resumeKey: cv?.key ?? null,
        resumeFileName: cv?.name ?? null,
        resumeFileSize: cv?.size ?? null,
        resumeContentType: cv?.contentType ?? null,
        consentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await d.insert(talentProfileSkills).values(skills.map((skill) => ({ skill, profileId: row!.id })));
    return { ...row!, skills };
  } catch (error) {
    if (cv) await removeFile(cv.key).catch(() => undefined);
    throw error;
  }
}

/** After a new profile: the member's confirmation and the alert to staff who get application alerts. */
export async function queueTalentMessages(profile: SubmittedTalentProfile): Promise<number[]> {
  if (profile.duplicate) return [];
  const base = settings().SITE_URL;
  const link = siteUrl(`/admin/talent-pool?dialog=view&id=${profile.id}`);
  const staff = await staffToNotify("newApplications");
  return queueMessages(profile.id, [
    ...staff.map((to) => talentAlert(profile, profile.skills, to, { siteUrl: base, link })),
    talentConfirmation(profile, profile.skills, base),
  ]);
}

export type TalentFilter = {
  q: string;
  country?: (typeof TALENT_COUNTRIES)[number] | null;
  seniority?: (typeof SENIORITIES)[number] | null;
  /** This level or better. */
  englishLevel?: EnglishLevel | null;
  skills: TalentSkill[];
  /** "all": every chosen skill; "any": at least one. */
  match: "all" | "any";
};

/** The pool's filters in a URL (the screen's and GET /api/talent-profiles): unknown values are ignored. */
export function readTalentFilter(params: URLSearchParams): TalentFilter {
  const skills = [...new Set(params.getAll("skill").flatMap((s) => s.split(",")))].filter(isTalentSkill).slice(0, 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    country: enumParam(TALENT_COUNTRIES, params.get("country")),
    seniority: enumParam(SENIORITIES, params.get("seniority")),
    englishLevel: enumParam(ENGLISH_LEVELS, params.get("english")),
    skills,
    match: params.get("match") === "any" ? "any" : "all",
  };
}

/**
 * The filter in SQL: only live (not anonymised) profiles, and the skills through the join table's (skill, profile)
 * key: each row the plan reads (newest first for a page, through the best index for the count) is probed for its
 * skills (`EXISTS` per skill: a key seek each), so reading stops once enough rows are found.
 */
function talentWhere(f: TalentFilter): SQL {
  const conditions: (SQL | undefined)[] = [isNull(talentProfiles.anonymizedAt)];
  if (f.q)
    conditions.push(
      textSearch(f.q, {
        id: talentProfiles.id,
        index: "talent_profiles_search",
        columns: [talentProfiles.fullName, talentProfiles.email],
      }),
    );
  if (f.country) conditions.push(eq(talentProfiles.country, f.country));
  if (f.seniority) conditions.push(eq(talentProfiles.seniority, f.seniority));
  if (f.englishLevel)
    conditions.push(inArray(talentProfiles.englishLevel, ENGLISH_LEVELS.slice(ENGLISH_LEVELS.indexOf(f.englishLevel))));
  if (f.skills.length) conditions.push(skillsProbe(f));
  return and(...conditions)!;
}

const skillValues = (skills: TalentSkill[]) =>
  sql.join(
    skills.map((s) => sql`${s}`),
    sql`, `,
  );

/** Per row: it has one of the skills (any) or each of them (all). The outer column is named by hand (README). */
function skillsProbe({ skills, match }: TalentFilter): SQL {
  const has = (chosen: TalentSkill[]) =>
    sql`EXISTS (SELECT 1 FROM talent_profile_skills s WHERE s.skill IN (${skillValues(chosen)}) AND s.profile_id = talent_profiles.id)`;
  return match === "any" ? has(skills) : and(...skills.map((skill) => has([skill])))!;
}

/**
 * How far past a page the count looks: "200+ profiles" beyond it. An exact count of a broad filter reads every
 * matching profile (tens of thousands at 100k profiles, docs/decisions/0031); a bounded one stops, whatever the pool's size.
 */
export const TALENT_COUNT_AHEAD = 200;

/** A profile's skills as one text (a correlated subquery: the outer column named by hand, see the README's trap). */
const skillList = sql<
  string | null
>`(SELECT group_concat(s.skill, '|') FROM talent_profile_skills s WHERE s.profile_id = talent_profiles.id)`;

const splitSkills = (value: string | null) => (value ? value.split("|").filter(isTalentSkill) : []);

/**
 * One page of the pool, newest first, and how many match, counted up to TALENT_COUNT_AHEAD past the page's start
 * (`totalExact` false: there are at least `total`): one round trip.
 */
export async function listTalentProfiles(query: TalentFilter & { limit: number; offset: number }) {
  const d = db();
  const bound = query.offset + Math.max(TALENT_COUNT_AHEAD, query.limit);
  const matching = d
    .select({ one: sql`1` })
    .from(talentProfiles)
    .where(talentWhere(query))
    .limit(bound + 1)
    .as("matching");
  const [rows, [counted]] = await d.batch([
    d
      .select({ profile: talentProfiles, skills: skillList })
      .from(talentProfiles)
      .where(talentWhere(query))
      .orderBy(desc(talentProfiles.createdAt), desc(talentProfiles.id))
      .limit(query.limit)
      .offset(query.offset),
    d.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  return {
    profiles: rows.map((r) => ({ ...r.profile, skills: splitSkills(r.skills) })),
    total: Math.min(n, bound),
    totalExact: n <= bound,
  };
}

export async function findTalentProfile(id: number): Promise<TalentProfileWithSkills | null> {
  const [row] = await db()
    .select({ profile: talentProfiles, skills: skillList })
    .from(talentProfiles)
    .where(eq(talentProfiles.id, id))
    .limit(1);
  return row ? { ...row.profile, skills: splitSkills(row.skills) } : null;
}

export async function getTalentProfile(id: number): Promise<TalentProfileWithSkills> {
  const profile = await findTalentProfile(id);
  if (!profile) throw notFound("Talent profile not found");
  return profile;
}

/** A live profile: an anonymised one can be neither invited nor turned into an application (409). */
async function getLiveProfile(id: number) {
  const profile = await getTalentProfile(id);
  if (profile.anonymizedAt) throw conflict("This profile was anonymised: its personal details are gone.");
  return profile;
}

/** The invitations a profile has had, newest first. */
export const listTalentInvitations = (profileId: number) =>
  db()
    .select()
    .from(talentInvitations)
    .where(eq(talentInvitations.profileId, profileId))
    .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id));

/**
 * Invites a profile to apply to a published job: an invitation row (once per profile and job: a second one is a
 * 409) and an e-mail in the member's language with the job's page in that language (its translation's, if any).
 */
export async function inviteTalentProfile(id: number, jobId: number, by: { id: number }, now = new Date()) {
  const profile = await getLiveProfile(id);
  const job = await getJob(jobId, { publishedOnly: true });
  const [invitation] = await db()
    .insert(talentInvitations)
    .values({ profileId: id, jobId: job.id, position: job.title, invitedById: by.id, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!invitation) throw conflict(`Already invited to ${job.title}.`);
  // The listing in the member's language: its translation when it has one, as a job alert links it.
  const shown = alertedJob(job, await translationsOf([job.id]), profile);
  await queueMessages(invitation.id, [
    talentInvitationMail(profile, shown.title, { siteUrl: settings().SITE_URL, link: shown.url }),
  ]);
  return invitation;
}

/**
 * Makes a job application of a profile (status new), as if the person had applied: their details, their link, and
 * a copy of their CV (its own object, so deleting either never takes the other's file).
 */
export async function createApplicationFromProfile(id: number, jobId: number, now = new Date()): Promise<Application> {
  const profile = await getLiveProfile(id);
  const job = await getJob(jobId, { publishedOnly: true });
  const [already] = await db()
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, job.id),
        sql`lower(${jobApplications.email}) = lower(${profile.email})`,
        isNull(jobApplications.anonymizedAt),
      ),
    )
    .limit(1);
  if (already) throw conflict(`${profile.fullName} already has an application for ${job.title}.`);
  let resumeKey: string | null = null;
  if (profile.resumeKey) {
    const object = await bindings().FILES.get(profile.resumeKey);
    if (object) {
      resumeKey = `cvs/${crypto.randomUUID()}`;
      await bindings().FILES.put(resumeKey, object.body, { httpMetadata: object.httpMetadata });
    }
  }
  try {
    const [row] = await db()
      .insert(jobApplications)
      .values({
        jobId: job.id,
        position: job.title,
        fullName: profile.fullName,
        email: profile.email,
        phone: profile.phone,
        coverLetter: "",
        resume: profile.profileUrl,
        resumeKey,
        resumeFileName: resumeKey ? profile.resumeFileName : null,
        resumeFileSize: resumeKey ? profile.resumeFileSize : null,
        resumeContentType: resumeKey ? profile.resumeContentType : null,
        consentAt: profile.consentAt,
        status: "new",
        language: profile.language,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeFile(resumeKey);
    throw error;
  }
}

/** The outbox rows about these profiles: their own mails and their invitations'. */
function talentMail(ids: number[]): SQL {
  return sql`(${outbox.kind} IN ('talent_confirmation', 'talent_alert') AND ${outbox.relatedId} IN (${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )})) OR (${outbox.kind} = 'talent_invitation' AND ${outbox.relatedId} IN (SELECT id FROM talent_invitations WHERE profile_id IN (${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )})))`;
}

/** Deletes a profile ("delete my data"): the row, its skills and invitations, the e-mails about it, then its CV. */
export async function deleteTalentProfile(id: number): Promise<void> {
  const d = db();
  const [, [row]] = await d.batch([
    d.delete(outbox).where(talentMail([id])),
    d
      .delete(talentProfiles)
      .where(eq(talentProfiles.id, id))
      .returning({ id: talentProfiles.id, resumeKey: talentProfiles.resumeKey }),
  ]);
  if (!row) throw notFound("Talent profile not found");
  await removeFile(row.resumeKey);
}

const SWEEP_BATCH = 40; // ids per statement (used twice in the outbox's condition), under D1's 100 bound parameters
const SWEEP_BATCHES = 40;

/**
 * The retention sweep (daily cron, beside the applications'): profiles nobody changed for the applications' longer
 * retention (APPLICATION_RETENTION_DAYS, 365 by default) lose their name, e-mail, phone, link and CV object, and the
 * e-mails about them; country, seniority, English level and skills stay for statistics. CV objects go first: if
 * that fails, nothing is marked and the next run tries again.
 */
export async function sweepTalentRetention(now: Date): Promise<{ talentAnonymized: number }> {
  const cutoff = daysBefore(now, retentionDays().other);
  const d = db();
  let anonymized = 0;
  for (let round = 0; round < SWEEP_BATCHES; round++) {
    const rows = await d
      .select({ id: talentProfiles.id, resumeKey: talentProfiles.resumeKey })
      .from(talentProfiles)
      .where(and(isNull(talentProfiles.anonymizedAt), lt(talentProfiles.updatedAt, cutoff)))
      .limit(SWEEP_BATCH);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    const keys = rows.flatMap((r) => (r.resumeKey ? [r.resumeKey] : []));
    if (keys.length) await bindings().FILES.delete(keys);
    await d.batch([
      d.delete(outbox).where(talentMail(ids)),
      d
        .update(talentProfiles)
        .set({
          fullName: "",
          email: "",
          phone: "",
          profileUrl: "",
          resumeKey: null,
          resumeFileName: null,
          resumeFileSize: null,
          resumeContentType: null,
          anonymizedAt: now,
        })
        .where(inArray(talentProfiles.id, ids)),
    ]);
    anonymized += ids.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  return { talentAnonymized: anonymized };
}
