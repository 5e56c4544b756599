// The post editor's category panel (docs/decisions/0026): one of the categories admins manage, or none, which keeps
// the spec's derived badge ("Nearshoring" when the title contains "Nearshore", else "Technology").
import { Field, inputClass } from "~/components/ui/field";
import type { Categories } from "~/routes/admin/blog/editor-values";
import { EditorPanel } from "~/components/admin/editor-panel";

export function CategoryPanel({
  value,
  categories,
  onChange,
  errors,
}: {
  value: string;
  categories: Categories;
  onChange: (slug: string) => void;
  errors: (name: string) => string[] | undefined;
}) {
  return (
    <EditorPanel legend="Category">
      <Field
        id="post-category"
        label="Category"
        errors={errors("categorySlug")}
        errorId="post-category-error"
        hint="None shows Nearshoring or Technology, from the title."
      >
        <select
          id="post-category"
          name="categorySlug"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={errors("categorySlug") ? true : undefined}
          aria-describedby={errors("categorySlug") ? "post-category-error" : "post-category-hint"}
          className={inputClass}
        >
          <option value="">None</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </EditorPanel>
  );
}
