// GET /api/team/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/team.$id";
import { teamApi } from "~/server/proof-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => teamApi.read(request, params.id);
export const action = ({ request, params }: Route.ActionArgs) => teamApi.write(request, params.id);
