// The field rules the proof collections share (testimonials, team members, logos: docs/decisions/0025): a Spanish
// twin of a text (blank reads the English), a safe https link, an image from the media library or the demo's own
// drawings, the list position and the published switch.
import { z } from "~/platform/zod";
import { booleanField, optionalText } from "~/schemas/fields";

/** A Spanish text beside its English: optional, stored as '' when blank (the page then shows the English). */
export const spanishText = (max: number) => optionalText(max).transform((v) => v ?? "");

/** Where a public list puts a row (ascending; ties by id). Absent on create: after the last one. */
export const positionField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "Position must be a whole number from 0 to 100000" })
    .int("Position must be a whole number from 0 to 100000")
    .min(0, "Position must be a whole number from 0 to 100000")
    .max(100_000, "Position must be a whole number from 0 to 100000")
    .optional(),
);

export const publishedField = booleanField;

/**
 * An https address a visitor may follow: parsed as a URL, no user name or password in it, at most 500 characters.
 * `hosts`: the host names (and their subdomains) it must be on, when it has to be one site's (LinkedIn).
 */
export const httpsLinkField = (message: string, hosts?: readonly string[]) =>
  z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : v === "" || v === null ? undefined : v),
      z
        .string({ error: message })
        .max(500, message)
        .refine((v) => isSafeHttpsUrl(v, hosts), message)
        .optional(),
    )
    .transform((v) => v ?? null);

export function isSafeHttpsUrl(value: string, hosts?: readonly string[]): boolean {
  if (!/^https:\/\/[^\s<>"'`\\]+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return false;
  const host = url.hostname.toLowerCase();
  return !hosts || hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** A media library image (/media/blog/{uuid}.{ext}, uploaded with the blog's checks) or a demo drawing. */
const IMAGE_PATH =
  /^(\/media\/blog\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif)|\/images\/proof\/[a-z0-9-]{1,60}\.svg)$/;

export const IMAGE_MESSAGE = "Choose an image from the media library (upload one: JPEG, PNG, WebP, GIF or AVIF)";

export const isProofImagePath = (value: string) => IMAGE_PATH.test(value);

export const imagePathField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string({ error: IMAGE_MESSAGE }).refine(isProofImagePath, IMAGE_MESSAGE),
);

export const optionalImagePathField = z
  .preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : v === "" || v === null ? undefined : v),
    z.string({ error: IMAGE_MESSAGE }).refine(isProofImagePath, IMAGE_MESSAGE).optional(),
  )
  .transform((v) => v ?? null);
