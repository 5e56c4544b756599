// GET /api/team (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/team";
import { teamApi } from "~/server/proof-api.server";

export const loader = ({ request }: Route.LoaderArgs) => teamApi.list(request);
export const action = ({ request }: Route.ActionArgs) => teamApi.create(request);
