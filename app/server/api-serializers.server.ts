// The JSON shapes of /api (spec section 7): field names exactly as the spec writes them, snake_case included.
// Only /api routes (and pages that reuse a shape) read these; models return plain rows.
import { href } from "react-router";
import type { Application, BlogCategory, Contact, Job, Material, Post, Subscriber } from "~/db/schema";
import type { StaffUser } from "~/db/schema";
import { postCategory, readMinutes } from "~/schemas/blog-post";
import { toLines } from "~/schemas/job";
import { isPrimaryAdminEmail } from "~/models/users.server";

export function toApiJob(j: Job) {
  return {
    id: j.id,
    title: j.title,
    department: j.department,
    location: j.location,
    type: j.type,
    salary: j.salary,
    description: j.description,
    responsibilities: toLines(j.responsibilities),
    requirements: toLines(j.requirements),
    category: j.category,
    published: j.published,
    publishedAt: j.publishedAt ? j.publishedAt.toISOString() : null,
    closesAt: j.closesAt ? j.closesAt.toISOString() : null,
    language: j.language,
    translationOf: j.translationOf,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

/** The JSON form of a user for /api, with the spec's field names. */
export function toApiUser(user: StaffUser) {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    name: user.name,
    role: user.role,
    isAdmin: user.role === "admin",
    isPrimary: isPrimaryAdminEmail(user.email),
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    /** Waiting for the invitee to choose a password (User Management's "Invited"). */
    invited: user.invitedAt !== null,
  };
}

/** The JSON form of a material for /api, with the spec's field names. Uploads are fetched through /api/download. */
export function toApiMaterial(m: Material) {
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    description: m.description,
    file_url: m.fileUrl ?? href("/api/download/:type", { type: m.type }),
    file_name: m.fileName,
    file_size: m.fileSize,
    content_type: m.contentType,
    active: m.active,
    uploaded_at: m.uploadedAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function toApiApplication(a: Application & { department?: string | null }) {
  return {
    id: a.id,
    jobId: a.jobId,
    position: a.position,
    department: a.department ?? null,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    coverLetter: a.coverLetter,
    resume: a.resume,
    // The uploaded CV, which staff download from the back office (never a public URL).
    resumeFile: a.resumeKey
      ? { name: a.resumeFileName, size: a.resumeFileSize, contentType: a.resumeContentType }
      : null,
    consentAt: a.consentAt ? a.consentAt.toISOString() : null,
    anonymizedAt: a.anonymizedAt ? a.anonymizedAt.toISOString() : null,
    status: a.status,
    // The staff member who looks after it (the hiring board's owner), or null.
    ownerId: a.ownerId ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The JSON form of an enquiry for /api. */
export function toApiContact(c: Contact) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    company: c.company,
    phone: c.phone,
    interest: c.interest,
    message: c.message,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    // The enquiry pipeline (issue 31, docs/decisions/0034): the sales stage beside the inbox status.
    stage: c.stage,
    lostReason: c.lostReason,
    ownerId: c.ownerId,
    followUpOn: c.followUpOn,
    estimatedValue: c.estimatedValue,
    teamSize: c.teamSize,
    stageChangedAt: (c.stageChangedAt ?? c.createdAt).toISOString(),
  };
}

export function toApiSubscriber(s: Subscriber) {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    status: s.status,
    subscribed_at: s.subscribedAt.toISOString(),
  };
}

/** An uploaded blog image for /api and the editor's media list. */
export function toApiBlogImage(i: {
  id: number;
  url: string;
  fileName: string;
  width: number;
  height: number;
  size: number;
  createdAt: Date;
  inUse: boolean;
}) {
  return {
    id: i.id,
    url: i.url,
    fileName: i.fileName,
    width: i.width,
    height: i.height,
    size: i.size,
    inUse: i.inUse,
    createdAt: i.createdAt.toISOString(),
  };
}

/**
 * The JSON form of a post for /api, with the spec's field names and its derived values. `category` is the badge's
 * English words (the chosen category's name, else the spec's derived one); `categorySlug` the chosen category, or
 * null (docs/decisions/0026).
 */
export function toApiPost(p: Post, categories: readonly BlogCategory[]) {
  const chosen = p.categoryId === null ? undefined : categories.find((c) => c.id === p.categoryId);
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    content: p.content,
    author: p.author,
    imageUrl: p.imageUrl,
    metaDescription: p.metaDescription,
    socialImageUrl: p.socialImageUrl,
    published: p.published,
    publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
    /** The language it is written in (en, es) and the id of the post it translates, or null. */
    language: p.language,
    translationOf: p.translationOf,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    category: chosen?.nameEn ?? postCategory(p.title),
    categorySlug: chosen?.slug ?? null,
    readTime: readMinutes(p.content),
  };
}

// What a PATCH is merged onto: the record as GET answers it, limited to the fields its schema reads. The PATCH's
// named fields replace these and the whole record is validated with the one schema (decisions.md: PATCH is
// partial), so a field left out stays as it is.
function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<T, K>;
}

const POST_INPUT = ["title", "slug", "author", "excerpt", "imageUrl", "metaDescription", "socialImageUrl"] as const;
export const postInputOf = (p: Post, categories: readonly BlogCategory[]) =>
  pick(toApiPost(p, categories), [
    ...POST_INPUT,
    "content",
    "published",
    "publishedAt",
    "language",
    "translationOf",
    "categorySlug",
  ]);

const JOB_INPUT = ["title", "department", "location", "type", "salary", "description", "category"] as const;
export const jobInputOf = (j: Job) =>
  pick(toApiJob(j), [
    ...JOB_INPUT,
    "responsibilities",
    "requirements",
    "published",
    "closesAt",
    "language",
    "translationOf",
  ]);

/** A material that is a link keeps its link; an upload stays an upload unless the PATCH names a link. */
export const materialInputOf = (m: Material) => ({
  ...pick(toApiMaterial(m), ["title", "description", "file_name", "active"] as const),
  ...(m.fileUrl ? { file_url: m.fileUrl } : {}),
});
