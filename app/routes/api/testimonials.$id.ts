// GET /api/testimonials/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import { testimonialsApi } from "~/server/proof-api.server";

export const loader = testimonialsApi.record.loader;
export const action = testimonialsApi.record.action;
