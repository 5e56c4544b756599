// The proof editors' page title (testimonials, team, logos), which their route modules' meta share.
import { adminMeta } from "~/components/admin/meta";

/** The row's name once it exists, `fresh` ("New Logo") before. */
export const proofEditorMeta = (name: string | undefined, fresh: string) => adminMeta(name ? `Edit: ${name}` : fresh);
