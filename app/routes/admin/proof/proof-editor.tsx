// The editor page of a proof collection (testimonials, team, logos), written once: the form on the left (the
// English fields, then a "Spanish" section whose blank fields read the English), and on the right a live preview
// drawn with the public page's own component, in English and in Spanish. Pictures come from the media library:
// pick a recent one or upload a new one (POST /api/blog-images: the blog's checks, no SVG).
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { AdminPage } from "~/components/admin/shell";
import { ADMIN_SCREENS } from "~/schemas/admin-screens";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FieldError, FieldFor, inputClass } from "~/components/ui/field";
import type { FormAnswer } from "~/server/admin-action.server";
import { uploadImage } from "~/routes/admin/blog/editor-hooks";

export type Values = Record<string, string>;
type Fields = Record<string, FieldMetadata<unknown>>;
/**
 * A saved row's form values (blank for a new one): the named text fields as they are, then its id (the form posts
 * it), its order and its published switch, which every proof editor has.
 */
export function editorDefaults<
  R extends { id: number; position: number; published: boolean },
  K extends keyof R & string,
>(row: R | null, fields: readonly K[]): Values {
  const values: Values = {};
  for (const field of fields) values[field] = String(row?.[field] ?? "");
  return {
    ...values,
    id: row ? String(row.id) : "",
    position: row ? String(row.position) : "",
    published: row?.published ? "on" : "",
  };
}

/** The preview's text fields as typed, "" when blank. */
export function typedTexts<K extends string>(values: Values, fields: readonly K[]): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const field of fields) texts[field] = values[field] ?? "";
  return texts;
}

/**
 * What sets one proof collection's editor apart: its noun ("Logo", for "New Logo" and "Edit Logo: …"), its list's
 * path (the back link, named as in the sidebar), its schema, and the field that names a row.
 */
export type ProofCollection = { noun: string; path: string; schema: z.ZodType; nameField: string };

export type MediaChoice = { url: string; fileName: string };

const valuesOf = (form: HTMLFormElement): Values => {
  const values: Values = {};
  for (const [k, v] of new FormData(form)) if (typeof v === "string") values[k] = v;
  return values;
};

type EditorProps = {
  collection: ProofCollection;
  /** From `editorDefaults`: the row's values, its id among them ("" for a new row). */
  defaults: Values;
  english: (fields: Fields, set: (name: string, value: string) => void) => ReactNode;
  spanish: (fields: Fields) => ReactNode;
  /** The row as the public page draws it; `label` names a landmark in it apart from the other language's. */
  preview: (values: Values, language: "en" | "es", label: string) => ReactNode;
};

/** The editor of one row, started again (form and preview) when another row opens. */
export function ProofEditor(props: EditorProps) {
  return <Editor key={props.defaults.id || "new"} {...props} />;
}

