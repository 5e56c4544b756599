// GET /api/logos (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import { logosApi } from "~/server/proof-api.server";

export const loader = logosApi.list.loader;
export const action = logosApi.list.action;
