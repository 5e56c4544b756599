// A prerendered page's view, as its beacon sends it (POST /api/views, from app/behaviour/views.ts).
import { z } from "~/platform/zod";
import { PRERENDERED_PATHS } from "~/platform/site";

/** A referrer longer than this is not a real page's address; the host is all that is kept anyway. */
const MAX_REFERRER = 2_048;

export const beaconSchema = z.object({
  path: z
    .string({ error: "Path is required" })
    .transform((path) => path.toLowerCase())
    .refine((path) => PRERENDERED_PATHS.includes(path), "Not a page that counts its views with a beacon"),
  referrer: z
    .string()
    .max(MAX_REFERRER, `Must be at most ${MAX_REFERRER} characters`)
    .optional()
    .transform((referrer) => referrer ?? ""),
});
