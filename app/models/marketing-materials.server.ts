// Marketing materials (brochure, pitch deck): the active one per type and what the public site reads of it.
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { MATERIAL_TYPES, marketingMaterials, type MarketingMaterial } from "~/db/schema";
import { db } from "~/lib/db.server";
import { bindings } from "~/lib/env.server";
import { HttpError, notFound } from "~/lib/errors.server";
import { checkUpload, cleanFileName, MATERIAL_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_DEFAULTS, type MaterialInput } from "~/schemas/material";
import { HIDDEN_CHARACTERS_MESSAGE, visibleText } from "~/schemas/hidden-characters";
import { logError } from "~/lib/request-store.server";

export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const DEFAULT_MATERIAL_DESCRIPTIONS: Record<MaterialType, string> = {
  brochure: "Official company brochure with services and offerings",
  "pitch-deck": "Company presentation for potential clients",
};

export function isMaterialType(value: unknown): value is MaterialType {
  return typeof value === "string" && (MATERIAL_TYPES as readonly string[]).includes(value);
}

export async function getActiveMaterial(type: MaterialType): Promise<MarketingMaterial | undefined> {
  const [material] = await db()
    .select()
    .from(marketingMaterials)
    .where(and(eq(marketingMaterials.type, type), eq(marketingMaterials.active, true)))
    .limit(1);
  return material;
}

/** The description of each type's active material, or the default text when there is none or the read fails. */
export async function getResourceDescriptions(): Promise<Record<MaterialType, { description: string; available: boolean }>> {
  try {
    const rows = await db()
      .select({ type: marketingMaterials.type, description: marketingMaterials.description })
      .from(marketingMaterials)
      .where(eq(marketingMaterials.active, true));
    const of = (type: MaterialType) => {
      const row = rows.find((r) => r.type === type);
      return { description: row?.description?.trim() || DEFAULT_MATERIAL_DESCRIPTIONS[type], available: Boolean(row) };
    };
    return { brochure: of("brochure"), "pitch-deck": of("pitch-deck") };
  } catch (error) {
    logError(error, { what: "could not load downloadable materials" });
    return {
      brochure: { description: DEFAULT_MATERIAL_DESCRIPTIONS.brochure, available: false },
      "pitch-deck": { description: DEFAULT_MATERIAL_DESCRIPTIONS["pitch-deck"], available: false },
    };
  }
}

/** The JSON form of a material for /api, with the spec's field names. Uploads are fetched through /api/download. */
export function toApiMaterial(m: MarketingMaterial) {
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    description: m.description,
    file_url: m.fileUrl ?? `/api/download/${m.type}`,
    file_name: m.fileName,
    file_size: m.fileSize,
    content_type: m.contentType,
    active: m.active,
    uploaded_at: m.uploadedAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export async function listMaterials(): Promise<MarketingMaterial[]> {
  return db().select().from(marketingMaterials).orderBy(asc(marketingMaterials.type), desc(marketingMaterials.uploadedAt), desc(marketingMaterials.id));
}

export async function getMaterial(id: number): Promise<MarketingMaterial> {
  const [row] = await db().select().from(marketingMaterials).where(eq(marketingMaterials.id, id)).limit(1);
  if (!row) throw notFound("Material not found");
  return row;
}

/** The statement that makes every other material of the type inactive; run in the same batch as the change. */
function deactivateOthers(type: MaterialType, exceptId?: number) {
  const where = exceptId ? and(eq(marketingMaterials.type, type), ne(marketingMaterials.id, exceptId)) : eq(marketingMaterials.type, type);
  return db().update(marketingMaterials).set({ active: false, updatedAt: new Date() }).where(and(where, eq(marketingMaterials.active, true)));
}

/**
 * Makes one material the active download of its type, or not. Activation and the deactivation of the others
 * run as one D1 batch (a transaction), and the partial unique index refuses a second active row whatever
 * the order or concurrency of requests.
 */
export async function setMaterialActive(id: number, active: boolean): Promise<MarketingMaterial> {
  const current = await getMaterial(id);
  const d = db();
  if (!active) {
    const [row] = await d.update(marketingMaterials).set({ active: false, updatedAt: new Date() }).where(eq(marketingMaterials.id, id)).returning();
    return row!;
  }
  const [, [row]] = await d.batch([
    deactivateOthers(current.type, id),
    d.update(marketingMaterials).set({ active: true, updatedAt: new Date() }).where(eq(marketingMaterials.id, id)).returning(),
  ]);
  if (!row) throw notFound("Material not found");
  return row;
}

/** A material that links to a file elsewhere. */
export async function createLinkMaterial(input: MaterialInput): Promise<MarketingMaterial> {
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
  const [, [row]] = await d.batch([deactivateOthers(input.type), d.insert(marketingMaterials).values(values).returning()]);
  return row!;
}

/** Checks an uploaded file's size, name, declared type and first bytes; returns its content type. */
export async function checkUploadedFile(type: MaterialType, file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, MATERIAL_MESSAGES.tooLarge);
  // The name is shown in the back office and sent back in Content-Disposition: no disguised extensions.
  if (!visibleText(file.name)) throw new HttpError(400, HIDDEN_CHARACTERS_MESSAGE);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const contentType = checkUpload(type, file.name, file.type, head);
  if (!contentType || file.size === 0) throw new HttpError(415, MATERIAL_MESSAGES.unsupported);
  return contentType;
}

