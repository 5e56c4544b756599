// Marketing materials (brochure, pitch deck): the active one per type and what the public site reads of it.
import { and, eq } from "drizzle-orm";
import { MATERIAL_TYPES, marketingMaterials, type MarketingMaterial } from "~/db/schema";
import { db } from "~/lib/db.server";

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
    console.error("Failed to load downloadable materials.", error);
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
