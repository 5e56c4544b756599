// /admin/logos, for editors and admins: the client and certification logos of the strip on home and about, in
// their order, with the publish switch, Up and Down, Edit (the full-page editor) and Delete.
import type { Route } from "./+types/list";
import { requireRole } from "~/server/auth.server";
import { adminMeta } from "~/components/admin/meta";
import { proofListAction, proofListData } from "~/routes/admin/proof/proof.server";
import { logoScreen } from "~/routes/admin/proof/screens.server";
import { ProofList } from "~/routes/admin/proof/proof-list";
import { isLogoKind, LOGO_KIND_LABELS } from "~/schemas/vocabulary";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = {
  title: "Logos",
  description: "Client and certification logos in the strip on the Home and About pages, in this order.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const { rows, target } = await proofListData(request, logoScreen.collection);
  return {
    rows: rows.map((l) => ({
      id: l.id,
      title: l.name,
      published: l.published,
      detail: `${isLogoKind(l.kind) ? LOGO_KIND_LABELS[l.kind] : l.kind}${l.linkUrl ? ` · ${l.linkUrl}` : ""}`,
    })),
    target: target && { id: target.id, title: target.name },
  };
}

export const action = proofListAction(logoScreen);

export default function Logos({ loaderData: { rows, target } }: Route.ComponentProps) {
  return (
    <ProofList
      {...SCREEN}
      path="/admin/logos"
      newLabel="New Logo"
      label="Logos"
      empty="No logos yet."
      noun="Logo"
      rows={rows}
      target={target}
    />
  );
}
