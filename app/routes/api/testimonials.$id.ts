// GET /api/testimonials/{id}, PATCH (only the fields it names) and DELETE (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/testimonials.$id";
import { testimonialsApi } from "~/server/proof-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => testimonialsApi.read(request, params.id);
export const action = ({ request, params }: Route.ActionArgs) => testimonialsApi.write(request, params.id);
