// /admin/testimonials, for editors and admins: the home carousel's quotes in their order, with the publish switch,
// Up and Down, Edit (the full-page editor) and Delete.
import type { Route } from "./+types/list";
import { requireRole } from "~/server/auth.server";
import { adminMeta } from "~/components/admin/meta";
import { proofListAction, proofListData } from "~/routes/admin/proof/proof.server";
import { testimonialScreen } from "~/routes/admin/proof/screens.server";
import { ProofList } from "~/routes/admin/proof/proof-list";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = {
  title: "Testimonials",
  description: "The quotes in the home page's carousel, in this order. Published ones are shown.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const { rows, target } = await proofListData(request, testimonialScreen.collection);
  return {
    rows: rows.map((t) => ({
      id: t.id,
      title: t.author,
      published: t.published,
      detail: `${t.rating} / 5 · ${[t.title, t.company].filter(Boolean).join(", ")} · ${t.content.slice(0, 90)}`,
    })),
    target: target && { id: target.id, title: target.author },
  };
}

export const action = proofListAction(testimonialScreen);

export default function Testimonials({ loaderData: { rows, target } }: Route.ComponentProps) {
  return (
    <ProofList
      {...SCREEN}
      path="/admin/testimonials"
      newLabel="New Testimonial"
      label="Testimonials"
      empty="No testimonials yet."
      noun="Testimonial"
      rows={rows}
      target={target}
    />
  );
}
