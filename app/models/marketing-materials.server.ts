// Marketing materials (brochure, pitch deck): the active one per type and what the public site reads of it.
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { marketingMaterials, type Material } from "~/db/schema";
import { db, findById, found } from "~/db/client.server";
import { notFound, validationFailed } from "~/platform/errors.server";
import {
  checkUpload,
  cleanFileName,
  MATERIAL_MESSAGES,
  MAX_UPLOAD_BYTES,
  UPLOAD_DEFAULTS,
  type MaterialEditInput,
  type MaterialInput,
} from "~/schemas/material";
import { logError } from "~/platform/request-telemetry.server";
import { type MaterialType } from "~/schemas/vocabulary";
import { checkFile, putFile, removeFile } from "~/platform/files.server";
import { catalogue } from "~/i18n/catalogue";

/** What a type's file is when its active material has no description of its own (the English site's words). */
export const DEFAULT_MATERIAL_DESCRIPTIONS: Record<MaterialType, string> =
  catalogue("en").pages.about.resources.descriptions;

export async function getActiveMaterial(type: MaterialType): Promise<Material | undefined> {
  const [material] = await db()
    .select()
    .from(marketingMaterials)
    .where(and(eq(marketingMaterials.type, type), eq(marketingMaterials.active, true)))
    .limit(1);
  return material;
}

/** The active materials' types and descriptions, as a query (for a page's one batched read). */
export function activeMaterialsQuery() {
  return db()
    .select({ type: marketingMaterials.type, description: marketingMaterials.description })
    .from(marketingMaterials)
    .where(eq(marketingMaterials.active, true));
}

type ResourceDescriptions = Record<MaterialType, { description: string; available: boolean }>;

/** Each type's description (the default text when it has none) and whether a file is there, from that query's rows. */
export function resourceDescriptionsOf(
  rows: { type: MaterialType; description: string | null }[],
): ResourceDescriptions {
  const of = (type: MaterialType) => {
    const row = rows.find((r) => r.type === type);
    return { description: row?.description?.trim() || DEFAULT_MATERIAL_DESCRIPTIONS[type], available: Boolean(row) };
  };
  return { brochure: of("brochure"), "pitch-deck": of("pitch-deck") };
}

/** The description of each type's active material, or the default text when there is none or the read fails. */
export async function getResourceDescriptions(): Promise<ResourceDescriptions> {
  try {
    return resourceDescriptionsOf(await activeMaterialsQuery());
  } catch (error) {
    logError(error, { what: "could not load downloadable materials" });
    return resourceDescriptionsOf([]);
  }
}

export async function listMaterials(): Promise<Material[]> {
  return db()
    .select()
    .from(marketingMaterials)
    .orderBy(asc(marketingMaterials.type), desc(marketingMaterials.uploadedAt), desc(marketingMaterials.id));
}

export const findMaterial = (id: number): Promise<Material | null> => findById(marketingMaterials, id);

export const getMaterial = async (id: number): Promise<Material> => found(await findMaterial(id), "Material not found");

/** The statement that makes every other material of the type inactive; run in the same batch as the change. */
function deactivateOthers(type: MaterialType | SQL, exceptId?: number) {
  const where = exceptId
    ? and(eq(marketingMaterials.type, type), ne(marketingMaterials.id, exceptId))
    : eq(marketingMaterials.type, type);
  return db()
    .update(marketingMaterials)
    .set({ active: false, updatedAt: new Date() })
    .where(and(where, eq(marketingMaterials.active, true)));
}

/**
 * Makes one material the active download of its type, or not. Activation and the deactivation of the others
 * (of the row's own type, read inside the same statement) run as one D1 batch, and the partial unique index
 * refuses a second active row whatever the order or concurrency of requests.
 */
export async function setMaterialActive(id: number, active: boolean): Promise<Material> {
  const d = db();
  const set = d
    .update(marketingMaterials)
    .set({ active, updatedAt: new Date() })
    .where(eq(marketingMaterials.id, id))
    .returning();
  const ownType = sql`(SELECT ${marketingMaterials.type} FROM ${marketingMaterials} WHERE ${marketingMaterials.id} = ${id})`;
  const [row] = active ? (await d.batch([deactivateOthers(ownType, id), set]))[1] : await set;
  if (!row) throw notFound("Material not found");
  return row;
}

