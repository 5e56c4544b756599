// The full-page blog editor (/admin/blog/new and /admin/blog/{id}/edit): fields, Markdown with a server-rendered
// preview beside it (tabs on small screens), image uploads (button, drag-and-drop, paste) and the media list,
// publish controls (draft, publish now, schedule in the editor's time zone), autosave of drafts, a copy of unsaved
// work in this browser (so a save after the session expired loses nothing), and a warning before leaving.
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useNavigate, useNavigation, href } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { BackLink } from "~/components/admin/shell";
import type { EditorData } from "~/routes/admin/blog/editor.server";
import type { FormAnswer } from "~/server/admin-action.server";
import { BLOG_MESSAGES } from "~/schemas/blog-post";

import { altFromName, useImageUploads, useLeaveGuard, usePreview } from "~/routes/admin/blog/editor-hooks";
import { ContentEditor, FeaturedImage, LeaveDialog, MediaList, TextField } from "~/routes/admin/blog/editor-panels";
import { LanguagePanel } from "~/routes/admin/blog/editor-language";
import { CategoryPanel } from "~/routes/admin/blog/editor-category";
import { localizedPath } from "~/i18n/languages";
import {
  AUTOSAVE_MS,
  dropBackup,
  PAIR_FIELDS,
  publishFields,
  readBackup,
  same,
  TEXT_FIELDS,
  valuesOf,
  writeBackup,
  type Backup,
  type Values,
} from "~/routes/admin/blog/editor-values";
import { EditorPanel } from "~/components/admin/editor-panel";

