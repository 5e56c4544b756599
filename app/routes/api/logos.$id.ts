// GET /api/logos/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/logos.$id";
import { logosApi } from "~/server/proof-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => logosApi.read(request, params.id);
export const action = ({ request, params }: Route.ActionArgs) => logosApi.write(request, params.id);
