// /admin/logos/new and /admin/logos/{id}/edit: a logo's editor, with a live preview of it in the logo strip, in
// English and Spanish (the name is the image's text alternative).
import type { Route } from "./+types/edit";
import { LogoStrip } from "~/components/site/logo-strip";
import { InputField, SelectField } from "~/components/ui/field";
import { requireRole } from "~/server/auth.server";
import { proofEditorAction, proofEditorData } from "~/routes/admin/proof/proof.server";
import { logoScreen } from "~/routes/admin/proof/screens.server";
import {
  editorDefaults,
  ImageField,
  typedTexts,
  ProofEditor,
  PublishFields,
  type ProofCollection,
} from "~/routes/admin/proof/proof-editor";
import { proofEditorMeta } from "~/routes/admin/proof/editor-meta";
import { logoSchema } from "~/schemas/logo";
import { showLogos } from "~/schemas/proof-display";
import { LOGO_KIND_LABELS, LOGO_KINDS } from "~/schemas/vocabulary";

const LOGOS: ProofCollection = { noun: "Logo", path: "/admin/logos", schema: logoSchema, nameField: "name" };

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export const meta: Route.MetaFunction = ({ data }) => proofEditorMeta(data?.row?.name, "New Logo");

export async function loader({ params }: Route.LoaderArgs) {
  return proofEditorData(params.id, logoScreen);
}

export const action = proofEditorAction(logoScreen);

export default function LogoEditor({ loaderData: { row, media } }: Route.ComponentProps) {
  const defaults = { ...editorDefaults(row, ["name", "nameEs", "imageUrl", "linkUrl"]), kind: row?.kind ?? "client" };
  return (
    <ProofEditor
      collection={LOGOS}
      defaults={defaults}
      english={(f, set) => (
        <>
          <InputField field={f.name!} label="Name" required hint="Also the logo's text alternative." dir="auto" />
          <SelectField field={f.kind!} label="Kind" required>
            {LOGO_KINDS.map((k) => (
              <option key={k} value={k}>
                {LOGO_KIND_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <ImageField field={f.imageUrl!} label="Logo" required media={media} onPick={(url) => set("imageUrl", url)} />
          <InputField field={f.linkUrl!} label="Link (optional)" type="url" placeholder="https://…" />
          <PublishFields fields={f} defaults={defaults} />
        </>
      )}
      spanish={(f) => <InputField field={f.nameEs!} label="Name (Spanish)" dir="auto" />}
      preview={(v, language, label) =>
        v.imageUrl ? (
          <LogoStrip
            label={label}
            logos={showLogos(
              [
                {
                  id: row?.id ?? 0,
                  kind: v.kind ?? "client",
                  ...typedTexts(v, ["name", "nameEs"]),
                  imageUrl: v.imageUrl,
                  linkUrl: v.linkUrl || null,
                },
              ],
              language,
            )}
          />
        ) : (
          <p className="text-sm text-slate-600">Choose an image to see the logo.</p>
        )
      }
    />
  );
}
