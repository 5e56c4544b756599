// The full-page case-study editor (/admin/case-studies/new and /admin/case-studies/{id}/edit): the fields, the logo
// (uploaded through the blog's media library, /api/blog-images, with its checks, or chosen from it), language and
// "Translation of", and beside them a preview drawn by the public page's own switch, with Markdown rendered by the
// server's sanitising renderer. Smaller than the blog editor on purpose: no autosave, no scheduling.
import { useState } from "react";
import { Form, useActionData, useNavigation, href } from "react-router";
import { CaseStudySwitcher, type SwitchStudy } from "~/components/site/case-study-switcher";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { BackLink } from "~/components/admin/shell";
import type { CaseStudyEditorData } from "~/routes/admin/case-studies/editor.server";
import type { FormAnswer } from "~/server/admin-action.server";
import { useImageUploads, usePreview } from "~/routes/admin/blog/editor-hooks";
import { TextField } from "~/routes/admin/blog/editor-panels";
import { LanguagePanel } from "~/routes/admin/blog/editor-language";
import { monogramOf } from "~/schemas/case-study";
import type { Language } from "~/i18n/languages";
import { EditorPanel } from "~/components/admin/editor-panel";
import { UploadedImage } from "~/components/admin/uploaded-image";

type Study = NonNullable<CaseStudyEditorData["study"]>;

const TEXT = [
  "title",
  "slug",
  "client",
  "industry",
  "monogram",
  "logoUrl",
  "metricValue",
  "metricLabel",
  "challenge",
  "solution",
  "quoteText",
  "quoteAuthor",
  "quoteTitle",
] as const;
const LISTS = ["technologies", "results", "expertise"] as const;

type Values = Record<(typeof TEXT)[number] | (typeof LISTS)[number] | "position" | "translationOf", string> & {
  language: Language;
  published: boolean;
};

