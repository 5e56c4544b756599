// Marketing materials: the form's rules, and which files each type accepts (by extension, type and content).
import { z } from "~/platform/zod";
import { booleanField, enumField, HIDDEN_CHARACTERS_MESSAGE, optionalText, visibleText } from "~/schemas/fields";
import { HIDDEN_CHARACTERS_GLOBAL } from "~/platform/hidden-characters";
import { MATERIAL_TYPES } from "~/schemas/vocabulary";

export const MATERIAL_MESSAGES = {
  type: "Please select a material type",
  title: "Title is required",
  fileUrl: "Please enter a valid URL to the file",
  fileName: "File name is required",
  unsupported: "Unsupported file type",
  tooLarge: "File is too large (max 20 MB)",
  uploadFailedTitle: "Upload Failed",
  uploadFailedText: "There was a problem processing your file.",
  loadError: "Error Loading Materials",
  activeTitle: "Set as active",
  deactivatedTitle: "Deactivated",
} as const;

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const UPLOAD_DEFAULTS = {
  brochure: { title: "Company Brochure", description: "Official company brochure with services and offerings" },
  "pitch-deck": { title: "Pitch Deck", description: "Company presentation for potential clients" },
} as const;

type Kind = { contentTypes: string[]; magic: "pdf" | "ole" | "zip" };
const PDF: Kind = { contentTypes: ["application/pdf"], magic: "pdf" };
const DOC: Kind = { contentTypes: ["application/msword"], magic: "ole" };
const DOCX: Kind = {
  contentTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  magic: "zip",
};
const PPT: Kind = { contentTypes: ["application/vnd.ms-powerpoint"], magic: "ole" };
const PPTX: Kind = {
  contentTypes: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  magic: "zip",
};

export const ACCEPTED_FILES = {
  brochure: { ".pdf": PDF, ".doc": DOC, ".docx": DOCX },
  "pitch-deck": { ".pdf": PDF, ".ppt": PPT, ".pptx": PPTX },
} as const;

/** The `accept` attribute of each type's file input. */
export function acceptAttribute(type: keyof typeof ACCEPTED_FILES): string {
  return acceptList(ACCEPTED_FILES[type]);
}

/** The `accept` attribute for any list of accepted files. */
export function acceptList(accepted: Record<string, Kind>): string {
  return Object.entries(accepted)
    .flatMap(([ext, kind]) => [ext, ...kind.contentTypes])
    .join(",");
}

const MAGIC = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // Office 97-2003 compound file
  zip: [0x50, 0x4b, 0x03, 0x04], // Office Open XML is a zip
} as const;

/**
 * The canonical content type when the name's extension, the declared type and the first bytes all agree
 * on a file this material type accepts; otherwise null.
 */
export function checkUpload(
  type: keyof typeof ACCEPTED_FILES,
  fileName: string,
  declaredType: string,
  head: Uint8Array,
): string | null {
  return matchUpload(ACCEPTED_FILES[type], fileName, declaredType, head);
}

/** The same check against any list of accepted files (a material type's, or a CV's). */
export function matchUpload(
  accepted: Record<string, Kind>,
  fileName: string,
  declaredType: string,
  head: Uint8Array,
): string | null {
  const ext = fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? "";
  const kind = accepted[ext];
  if (!kind) return null;
  const declared = declaredType.toLowerCase().split(";")[0]!.trim();
  // Some browsers send a generic type for Office files; an explicit wrong type is refused.
  if (declared && declared !== "application/octet-stream" && !kind.contentTypes.includes(declared)) return null;
  const magic = MAGIC[kind.magic];
  if (head.length < magic.length || magic.some((b, i) => head[i] !== b)) return null;
  return kind.contentTypes[0]!;
}

/** File names as stored and sent back in Content-Disposition: no paths and no control characters. */
export function stripFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
}

/**
 * An uploaded file's name, cleaned, and never with bidirectional overrides or isolates ("invoice\u202Efdp.exe"
 * reads as "invoiceexe.pdf"; uploads with them are refused first, so this only guards older callers); a file
 * whose name cleans to nothing is still called something.
 */
export function cleanFileName(name: string): string {
  return stripFileName(name).replace(HIDDEN_CHARACTERS_GLOBAL, "") || "file";
}

const fileUrlField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: MATERIAL_MESSAGES.fileUrl })
    .max(2000, MATERIAL_MESSAGES.fileUrl)
    .url(MATERIAL_MESSAGES.fileUrl)
    .refine((u) => /^https?:\/\//i.test(u), MATERIAL_MESSAGES.fileUrl)
    .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
);

export const materialSchema = z.object({
  type: enumField(MATERIAL_TYPES, MATERIAL_MESSAGES.type),
  title: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: MATERIAL_MESSAGES.title })
      .min(1, MATERIAL_MESSAGES.title)
      .max(200)
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  ),
  description: optionalText(1000),
  file_url: fileUrlField,
  // stripFileName drops paths and control characters; a bidirectional control is refused, not silently removed.
  file_name: z.preprocess(
    (v) => (typeof v === "string" ? stripFileName(v) : v),
    z
      .string({ error: MATERIAL_MESSAGES.fileName })
      .min(1, MATERIAL_MESSAGES.fileName)
      .refine(visibleText, HIDDEN_CHARACTERS_MESSAGE),
  ),
  active: booleanField.default(true),
});

/**
 * Editing a material, from the screen or PATCH /api: the type never changes, and the link is optional here
 * because an upload has none (a link material without one is refused by updateMaterial).
 */
export const materialEditSchema = materialSchema.omit({ type: true, file_url: true }).extend({
  file_url: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), fileUrlField.optional()),
});
export type MaterialEditInput = z.infer<typeof materialEditSchema>;

export const activeOnlySchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });
export type MaterialInput = z.infer<typeof materialSchema>;