async function putObject(type: MaterialType, file: File, contentType: string): Promise<string> {
  const key = `materials/${type}/${crypto.randomUUID()}`;
  await bindings().FILES.put(key, file.stream(), { httpMetadata: { contentType } });
  return key;
}

async function removeObject(key: string | null) {
  if (!key) return;
  try {
    await bindings().FILES.delete(key);
  } catch (error) {
    logError(error, { what: "could not delete R2 object", key });
  }
}

/**
 * An upload: the file is checked, streamed to R2, and a new active material of the type is recorded with the
 * spec's default title and description. If the database write fails, the object is removed again.
 */
export async function uploadMaterial(type: MaterialType, file: File): Promise<MarketingMaterial> {
  const contentType = await checkUploadedFile(type, file);
  const key = await putObject(type, file, contentType);
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
    await removeObject(key);
    throw error;
  }
}

/**
 * Edits a material; its type never changes. A link's URL may change; an upload keeps its object unless a
 * replacement file comes with the edit, which replaces the object (and turns a link into an upload).
 */
export async function updateMaterial(
  id: number,
  input: Omit<MaterialInput, "file_url" | "type"> & { file_url?: string },
  replacement?: File | null,
): Promise<MarketingMaterial> {
  const current = await getMaterial(id);
  let newKey: string | null = null;
  let upload: { r2Key: string; fileUrl: null; fileSize: number; contentType: string; fileName: string; uploadedAt: Date } | null = null;
  if (replacement && replacement.size > 0) {
    const contentType = await checkUploadedFile(current.type, replacement);
    newKey = await putObject(current.type, replacement, contentType);
    upload = { r2Key: newKey, fileUrl: null, fileSize: replacement.size, contentType, fileName: cleanFileName(replacement.name), uploadedAt: new Date() };
  }
  const changes = {
    title: input.title,
    description: input.description,
    fileName: input.file_name,
    active: input.active,
    updatedAt: new Date(),
    ...(current.r2Key || upload ? {} : { fileUrl: input.file_url ?? current.fileUrl }),
    ...(upload ?? {}),
  };
  try {
    const d = db();
    const update = d.update(marketingMaterials).set(changes).where(eq(marketingMaterials.id, id)).returning();
    const [row] = input.active ? (await d.batch([deactivateOthers(current.type, id), update]))[1] : await update;
    if (upload) await removeObject(current.r2Key);
    return row!;
  } catch (error) {
    await removeObject(newKey);
    throw error;
  }
}

/** Deletes the material and, for an upload, its object in R2. */
export async function deleteMaterial(id: number): Promise<void> {
  const [row] = await db().delete(marketingMaterials).where(eq(marketingMaterials.id, id)).returning();
  if (!row) throw notFound("Material not found");
  await removeObject(row.r2Key);
}
