// /admin/testimonials/new and /admin/testimonials/{id}/edit: the testimonial editor, with a live preview of the
// home carousel's slide in English and Spanish.
import type { Route } from "./+types/edit";
import { TestimonialCarousel } from "~/components/site/testimonial-carousel";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { requireRole } from "~/server/auth.server";
import { proofEditorAction, proofEditorData } from "~/routes/admin/proof/proof.server";
import { testimonialScreen } from "~/routes/admin/proof/screens.server";
import {
  editorDefaults,
  ProofEditor,
  PublishFields,
  typedTexts,
  type ProofCollection,
} from "~/routes/admin/proof/proof-editor";
import { proofEditorMeta } from "~/routes/admin/proof/editor-meta";
import { showTestimonial } from "~/schemas/proof-display";
import { RATINGS, testimonialSchema } from "~/schemas/testimonial";

const TESTIMONIALS: ProofCollection = {
  noun: "Testimonial",
  path: "/admin/testimonials",
  schema: testimonialSchema,
  nameField: "author",
};

/** The text fields, as the form keeps them and the preview shows them. */
const TEXTS = ["content", "contentEs", "author", "title", "titleEs", "company", "companyEs"] as const;

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export const meta: Route.MetaFunction = ({ data }) => proofEditorMeta(data?.row?.author, "New Testimonial");

export async function loader({ params }: Route.LoaderArgs) {
  return proofEditorData(params.id, testimonialScreen);
}

export const action = proofEditorAction(testimonialScreen);

export default function TestimonialEditor({ loaderData: { row } }: Route.ComponentProps) {
  const defaults = {
    ...editorDefaults(row, TEXTS),
    rating: String(row?.rating ?? 5),
  };
  return (
    <ProofEditor
      collection={TESTIMONIALS}
      defaults={defaults}
      english={(f) => (
        <>
          <TextareaField field={f.content!} label="Quote" rows={5} required />
          <InputField field={f.author!} label="Author" required dir="auto" />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={f.title!} label="Title" hint="For example: VP of Engineering" dir="auto" />
            <InputField field={f.company!} label="Company" hint="For example: a US logistics platform" dir="auto" />
          </div>
          <SelectField field={f.rating!} label="Rating" required>
            {RATINGS.map((r) => (
              <option key={r} value={String(r)}>
                {`${r} / 5`}
              </option>
            ))}
          </SelectField>
          <PublishFields fields={f} defaults={defaults} />
        </>
      )}
      spanish={(f) => (
        <>
          <TextareaField field={f.contentEs!} label="Quote (Spanish)" rows={5} />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={f.titleEs!} label="Title (Spanish)" dir="auto" />
            <InputField field={f.companyEs!} label="Company (Spanish)" dir="auto" />
          </div>
        </>
      )}
      preview={(v, language, label) => {
        const rating = Number(v.rating);
        const shown = showTestimonial(
          {
            id: row?.id ?? 0,
            ...typedTexts(v, TEXTS),
            rating: rating >= 1 && rating <= 5 ? rating : 5,
          },
          language,
        );
        return <TestimonialCarousel items={[shown]} label={label} />;
      }}
    />
  );
}
