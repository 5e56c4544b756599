// GET /api/team/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import { teamApi } from "~/server/proof-api.server";

export const loader = teamApi.record.loader;
export const action = teamApi.record.action;
