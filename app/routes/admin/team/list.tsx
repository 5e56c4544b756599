// /admin/team, for editors and admins: the people in the Leadership section of /about, in their order, with the
// publish switch, Up and Down, Edit (the full-page editor) and Delete.
import type { Route } from "./+types/list";
import { requireRole } from "~/server/auth.server";
import { adminMeta } from "~/components/admin/meta";
import { proofListAction, proofListData } from "~/routes/admin/proof/proof.server";
import { teamScreen } from "~/routes/admin/proof/screens.server";
import { ProofList } from "~/routes/admin/proof/proof-list";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = {
  title: "Team",
  description: "The people in the Leadership section of the About page, in this order. Published ones are shown.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const { rows, target } = await proofListData(request, teamScreen.collection);
  return {
    rows: rows.map((m) => ({ id: m.id, title: m.name, published: m.published, detail: m.role })),
    target: target && { id: target.id, title: target.name },
  };
}

export const action = proofListAction(teamScreen);

export default function Team({ loaderData: { rows, target } }: Route.ComponentProps) {
  return (
    <ProofList
      {...SCREEN}
      path="/admin/team"
      newLabel="New Team Member"
      label="Team"
      empty="No team members yet."
      noun="Team member"
      rows={rows}
      target={target}
    />
  );
}
