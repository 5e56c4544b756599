// /admin/team/new and /admin/team/{id}/edit: a team member's editor, with a live preview of their card in the
// About page's Leadership section, in English and Spanish.
import type { Route } from "./+types/edit";
import { TeamMemberCard } from "~/components/site/leadership";
import { InputField, TextareaField } from "~/components/ui/field";
import { requireRole } from "~/server/auth.server";
import { proofEditorAction, proofEditorData } from "~/routes/admin/proof/proof.server";
import { teamScreen } from "~/routes/admin/proof/screens.server";
import {
  editorDefaults,
  ImageField,
  ProofEditor,
  PublishFields,
  typedTexts,
  type ProofCollection,
} from "~/routes/admin/proof/proof-editor";
import { proofEditorMeta } from "~/routes/admin/proof/editor-meta";
import { showTeamMember } from "~/schemas/proof-display";
import { teamMemberSchema } from "~/schemas/team-member";

const TEAM: ProofCollection = { noun: "Team Member", path: "/admin/team", schema: teamMemberSchema, nameField: "name" };

/** The text fields, as the form keeps them and the preview shows them. */
const TEXTS = ["name", "role", "roleEs", "bio", "bioEs"] as const;

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export const meta: Route.MetaFunction = ({ data }) => proofEditorMeta(data?.row?.name, "New Team Member");

export async function loader({ params }: Route.LoaderArgs) {
  return proofEditorData(params.id, teamScreen);
}

export const action = proofEditorAction(teamScreen);

export default function TeamMemberEditor({ loaderData: { row, media } }: Route.ComponentProps) {
  const defaults = editorDefaults(row, [...TEXTS, "photoUrl", "linkedinUrl"]);
  return (
    <ProofEditor
      collection={TEAM}
      defaults={defaults}
      english={(f, set) => (
        <>
          <InputField field={f.name!} label="Name" required dir="auto" />
          <InputField field={f.role!} label="Role" required hint="For example: Chief Technology Officer" dir="auto" />
          <TextareaField field={f.bio!} label="Short bio" rows={4} hint="Up to 600 characters." />
          <ImageField field={f.photoUrl!} label="Photo" media={media} onPick={(url) => set("photoUrl", url)} />
          <InputField
            field={f.linkedinUrl!}
            label="LinkedIn URL"
            type="url"
            placeholder="https://www.linkedin.com/in/…"
          />
          <PublishFields fields={f} defaults={defaults} />
        </>
      )}
      spanish={(f) => (
        <>
          <InputField field={f.roleEs!} label="Role (Spanish)" dir="auto" />
          <TextareaField field={f.bioEs!} label="Short bio (Spanish)" rows={4} />
        </>
      )}
      preview={(v, language) => (
        <TeamMemberCard
          member={showTeamMember(
            {
              id: row?.id ?? 0,
              ...typedTexts(v, TEXTS),
              photoUrl: v.photoUrl || null,
              linkedinUrl: v.linkedinUrl || null,
            },
            language,
          )}
        />
      )}
    />
  );
}
