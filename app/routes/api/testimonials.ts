// GET /api/testimonials (published rows; every row for staff) and POST (editors and admins): app/server/proof-api.server.ts.
import type { Route } from "./+types/testimonials";
import { testimonialsApi } from "~/server/proof-api.server";

export const loader = ({ request }: Route.LoaderArgs) => testimonialsApi.list(request);
export const action = ({ request }: Route.ActionArgs) => testimonialsApi.create(request);
