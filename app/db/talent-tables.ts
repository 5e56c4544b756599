// The talent network's tables (issue 30; migrations/0023_talent_profiles.sql): profiles, their skills (a join table
// keyed by skill, for "all of" / "any of" filters by index) and invitations to apply. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { EnglishLevel, Seniority, TalentCountry, TalentSkill } from "../schemas/talent-vocabulary";
import type { Language } from "../i18n/languages";

const now = sql`(unixepoch('subsec') * 1000)`;
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const talentProfiles = sqliteTable(
  "talent_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").$type<TalentCountry>().notNull(),
    seniority: text("seniority").$type<Seniority>().notNull(),
    englishLevel: text("english_level").$type<EnglishLevel>().notNull(),
    /** A LinkedIn or portfolio address (https), or '' when the person uploaded a CV instead. */
    profileUrl: text("profile_url").notNull().default(""),
    // The uploaded CV, stored as an application's is (a private R2 object under a server-made key).
    resumeKey: text("resume_key"),
    resumeFileName: text("resume_file_name"),
    resumeFileSize: integer("resume_file_size"),
    resumeContentType: text("resume_content_type"),
    consentAt: timestamp("consent_at"),
    language: text("language").$type<Language>().notNull().default("en"),
    /** When the retention sweep blanked the personal fields (country, seniority, level and skills stay). */
    anonymizedAt: timestamp("anonymized_at"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [
    index("talent_profiles_live_idx").on(t.anonymizedAt, t.createdAt),
    index("talent_profiles_country_idx").on(t.country, t.anonymizedAt, t.createdAt),
    index("talent_profiles_seniority_idx").on(t.seniority, t.anonymizedAt, t.createdAt),
    index("talent_profiles_english_idx").on(t.englishLevel, t.anonymizedAt, t.createdAt),
    index("talent_profiles_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    index("talent_profiles_id_live_idx").on(t.id, t.anonymizedAt),
    index("talent_profiles_retention_idx").on(t.anonymizedAt, t.updatedAt),
  ],
);

export const talentProfileSkills = sqliteTable(
  "talent_profile_skills",
  {
    skill: text("skill").$type<TalentSkill>().notNull(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.skill, t.profileId] }), index("talent_profile_skills_profile_idx").on(t.profileId)],
);

export const talentInvitations = sqliteTable(
  "talent_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    jobId: integer("job_id"),
    /** The job's title when invited (the listing may go later). */
    position: text("position").notNull(),
    invitedById: integer("invited_by_id"),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("talent_invitations_profile_job_idx").on(t.profileId, t.jobId)],
);

export type TalentProfile = typeof talentProfiles.$inferSelect;
export type TalentInvitation = typeof talentInvitations.$inferSelect;
