// GET /api/team (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import { teamApi } from "~/server/proof-api.server";

export const loader = teamApi.list.loader;
export const action = teamApi.list.action;