function valuesOf(study: Study | null): Values {
  const text = Object.fromEntries(TEXT.map((k) => [k, study?.[k] ?? ""])) as Record<(typeof TEXT)[number], string>;
  const lists = Object.fromEntries(LISTS.map((k) => [k, (study?.[k] ?? []).join("\n")])) as Record<
    (typeof LISTS)[number],
    string
  >;
  return {
    ...text,
    ...lists,
    position: study ? String(study.position) : "",
    language: study?.language ?? "en",
    translationOf: study?.translationOf ? String(study.translationOf) : "",
    published: study?.published ?? false,
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function CaseStudyEditor({ study, images, translations }: CaseStudyEditorData) {
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const [values, setValues] = useState<Values>(() => valuesOf(study));
  const uploads = useImageUploads();
  const challengeHtml = usePreview(values.challenge, { content: "", html: "" });
  const solutionHtml = usePreview(values.solution, { content: "", html: "" });

  const errors = (answer?.result?.error ?? {}) as Record<string, string[] | null>;
  const fieldErrors = (name: string) => errors[name] ?? undefined;
  const set = (key: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const bind = (name: (typeof TEXT)[number] | (typeof LISTS)[number]) => ({
    name,
    value: values[name],
    onChange: set(name),
    errors: fieldErrors(name),
  });
  const logo = images.find((i) => i.url === values.logoUrl);
  const preview: SwitchStudy = {
    id: "preview",
    title: values.title || "Title",
    subtitle: values.client || "Client",
    logo: monogramOf({ monogram: values.monogram, client: values.client || "Client" }),
    logoImage: logo ? { url: logo.url, width: logo.width, height: logo.height } : null,
    metric: { value: values.metricValue, label: values.metricLabel },
    challenge: values.challenge,
    challengeHtml: values.challenge ? challengeHtml : null,
    solution: values.solution,
    solutionHtml: values.solution ? solutionHtml : null,
    technologies: lines(values.technologies),
    results: lines(values.results),
    expertise: lines(values.expertise),
    quote: { text: values.quoteText, author: values.quoteAuthor, title: values.quoteTitle },
  };
  const saving = navigation.state === "submitting";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/admin/case-studies">Back to Case Studies</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-ink">{study ? `Edit: ${study.title}` : "New Case Study"}</h1>
      {answer?.error ? (
        <div className="mt-4">
          <Alert title={answer.error.title}>{answer.error.text}</Alert>
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Form method="post" className="space-y-6" aria-label="Case study">
          <input type="hidden" name="intent" value="save" />
          {study ? <input type="hidden" name="id" value={study.id} /> : null}
          <EditorPanel legend="Story" spacing="space-y-4">
            <TextField label="Title" required {...bind("title")} />
            <TextField
              label="Slug"
              {...bind("slug")}
              hint="Its address: /case-studies/{slug}. Left blank, it is made from the title."
            />
            <TextField
              label="Client"
              required
              {...bind("client")}
              hint="The client's name, or a description such as “A US payroll software provider”."
            />
            <TextField label="Industry" {...bind("industry")} />
            <TextField
              label="Challenge"
              required
              multiline
              className="min-h-32"
              {...bind("challenge")}
              hint="Markdown."
            />
            <TextField
              label="Solution"
              required
              multiline
              className="min-h-32"
              {...bind("solution")}
              hint="Markdown."
            />
          </EditorPanel>
          <EditorPanel legend="Results" spacing="space-y-4">
            <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <TextField label="Headline metric" {...bind("metricValue")} placeholder="75%" />
              <TextField label="Metric label" {...bind("metricLabel")} placeholder="less processing time" />
            </div>
            <TextField label="Results" multiline className="min-h-24" {...bind("results")} hint="One a line." />
            <TextField
              label="Technologies"
              multiline
              className="min-h-24"
              {...bind("technologies")}
              hint="One a line."
            />
            <TextField label="Key expertise" multiline className="min-h-20" {...bind("expertise")} hint="One a line." />
          </EditorPanel>
          <EditorPanel legend="Quote" spacing="space-y-4">
            <TextField label="Quote" multiline {...bind("quoteText")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Quote author" {...bind("quoteAuthor")} />
              <TextField label="Author's title" {...bind("quoteTitle")} />
            </div>
          </EditorPanel>
          <EditorPanel legend="Logo" spacing="space-y-4">
            {logo ? (
              <UploadedImage
                image={logo}
                alt="Logo preview"
                className="h-20 w-20 rounded-lg bg-white object-contain ring-1 ring-slate-200"
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <label
                className={buttonClass(
                  "secondary",
                  "cursor-pointer px-3 py-1.5 focus-within:ring-2 focus-within:ring-pine-600",
                )}
              >
                {uploads.uploading ? "Uploading..." : "Upload logo"}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
                  className="sr-only"
                  data-logo-upload
                  onChange={(e) => {
                    const files = [...(e.currentTarget.files ?? [])].slice(0, 1);
                    e.currentTarget.value = "";
                    void uploads.upload(files, ({ url }) => setValues((v) => ({ ...v, logoUrl: url })));
                  }}
                />
              </label>
              {values.logoUrl ? (
                <button
                  type="button"
                  className="text-sm font-medium text-red-700"
                  onClick={() => setValues((v) => ({ ...v, logoUrl: "" }))}
                >
                  Remove logo
                </button>
              ) : null}
            </div>
            {uploads.error ? (
              <p role="alert" className="text-sm text-red-700">
                {uploads.error}
              </p>
            ) : null}
            <Field
              id="case-study-logo"
              label="Logo from the media library"
              errors={fieldErrors("logoUrl")}
              errorId="case-study-logo-error"
              hint="JPEG, PNG, WebP, GIF or AVIF, 10 MB at most. Without a logo the monogram is drawn."
            >
              <select
                id="case-study-logo"
                name="logoUrl"
                value={values.logoUrl}
                onChange={set("logoUrl")}
                aria-invalid={fieldErrors("logoUrl") ? true : undefined}
                className={inputClass}
              >
                <option value="">None</option>
                {values.logoUrl && !logo ? <option value={values.logoUrl}>{values.logoUrl}</option> : null}
                {images.map((i) => (
                  <option key={i.id} value={i.url}>
                    {`${i.fileName} (${i.width} × ${i.height})`}
                  </option>
                ))}
              </select>
            </Field>
            <TextField
              label="Monogram"
              {...bind("monogram")}
              hint="Up to three letters; blank: the client's initials."
            />
          </EditorPanel>
          <LanguagePanel
            value={{ language: values.language, translationOf: values.translationOf }}
            translations={translations}
            onChange={(pair) => setValues((v) => ({ ...v, ...pair }))}
            errors={fieldErrors}
            noun="case study"
            editPath={(id) => href("/admin/case-studies/:id/edit", { id: String(id) })}
          />
          <EditorPanel legend="Publishing" spacing="space-y-4">
            <Field
              id="case-study-position"
              label="Position"
              errors={fieldErrors("position")}
              errorId="case-study-position-error"
              hint="Lowest first; the first two published in a language appear behind the page's switch. Blank: last."
            >
              <input
                id="case-study-position"
                name="position"
                type="number"
                min={0}
                value={values.position}
                onChange={set("position")}
                className={inputClass}
              />
            </Field>
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              <input
                type="checkbox"
                name="published"
                checked={values.published}
                onChange={(e) => {
                  const published = e.currentTarget.checked;
                  setValues((v) => ({ ...v, published }));
                }}
                className="h-4 w-4 rounded border-slate-300 text-pine-700 focus:ring-pine-600"
                aria-invalid={fieldErrors("published") ? true : undefined}
              />
              Published
            </label>
            {fieldErrors("published") ? (
              <p role="alert" className="text-sm text-red-700">
                {fieldErrors("published")?.[0]}
              </p>
            ) : null}
          </EditorPanel>
          <Button type="submit" disabled={saving || uploads.uploading > 0}>
            {saving ? "Saving..." : study ? "Save changes" : "Create case study"}
          </Button>
        </Form>
        <section aria-labelledby="preview-heading" className="min-w-0">
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            Preview
          </h2>
          <div className="mt-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200" data-case-study-preview>
            <CaseStudySwitcher studies={[preview]} anchor="case-study-preview" />
          </div>
        </section>
      </div>
    </div>
  );
}
