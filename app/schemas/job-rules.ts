// Job listings and applications: the spec's lists, rules and messages, without zod, for pages (the schemas are in
// job.ts, which re-exports all of this).
import { APPLICATION_STATUSES } from "~/schemas/vocabulary";

// The spec's admin categories, plus QA, which the careers page has a tab for.
export const JOB_CATEGORIES = [
  "Engineering",
  "QA",
  "Design",
  "Product",
  "Marketing",
  "Sales",
  "Support",
  "Operations",
  "Finance",
  "HR",
  "Legal",
  "Executive",
] as const;

// The spec's locations: suggestions in the admin form, which also takes others ("Lima, Peru", "Remote (Brazil)").
export const JOB_LOCATIONS = [
  "San José, Costa Rica",
  "Mexico City, Mexico",
  "Bogotá, Colombia",
  "Remote (Latin America)",
  "New York, USA",
  "San Francisco, USA",
  "Remote (USA)",
] as const;

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Freelance", "Internship"] as const;

export const CAREERS_TABS = [
  {
    key: "all",
    label: "All Positions",
    skeletons: 6,
    empty: "No Open Positions",
    emptyText: "We have no openings right now. Check back soon, or send us your CV through the contact page.",
  },
  {
    key: "engineering",
    label: "Engineering",
    skeletons: 3,
    empty: "No Engineering Positions",
    emptyText: "There are no engineering openings right now. Check back later for new opportunities.",
  },
  {
    key: "qa",
    label: "QA",
    skeletons: 1,
    empty: "No QA Positions",
    emptyText: "There are no QA openings right now. Check back later for new opportunities.",
  },
  {
    key: "product",
    label: "Product",
    skeletons: 1,
    empty: "No Product Positions",
    emptyText: "There are no product openings right now. Check back later for new opportunities.",
  },
  {
    key: "design",
    label: "Design",
    skeletons: 1,
    empty: "No Design Positions",
    emptyText: "There are no design openings right now. Check back later for new opportunities.",
  },
] as const;

export type CareersTab = (typeof CAREERS_TABS)[number]["key"];

export const DESCRIPTION_PREVIEW = 150;

/** The card's description: the first 150 characters and an ellipsis when there is more. */
export function previewDescription(text: string): string {
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}...` : text;
}

/** Responsibilities and requirements arrive as an array or newline text; either way, one item a line. */
export function toLines(value: string | string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? "").split(/\r?\n/);
  return items.map((s) => s.replace(/^\s*[-*•]\s*/, "").trim()).filter(Boolean);
}

export const JOB_MESSAGES = {
  title: "Title is required",
  created: "Job listing created",
  updated: "Job listing updated",
  deleted: "Job listing deleted",
  createFailed: "Failed to create job listing. Please try again.",
  updateFailed: "Failed to update job listing. Please try again.",
  deleteFailed: "Failed to delete job listing. Please try again.",
  published: "Job published",
  unpublished: "Job unpublished",
  publishFailed: "Failed to publish job listing. Please try again.",
  unpublishFailed: "Failed to unpublish job listing. Please try again.",
  statusFailed: "Failed to update job status",
  empty: "No job listings found. Create your first one!",
  noMatch: "No job listings match your search.",
  noApplications: "No applications received for this position yet.",
  notFound: "This position is no longer open.",
  location: "Location is required",
  closesAt: "Please enter a closing date such as 2026-12-31",
  closed: "This position is closed.",
} as const;

/** A CV upload: PDF, DOC or DOCX (the brochures' types and magic bytes, schemas/material.ts) up to 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** How long a duplicate application is refused: the same e-mail, the same job, within these days. */
export const DUPLICATE_WINDOW_DAYS = 30;

export const APPLICATION_MESSAGES = {
  fullName: "Full name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  position: "Position is required",
  coverLetterMin: "Cover letter should be at least 50 characters",
  coverLetterMax: "Cover letter should not exceed 1000 characters",
  resume: "Resume link is required",
  resumeOrFile: "Please upload your CV or give a link to it",
  unsupported: "Unsupported file type",
  tooLarge: "File is too large (max 5 MB)",
  consent: "Please agree to the privacy notice to apply",
  duplicate:
    "You have already applied for this position. We have your application and will be in touch; there is no need to apply again.",
  noJob: "No job selected. Please try again.",
  noteRequired: "Write a note before saving it",
  noteRepeated: "You just added this note. It is saved once.",
  successTitle: "Application submitted",
  successText: "We've received your application and will be in touch soon.",
  failureTitle: "Something went wrong",
  failureText: "Failed to submit your application. Please try again later.",
} as const;

/** The Applications filter offers every status but pending (the spec: "pending is not offered in the filter"). */
export const FILTER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== "pending");

export const APPLICATION_STATUS_TOASTS = {
  new: "Applicant has been marked as new",
  reviewing: "Applicant has been under review",
  interview: "Applicant has been moved to interview stage",
  rejected: "Applicant has been rejected",
  hired: "Applicant has been hired",
  pending: "Applicant has been set to pending",
} as const;
