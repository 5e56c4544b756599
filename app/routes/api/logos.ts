// GET /api/logos (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/logos";
import { logosApi } from "~/server/proof-api.server";

export const loader = ({ request }: Route.LoaderArgs) => logosApi.list(request);
export const action = ({ request }: Route.ActionArgs) => logosApi.create(request);