/** Checks an uploaded brochure or deck against the type's accepted files; returns its content type. */
function checkMaterialFile(type: MaterialType, file: File): Promise<string> {
  const accepts = (name: string, declared: string, head: Uint8Array) => checkUpload(type, name, declared, head);
  return checkFile(file, {
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge: MATERIAL_MESSAGES.tooLarge,
    unsupported: MATERIAL_MESSAGES.unsupported,
    accepts,
  });
}

/** A material that links to a file elsewhere. */
export async function createLinkMaterial(input: MaterialInput): Promise<Material> {
  const d = db();
  const values = {
    type: input.type,
    title: input.title,
    description: input.description,
    fileUrl: input.file_url,
    fileName: input.file_name,
    active: input.active,
  };
  if (!input.active) {
    const [row] = await d.insert(marketingMaterials).values(values).returning();
    return row!;
  }
  const [, [row]] = await d.batch([
    deactivateOthers(input.type),
    d.insert(marketingMaterials).values(values).returning(),
  ]);
  return row!;
}

/**
 * An upload: the file is checked, streamed to R2, and a new active material of the type is recorded with the
 * spec's default title and description. If the database write fails, the object is removed again.
 */
export async function uploadMaterial(type: MaterialType, file: File): Promise<Material> {
  const contentType = await checkMaterialFile(type, file);
  const key = await putFile(`materials/${type}`, file, contentType);
  try {
    const d = db();
    const [, [row]] = await d.batch([
      deactivateOthers(type),
      d
        .insert(marketingMaterials)
        .values({
          type,
          title: UPLOAD_DEFAULTS[type].title,
          description: UPLOAD_DEFAULTS[type].description,
          r2Key: key,
          fileName: cleanFileName(file.name),
          fileSize: file.size,
          contentType,
          active: true,
        })
        .returning(),
    ]);
    return row!;
  } catch (error) {
    await removeFile(key);
    throw error;
  }
}

/**
 * Edits a material; its type never changes. A link's URL may change; an upload keeps its object unless a
 * replacement file comes with the edit, which replaces the object (and turns a link into an upload), or the edit
 * names a link (the API: a form for an upload has no URL field), which turns the upload into that link.
 */
export async function updateMaterial(
  id: number,
  input: MaterialEditInput,
  replacement?: File | null,
): Promise<Material> {
  const current = await getMaterial(id);
  const replacing = Boolean(replacement && replacement.size > 0);
  if (!current.r2Key && !replacing && !input.file_url)
    throw validationFailed({ file_url: [MATERIAL_MESSAGES.fileUrl] });
  let newKey: string | null = null;
  let upload: {
    r2Key: string;
    fileUrl: null;
    fileSize: number;
    contentType: string;
    fileName: string;
    uploadedAt: Date;
  } | null = null;
  if (replacement && replacing) {
    const contentType = await checkMaterialFile(current.type, replacement);
    newKey = await putFile(`materials/${current.type}`, replacement, contentType);
    upload = {
      r2Key: newKey,
      fileUrl: null,
      fileSize: replacement.size,
      contentType,
      fileName: cleanFileName(replacement.name),
      uploadedAt: new Date(),
    };
  }
  // A link stays (or becomes) one when no file comes: it was a link, or the edit names one. An upload turned into a
  // link loses its object once the row names the link.
  const asLink = !upload && (!current.r2Key || Boolean(input.file_url));
  const changes = {
    title: input.title,
    description: input.description,
    fileName: input.file_name,
    active: input.active,
    updatedAt: new Date(),
    ...(asLink ? { fileUrl: input.file_url ?? current.fileUrl, r2Key: null, fileSize: null, contentType: null } : {}),
    ...(upload ?? {}),
  };
  try {
    const d = db();
    const update = d.update(marketingMaterials).set(changes).where(eq(marketingMaterials.id, id)).returning();
    const [row] = input.active ? (await d.batch([deactivateOthers(current.type, id), update]))[1] : await update;
    if (upload || asLink) await removeFile(current.r2Key);
    return row!;
  } catch (error) {
    await removeFile(newKey);
    throw error;
  }
}

/** Deletes the material and, for an upload, its object in R2. */
export async function deleteMaterial(id: number): Promise<void> {
  const [row] = await db().delete(marketingMaterials).where(eq(marketingMaterials.id, id)).returning();
  if (!row) throw notFound("Material not found");
  await removeFile(row.r2Key);
}
