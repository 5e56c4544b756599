// GET /api/logos/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import { logosApi } from "~/server/proof-api.server";

export const loader = logosApi.record.loader;
export const action = logosApi.record.action;