export function PostEditor({ post, images, previewHtml, translations, categories }: EditorData) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const saveAnswer = useActionData<FormAnswer>();
  const autosave = useFetcher<FormAnswer & { saved?: { id: number; slug: string; at: string } }>();

  const [postId, setPostId] = useState<number | null>(post?.id ?? null);
  const [values, setValues] = useState<Values>(() => valuesOf(post, false));
  const [saved, setSaved] = useState<Values>(() => valuesOf(post, false));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState<Backup | null>(null);
  const [timeZone, setTimeZone] = useState("UTC");
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  /** What the pending autosave sent, and whether the editor's own Save is under way. */
  const autosaveSent = useRef<Values | null>(null);
  const saveSent = useRef(false);
  const leaving = useRef(false);

  const dirty = !same(values, saved);
  const isDraft = !post?.published;
  const autosaving = autosave.state !== "idle";

  // In the browser: the editor's time zone, the scheduled time in it, and any unsaved work this browser kept.
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
    const fromServer = valuesOf(post, true);
    setSaved(fromServer);
    const backup = readBackup(post?.id ?? null);
    // The server's copy is newer when a save went through after the backup was written.
    if (backup && post && backup.at <= Date.parse(post.updatedAt)) dropBackup(post.id);
    else if (backup && !same(backup.values, fromServer)) {
      // A copy kept before the editor had a field takes the saved value of that field.
      setValues({ ...fromServer, ...backup.values });
      setRestored(backup);
      return;
    }
    setValues(fromServer);
    // A new post that was just created by Save: the "new" copy is now on the server.
    const fresh = readBackup(null);
    if (post && fresh && fresh.values.title === post.title && fresh.values.content === post.content) dropBackup(null);
    // Runs once per post: the route keys the editor by post id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A save that came back to this page (the same post) brings the server's copy: that is the saved state now.
  useEffect(() => {
    if (!post || !saveSent.current || navigation.state !== "idle") return;
    saveSent.current = false;
    if (saveAnswer) return; // refused: the form keeps what was typed
    setSaved(valuesOf(post, true));
    setValues(valuesOf(post, true));
    dropBackup(post.id);
  }, [post, saveAnswer, navigation.state]);

  // Once a navigation is over, leaving (a save that came back, a move to a new address) is no longer under way.
  useEffect(() => {
    if (navigation.state === "idle") leaving.current = false;
  }, [navigation.state]);

  // Every unsaved change is kept in this browser, so nothing is lost to an expired session or a closed tab.
  useEffect(() => {
    if (dirty) writeBackup(postId, values);
  }, [dirty, postId, values]);

  const saveDraft = useCallback(() => {
    const form = new FormData();
    form.set("intent", "autosave");
    if (postId) form.set("id", String(postId));
    for (const key of [...TEXT_FIELDS, "content", ...PAIR_FIELDS] as const) form.set(key, values[key]);
    autosaveSent.current = values;
    void autosave.submit(form, { method: "post" });
  }, [autosave, postId, values]);

  // Autosave: a draft with a title, a few seconds after the last change.
  useEffect(() => {
    if (!dirty || !isDraft || values.mode !== "draft" || !values.title.trim()) return;
    if (autosaving || navigation.state !== "idle") return;
    const timer = setTimeout(saveDraft, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, isDraft, values, autosaving, navigation.state, saveDraft]);

  // The autosave's answer: what was sent is now the saved state; a new post moves to its own address.
  useEffect(() => {
    const answer = autosave.data;
    if (autosave.state !== "idle" || !autosaveSent.current) return;
    const sent = autosaveSent.current;
    autosaveSent.current = null;
    if (!answer?.saved) return;
    setSaved(sent);
    setSavedAt(answer.saved.at);
    dropBackup(postId);
    if (!postId) {
      setPostId(answer.saved.id);
      leaving.current = true;
      void navigate(href("/admin/blog/:id/edit", { id: String(answer.saved.id) }), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [autosave.state, autosave.data, postId, navigate]);

  const previewed = usePreview(values.content, { content: post?.content ?? "", html: previewHtml });
  const blocker = useLeaveGuard(dirty, leaving);
  const uploads = useImageUploads();

  const set = (key: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const insertAtCursor = (text: string) => {
    const area = contentRef.current;
    setValues((v) => {
      const start = area?.selectionStart ?? v.content.length;
      const end = area?.selectionEnd ?? start;
      const before = v.content.slice(0, start);
      const gap = before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : "";
      return { ...v, content: `${before}${gap}${text}\n\n${v.content.slice(end)}` };
    });
  };

  const insertUploads = (files: File[]) =>
    uploads.upload(files, ({ url }, file) => insertAtCursor(`![${altFromName(file.name)}](${url})`));
  const imagesIn = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => f.type.startsWith("image/"));

  const errors = (saveAnswer?.result?.error ?? autosave.data?.result?.error ?? {}) as Record<string, string[] | null>;
  const fieldErrors = (name: string) => errors[name] ?? undefined;
  /** What every text field of the post takes from its name: its value, its setter and its errors. */
  const bind = (name: (typeof TEXT_FIELDS)[number]) => ({
    name,
    value: values[name],
    onChange: set(name),
    errors: fieldErrors(name),
  });
  const alert = saveAnswer?.error ?? autosave.data?.error ?? null;
  const publish = publishFields(values);
  const submitLabel =
    values.mode === "draft"
      ? "Save draft"
      : values.mode === "schedule"
        ? "Schedule"
        : post?.live
          ? "Update"
          : "Publish now";
  const saving = navigation.state === "submitting";
  const status = saving
    ? "Saving..."
    : autosaving
      ? "Saving draft..."
      : dirty
        ? "Unsaved changes"
        : savedAt || post
          ? "Saved"
          : "Not saved yet";
  // As the server decides (blog-images.server.ts): the image fields take any address, so an absolute
  // https://…/media/blog/… one names the upload too.
  const inUse = (url: string) => [values.content, values.imageUrl, values.socialImageUrl].some((v) => v.includes(url));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/admin/blog">Back to Blog Posts</BackLink>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (values.mode === "schedule" && !values.publishAt) {
            event.preventDefault();
            setScheduleError(BLOG_MESSAGES.scheduleTime);
            return;
          }
          setScheduleError(null);
          saveSent.current = true;
          leaving.current = true;
        }}
        className="mt-4"
      >
        <input type="hidden" name="intent" value="save" />
        {postId ? <input type="hidden" name="id" value={postId} /> : null}
        <input type="hidden" name="published" value={publish.published} />
        <input type="hidden" name="publishedAt" value={publish.publishedAt} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="min-w-0 break-words text-2xl font-bold sm:text-3xl">
            {post ? "Edit Blog Post" : "New Blog Post"}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" aria-live="polite" data-save-status className="text-sm text-slate-600">
              {status}
            </p>
            {postId ? (
              <a
                href={localizedPath(saved.language, href("/blog/:slug", { slug: saved.slug || values.slug }))}
                target="_blank"
                rel="noreferrer"
                className={buttonClass("secondary", "px-4")}
              >
                {post?.live ? "View" : "Preview"}
              </a>
            ) : null}
            <Button type="submit" disabled={saving || uploads.uploading > 0}>
              {saving ? "Saving..." : submitLabel}
            </Button>
          </div>
        </div>

        {restored ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <p>Restored your unsaved changes from this browser. Save to keep them.</p>
            <button
              type="button"
              className="font-semibold underline underline-offset-4"
              onClick={() => {
                dropBackup(postId);
                setValues(saved);
                setRestored(null);
              }}
            >
              Discard them
            </button>
          </div>
        ) : null}
        {alert ? (
          <div className="mt-4">
            <Alert title={alert.title}>{alert.text}</Alert>
          </div>
        ) : null}

        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-5">
            <TextField label="Title" {...bind("title")} required className="text-lg font-semibold" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Slug" {...bind("slug")} hint="Leave blank to make it from the title." />
              <TextField label="Author" {...bind("author")} />
            </div>
            <TextField label="Excerpt" {...bind("excerpt")} multiline />

            <ContentEditor
              value={values.content}
              onChange={set("content")}
              errors={fieldErrors("content")}
              tab={tab}
              setTab={setTab}
              previewHtml={previewed}
              textareaRef={contentRef}
              onFiles={insertUploads}
              imagesIn={imagesIn}
            />
          </div>

          <aside className="min-w-0 space-y-6" aria-label="Post settings">
            <LanguagePanel
              value={values}
              translations={translations}
              errors={fieldErrors}
              onChange={(pair) => setValues((v) => ({ ...v, ...pair }))}
            />
            <CategoryPanel
              value={values.categorySlug}
              categories={categories}
              errors={fieldErrors}
              onChange={(categorySlug) => setValues((v) => ({ ...v, categorySlug }))}
            />
            <EditorPanel legend="Publishing">
              <div className="space-y-2 text-sm">
                {(
                  [
                    ["draft", "Draft", "Only staff can see it."],
                    ["publish", post?.live ? "Published" : "Publish now", "On the blog at once."],
                    ["schedule", "Schedule", "Goes live at the time you pick."],
                  ] as const
                ).map(([mode, label, hint]) => (
                  <label key={mode} className="flex items-start gap-2.5">
                    <input
                      type="radio"
                      name="mode"
                      value={mode}
                      checked={values.mode === mode}
                      onChange={() => setValues((v) => ({ ...v, mode }))}
                      className="mt-0.5 h-4 w-4 accent-pine-700"
                    />
                    <span>
                      <span className="block font-medium text-ink">{label}</span>
                      <span className="block text-xs text-slate-500">{hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              {values.mode === "schedule" ? (
                <div className="mt-4">
                  <Field
                    id="publish-at"
                    label="Publish at"
                    errors={scheduleError ? [scheduleError] : fieldErrors("publishedAt")}
                    errorId="publish-at-error"
                    hint={`In your time zone (${timeZone}).`}
                  >
                    <input
                      id="publish-at"
                      type="datetime-local"
                      value={values.publishAt}
                      onChange={set("publishAt")}
                      aria-invalid={Boolean(scheduleError || fieldErrors("publishedAt")) || undefined}
                      className={inputClass}
                    />
                  </Field>
                </div>
              ) : fieldErrors("publishedAt") ? (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {fieldErrors("publishedAt")?.[0]}
                </p>
              ) : null}
              {fieldErrors("published") ? (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {fieldErrors("published")?.[0]}
                </p>
              ) : null}
            </EditorPanel>

            <FeaturedImage
              value={values.imageUrl}
              onChange={(url) => setValues((v) => ({ ...v, imageUrl: url }))}
              errors={fieldErrors("imageUrl")}
              onUpload={(files) => uploads.upload(files, ({ url }) => setValues((v) => ({ ...v, imageUrl: url })))}
              imagesIn={imagesIn}
            />

            <EditorPanel legend="Search and sharing" spacing="space-y-4">
              <TextField
                label="Meta description"
                {...bind("metaDescription")}
                multiline
                placeholder={values.excerpt}
                hint="Leave blank to use the excerpt."
              />
              <TextField
                label="Social image URL"
                {...bind("socialImageUrl")}
                placeholder={values.imageUrl}
                hint="Leave blank to use the featured image."
              />
            </EditorPanel>

            <MediaList
              images={images}
              uploading={uploads.uploading}
              error={uploads.error}
              inUse={inUse}
              onInsert={(image) => insertAtCursor(`![${altFromName(image.fileName)}](${image.url})`)}
              onFeature={(image) => setValues((v) => ({ ...v, imageUrl: image.url }))}
              onDelete={uploads.remove}
              onUpload={insertUploads}
              imagesIn={imagesIn}
            />
          </aside>
        </div>
      </Form>

      {blocker.state === "blocked" ? (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      ) : null}
    </div>
  );
}