function Editor({ collection: { noun, path, schema, nameField }, defaults, english, spanish, preview }: EditorProps) {
  const id = defaults.id;
  const title = id ? `Edit ${noun}: ${defaults[nameField]}` : `New ${noun}`;
  const listLabel = ADMIN_SCREENS.find((s) => s.path === path)?.label ?? noun;
  const answer = useActionData<FormAnswer>();
  const busy = useNavigation().state === "submitting";
  const [values, setValues] = useState<Values>(defaults);
  const [form, fields] = useForm({
    lastResult: answer?.result,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <AdminPage
      title={title}
      backToDashboard={false}
      description={
        <Link to={path} className="font-medium text-pine-700 hover:text-pine-900">
          {`← ${listLabel}`}
        </Link>
      }
    >
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="min-w-0 space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          onChange={(e) => setValues(valuesOf(e.currentTarget))}
        >
          {answer?.error ? <Alert title={answer.error.title}>{answer.error.text}</Alert> : null}
          <input type="hidden" name="intent" value="save" />
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {english(fields as Fields, set)}
          <fieldset className="space-y-5 border-t border-slate-200 pt-5">
            <legend className="pt-5 text-base font-semibold text-ink">Spanish</legend>
            <p className="text-sm text-slate-600">
              Shown on the Spanish pages (/es). A blank field shows the English text there.
            </p>
            {spanish(fields as Fields)}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </Button>
            <Link to={path} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
              Cancel
            </Link>
          </div>
        </Form>
        <section aria-label="Preview" className="min-w-0 space-y-4 lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Preview</h2>
          <div className="rounded-xl bg-pine-50/60 p-4 ring-1 ring-slate-200" data-preview="en">
            <p className="mb-3 text-xs font-semibold text-slate-500">English</p>
            {preview(values, "en", "Preview in English")}
          </div>
          <div className="rounded-xl bg-pine-50/60 p-4 ring-1 ring-slate-200" data-preview="es">
            <p className="mb-3 text-xs font-semibold text-slate-500">Spanish</p>
            {preview(values, "es", "Preview in Spanish")}
          </div>
        </section>
      </div>
    </AdminPage>
  );
}

/** A published checkbox and a position, the fields every collection has. */
export function PublishFields({ fields, defaults }: { fields: Fields; defaults: Values }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FieldFor field={fields.position!} label="Position" hint="Lower comes first; blank puts a new item last.">
        <input
          name={fields.position!.name}
          id={fields.position!.id}
          defaultValue={defaults.position ?? ""}
          inputMode="numeric"
          className={inputClass}
          aria-invalid={fields.position!.errors ? true : undefined}
          aria-describedby={fields.position!.errors ? fields.position!.errorId : `${fields.position!.id}-hint`}
        />
      </FieldFor>
      <div className="self-end pb-2.5">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            name="published"
            value="on"
            defaultChecked={defaults.published === "on"}
            className="h-4 w-4 accent-pine-700"
            aria-invalid={fields.published!.errors ? true : undefined}
            aria-describedby={fields.published!.errors ? fields.published!.errorId : undefined}
          />
          Published (shown on the public site)
        </label>
        <FieldError field={fields.published!} className="mt-1.5 text-sm text-red-700" />
      </div>
    </div>
  );
}

/** A picture from the media library: its URL, a recent upload to pick, or a new upload. */
export function ImageField({
  field,
  label,
  media,
  required,
  onPick,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  media: MediaChoice[];
  required?: boolean;
  onPick: (url: string) => void;
}) {
  const [url, setUrl] = useState(String(field.initialValue ?? ""));
  const [status, setStatus] = useState<string | null>(null);
  const pick = (value: string) => {
    setUrl(value);
    onPick(value);
  };
  return (
    <FieldFor
      field={field}
      label={label}
      required={required}
      hint="JPEG, PNG, WebP, GIF or AVIF from the media library (the blog's uploads), up to 10 MB."
    >
      <div className="space-y-3">
        <input
          name={field.name}
          id={field.id}
          value={url}
          onChange={(e) => pick(e.currentTarget.value)}
          placeholder="/media/blog/…"
          className={inputClass}
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={field.errors ? field.errorId : `${field.id}-hint`}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label className="cursor-pointer rounded-md bg-white px-3 py-2 text-sm font-medium text-pine-700 ring-1 ring-inset ring-slate-300 hover:bg-pine-50">
            Upload image
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (!file) return;
                setStatus("Uploading…");
                try {
                  pick((await uploadImage(file)).url);
                  setStatus("Uploaded.");
                } catch (error) {
                  setStatus(error instanceof Error ? error.message : "The image could not be uploaded.");
                }
              }}
            />
          </label>
          {url ? (
            <button
              type="button"
              onClick={() => pick("")}
              className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              Remove
            </button>
          ) : null}
          <span role="status" className="text-sm text-slate-600">
            {status}
          </span>
        </div>
        {media.length ? (
          <ul role="list" aria-label="Recent uploads" className="flex flex-wrap gap-2">
            {media.map((m) => (
              <li key={m.url}>
                <button
                  type="button"
                  onClick={() => pick(m.url)}
                  aria-pressed={url === m.url}
                  className="block rounded-md ring-1 ring-slate-200 aria-pressed:ring-2 aria-pressed:ring-pine-600"
                >
                  <img
                    src={m.url}
                    alt={`Use ${m.fileName}`}
                    width={56}
                    height={56}
                    className="h-14 w-14 rounded-md object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FieldFor>
  );
}
