// GET /api/testimonials (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import { testimonialsApi } from "~/server/proof-api.server";

export const loader = testimonialsApi.list.loader;
export const action = testimonialsApi.list.action;
