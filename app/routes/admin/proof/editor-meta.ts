// The proof editors' page title (testimonials, team, logos), which their route modules' meta share.
import { site } from "~/platform/site";

/** The row's name once it exists, `fresh` ("New Logo") before. */
export const proofEditorMeta = (name: string | undefined, fresh: string) => [
  { title: `${name ? `Edit: ${name}` : fresh} | ${site.name} Admin` },
];
