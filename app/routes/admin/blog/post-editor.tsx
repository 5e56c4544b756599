// The full-page blog editor (/admin/blog/new and /admin/blog/{id}/edit): fields, Markdown with a server-rendered
// preview beside it (tabs on small screens), image uploads (button, drag-and-drop, paste) and the media list,
// publish controls (draft, publish now, schedule in the editor's time zone), autosave of drafts, a copy of unsaved
// work in this browser (so a save after the session expired loses nothing), and a warning before leaving.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  Form,
  Link,
  useActionData,
  useBlocker,
  useFetcher,
  useNavigate,
  useNavigation,
  useRevalidator,
  href,
} from "react-router";
import { FALLBACK_POST_IMAGE } from "~/components/site/post-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { ArrowRightIcon } from "~/components/ui/icons";
import { WritePreviewTabs } from "~/components/admin/write-preview-tabs";
import type { EditorData } from "~/routes/admin/blog/editor.server";
import type { FormAnswer } from "~/server/admin-action.server";
import { BLOG_MESSAGES } from "~/schemas/blog-post-rules";

/** How long typing must pause before a draft is autosaved, and before the preview is rendered again. */
const AUTOSAVE_MS = 3000;
const PREVIEW_MS = 500;

type Mode = "draft" | "publish" | "schedule";

type Values = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  imageUrl: string;
  metaDescription: string;
  socialImageUrl: string;
  content: string;
  mode: Mode;
  /** `YYYY-MM-DDTHH:mm` in the editor's time zone (a datetime-local value). */
  publishAt: string;
};

type EditorPost = NonNullable<EditorData["post"]>;
type MediaImage = EditorData["images"][number];

const TEXT_FIELDS = ["title", "slug", "author", "excerpt", "imageUrl", "metaDescription", "socialImageUrl"] as const;

/** A UTC instant as a datetime-local value in this browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form values of a saved post. `local` is false on the server, where the editor's time zone is unknown. */
function valuesOf(post: EditorPost | null, local: boolean): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    author: post?.author ?? "",
    excerpt: post?.excerpt ?? "",
    imageUrl: post?.imageUrl ?? "",
    metaDescription: post?.metaDescription ?? "",
    socialImageUrl: post?.socialImageUrl ?? "",
    content: post?.content ?? "",
    mode: !post?.published ? "draft" : post.scheduled ? "schedule" : "publish",
    publishAt: local && post?.scheduled ? toLocalInput(post.publishedAt) : "",
  };
}

const same = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((k) => a[k] === b[k]);

/** Where this browser keeps unsaved work, per post ("new" until the post exists). */
const backupKey = (id: number | null) => `cn:blog-editor:${id ?? "new"}`;
type Backup = { values: Values; at: number };

function readBackup(id: number | null): Backup | null {
  try {
    const raw = localStorage.getItem(backupKey(id));
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}

function writeBackup(id: number | null, values: Values) {
  try {
    localStorage.setItem(backupKey(id), JSON.stringify({ values, at: Date.now() } satisfies Backup));
  } catch {
    // Storage full or disabled: the server copy and the leave warning still stand.
  }
}

function dropBackup(id: number | null) {
  try {
    localStorage.removeItem(backupKey(id));
  } catch {
    // Nothing to drop.
  }
}

/** The hidden `published` / `publishedAt` fields the server reads, from the publish controls. */
function publishFields(values: Values): { published: string; publishedAt: string } {
  if (values.mode === "draft") return { published: "", publishedAt: "" };
  if (values.mode === "schedule" && values.publishAt) {
    const at = new Date(values.publishAt);
    return { published: "on", publishedAt: Number.isNaN(at.getTime()) ? values.publishAt : at.toISOString() };
  }
  // Publish now: no date, so a live post keeps its date and any other goes live at once (the server decides).
  return { published: "on", publishedAt: "" };
}

type UploadResult = { url: string; width: number; height: number };

/** The JSON body of an /api answer; null when the answer is not JSON (a proxy's error page, a dropped connection). */
async function jsonBody<T>(res: Response): Promise<T | null> {
  return res.headers.get("content-type")?.includes("application/json") ? ((await res.json()) as T) : null;
}

async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch("/api/blog-images", { method: "POST", body: form });
  const body = await jsonBody<{ message?: string } & Partial<UploadResult>>(res);
  if (res.status === 401) throw new Error("Your session has expired. Sign in again to upload images.");
  if (!res.ok || !body?.url) throw new Error(body?.message ?? "The image could not be uploaded. Please try again.");
  return body as UploadResult;
}

const altFromName = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .replace(/[[\]]/g, "")
    .trim() || "Image";

export function PostEditor({ post, images, previewHtml }: EditorData) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const saveAnswer = useActionData<FormAnswer>();
  const autosave = useFetcher<FormAnswer & { saved?: { id: number; slug: string; at: string } }>();
  const preview = useFetcher<{ html: string }>();

  const [postId, setPostId] = useState<number | null>(post?.id ?? null);
  const [values, setValues] = useState<Values>(() => valuesOf(post, false));
  const [saved, setSaved] = useState<Values>(() => valuesOf(post, false));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState<Backup | null>(null);
  const [timeZone, setTimeZone] = useState("UTC");
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
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
      setValues(backup.values);
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
    for (const key of [...TEXT_FIELDS, "content"] as const) form.set(key, values[key]);
    autosaveSent.current = values;
    autosave.submit(form, { method: "post" });
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
      navigate(href("/admin/blog/:id/edit", { id: String(answer.saved.id) }), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [autosave.state, autosave.data, postId, navigate]);

  // The preview, rendered by the server's own Markdown renderer, shortly after typing stops (the loader rendered
  // the first one).
  const previewed = useRef(post?.content ?? "");
  useEffect(() => {
    if (values.content === previewed.current) return;
    previewed.current = values.content;
    const timer = setTimeout(
      () => preview.submit({ content: values.content }, { method: "post", action: "/admin/blog/preview" }),
      PREVIEW_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-render only when the text changes
  }, [values.content]);

  // Leaving with unsaved changes: the browser's own prompt for a reload or a closed tab, ours for links in the app.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // An expired session sends the editor to sign in; the text waits in this browser.
      nextLocation.pathname !== "/admin/login",
  );

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

  const uploadFiles = async (files: File[], place: (result: UploadResult, file: File) => void) => {
    setUploadError(null);
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        place(await uploadImage(file), file);
      } catch (error) {
        setUploadError(error instanceof Error ? error.message : String(error));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    revalidator.revalidate();
  };
  const insertUploads = (files: File[]) =>
    uploadFiles(files, ({ url }, file) => insertAtCursor(`![${altFromName(file.name)}](${url})`));
  const imagesIn = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => f.type.startsWith("image/"));

  const deleteImage = async (image: MediaImage) => {
    setUploadError(null);
    const res = await fetch(href("/api/blog-images/:id", { id: String(image.id) }), { method: "DELETE" });
    if (!res.ok) {
      const body = await jsonBody<{ message?: string }>(res);
      setUploadError(body?.message ?? "The image could not be deleted.");
    }
    revalidator.revalidate();
  };

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
  const inUse = (url: string) =>
    values.content.includes(url) || values.imageUrl === url || values.socialImageUrl === url;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/admin/blog"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900"
      >
        <ArrowRightIcon className="h-4 w-4 rotate-180" />
        Back to Blog Posts
      </Link>
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
                href={href("/blog/:slug", { slug: saved.slug || values.slug })}
                target="_blank"
                rel="noreferrer"
                className={buttonClass("secondary", "px-4")}
              >
                {post?.live ? "View" : "Preview"}
              </a>
            ) : null}
            <Button type="submit" disabled={saving || uploading > 0}>
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
              previewHtml={preview.data?.html ?? previewHtml}
              textareaRef={contentRef}
              onFiles={insertUploads}
              imagesIn={imagesIn}
            />
          </div>

          <aside className="min-w-0 space-y-6" aria-label="Post settings">
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <legend className="px-1 text-sm font-semibold text-ink">Publishing</legend>
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
            </fieldset>

            <FeaturedImage
              value={values.imageUrl}
              onChange={(url) => setValues((v) => ({ ...v, imageUrl: url }))}
              errors={fieldErrors("imageUrl")}
              onUpload={(files) => uploadFiles(files, ({ url }) => setValues((v) => ({ ...v, imageUrl: url })))}
              imagesIn={imagesIn}
            />

            <fieldset className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <legend className="px-1 text-sm font-semibold text-ink">Search and sharing</legend>
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
            </fieldset>

            <MediaList
              images={images}
              uploading={uploading}
              error={uploadError}
              inUse={inUse}
              onInsert={(image) => insertAtCursor(`![${altFromName(image.fileName)}](${image.url})`)}
              onFeature={(image) => setValues((v) => ({ ...v, imageUrl: image.url }))}
              onDelete={deleteImage}
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

function TextField({
  label,
  name,
  value,
  onChange,
  errors,
  hint,
  required,
  multiline,
  placeholder,
  className = "",
}: {
  label: string;
  name: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  errors?: string[];
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const id = `post-${name}`;
  const errorId = `${id}-error`;
  const aria = {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": errors?.length ? errorId : hint ? `${id}-hint` : undefined,
  };
  return (
    <Field id={id} label={label} required={required} errors={errors} errorId={errorId} hint={hint}>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={2}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          className={`${inputClass} ${className}`}
          {...aria}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          className={`${inputClass} ${className}`}
          {...aria}
        />
      )}
    </Field>
  );
}

function ContentEditor({
  value,
  onChange,
  errors,
  tab,
  setTab,
  previewHtml,
  textareaRef,
  onFiles,
  imagesIn,
}: {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  errors?: string[];
  tab: "write" | "preview";
  setTab: (tab: "write" | "preview") => void;
  previewHtml: string;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
  onFiles: (files: File[]) => void;
  imagesIn: (list: FileList | null | undefined) => File[];
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="post-content" className="text-sm font-medium text-ink">
          Content (Markdown)
        </label>
        <div className="flex items-center gap-3">
          <ImageFilePicker multiple className={PICKER_LINK} onFiles={onFiles} imagesIn={imagesIn}>
            Insert image
          </ImageFilePicker>
          <WritePreviewTabs label="Content view" tab={tab} onSelect={setTab} className="lg:hidden" />
        </div>
      </div>
      <div className="mt-1.5 grid gap-4 lg:grid-cols-2">
        <div className={tab === "preview" ? "hidden lg:block" : ""}>
          <textarea
            id="post-content"
            name="content"
            ref={textareaRef}
            rows={24}
            value={value}
            onChange={onChange}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby="post-content-hint"
            onDragOver={(e) => {
              if ([...e.dataTransfer.items].some((i) => i.kind === "file")) {
                e.preventDefault();
                setDragging(true);
              }
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              const files = imagesIn(e.dataTransfer.files);
              setDragging(false);
              if (!files.length) return;
              e.preventDefault();
              onFiles(files);
            }}
            onPaste={(e) => {
              const files = imagesIn(e.clipboardData.files);
              if (!files.length) return;
              e.preventDefault();
              onFiles(files);
            }}
            className={`${inputClass} min-h-[24rem] font-mono leading-6 ${dragging ? "ring-2 ring-pine-600" : ""}`}
          />
          <p id="post-content-hint" className="mt-1.5 text-xs text-slate-500">
            Drop or paste images here to upload them (JPEG, PNG, WebP, GIF or AVIF, up to 10 MB).
          </p>
          {errors?.[0] ? <p className="mt-1.5 text-sm text-red-700">{errors[0]}</p> : null}
        </div>
        <section
          aria-label="Preview"
          className={`${tab === "write" ? "hidden lg:block" : ""} min-h-[24rem] overflow-y-auto rounded-md bg-white p-4 ring-1 ring-slate-200 lg:max-h-[40rem]`}
        >
          <div className="prose-post break-words text-sm" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      </div>
    </div>
  );
}

const PICKER_LINK =
  "cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-pine-700 hover:bg-pine-50 focus-within:ring-2 focus-within:ring-pine-600";

/** A button-like label that opens the file chooser for images (one, or several with `multiple`). */
function ImageFilePicker({
  multiple,
  className,
  onFiles,
  imagesIn,
  children,
}: {
  multiple?: boolean;
  className: string;
  onFiles: (files: File[]) => void;
  imagesIn: (list: FileList | null | undefined) => File[];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={className}>
      {children}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
        multiple={multiple}
        className="sr-only"
        onChange={(e) => {
          onFiles(imagesIn(e.currentTarget.files));
          e.currentTarget.value = "";
        }}
      />
    </label>
  );
}

function FeaturedImage({
  value,
  onChange,
  errors,
  onUpload,
  imagesIn,
}: {
  value: string;
  onChange: (url: string) => void;
  errors?: string[];
  onUpload: (files: File[]) => void;
  imagesIn: (list: FileList | null | undefined) => File[];
}) {
  const [failed, setFailed] = useState(false);
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-ink">Featured image</legend>
      {value ? (
        <img
          src={failed ? FALLBACK_POST_IMAGE : value}
          alt="Featured image preview"
          width={1200}
          height={675}
          onError={() => setFailed(true)}
          className="aspect-video w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ImageFilePicker
          className={buttonClass(
            "secondary",
            "cursor-pointer px-3 py-1.5 focus-within:ring-2 focus-within:ring-pine-600",
          )}
          onFiles={(files) => onUpload(files.slice(0, 1))}
          imagesIn={imagesIn}
        >
          Upload featured image
        </ImageFilePicker>
        {value ? (
          <button type="button" className="text-sm font-medium text-red-700" onClick={() => onChange("")}>
            Remove
          </button>
        ) : null}
      </div>
      <Field
        id="post-imageUrl"
        label="Featured Image URL"
        errors={errors}
        errorId="post-imageUrl-error"
        hint="A 16:9 image is advised (for example 1200 × 675)."
      >
        <input
          id="post-imageUrl"
          name="imageUrl"
          type="text"
          value={value}
          placeholder="https://… or /media/…"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? "post-imageUrl-error" : "post-imageUrl-hint"}
          onChange={(e) => {
            setFailed(false);
            onChange(e.currentTarget.value);
          }}
          className={inputClass}
        />
      </Field>
    </fieldset>
  );
}

function MediaList({
  images,
  uploading,
  error,
  inUse,
  onInsert,
  onFeature,
  onDelete,
  onUpload,
  imagesIn,
}: {
  images: MediaImage[];
  uploading: number;
  error: string | null;
  inUse: (url: string) => boolean;
  onInsert: (image: MediaImage) => void;
  onFeature: (image: MediaImage) => void;
  onDelete: (image: MediaImage) => void;
  onUpload: (files: File[]) => void;
  imagesIn: (list: FileList | null | undefined) => File[];
}) {
  return (
    <section aria-labelledby="media-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <h2 id="media-heading" className="text-sm font-semibold text-ink">
          Media
        </h2>
        <ImageFilePicker multiple className={PICKER_LINK} onFiles={onUpload} imagesIn={imagesIn}>
          Upload
        </ImageFilePicker>
      </div>
      <div aria-live="polite" className="text-sm">
        {uploading > 0 ? <p className="mt-2 text-slate-600">Uploading...</p> : null}
        {error ? <p className="mt-2 text-red-700">{error}</p> : null}
      </div>
      {images.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No images uploaded yet.</p>
      ) : (
        <ul className="mt-3 max-h-[32rem] space-y-3 overflow-y-auto">
          {images.map((image) => {
            const used = image.inUse || inUse(image.url);
            return (
              <li key={image.id} className="flex gap-3" data-media={image.url}>
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="h-14 w-20 shrink-0 rounded bg-slate-100 object-cover ring-1 ring-slate-200"
                />
                <div className="min-w-0 flex-1 text-xs">
                  <p className="truncate font-medium text-ink" title={image.fileName}>
                    {image.fileName}
                  </p>
                  <p className="text-slate-500">
                    {image.width} × {image.height}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-medium">
                    <button type="button" className="text-pine-700" onClick={() => onInsert(image)}>
                      Insert<span className="sr-only"> {image.fileName}</span>
                    </button>
                    <button type="button" className="text-pine-700" onClick={() => onFeature(image)}>
                      Use as featured<span className="sr-only"> image: {image.fileName}</span>
                    </button>
                    <button
                      type="button"
                      className="text-red-700 disabled:cursor-not-allowed disabled:text-slate-400"
                      disabled={used}
                      title={used ? "Used by a post" : undefined}
                      onClick={() => onDelete(image)}
                    >
                      Delete<span className="sr-only"> {image.fileName}</span>
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-title"
        aria-describedby="leave-text"
        onKeyDown={(e) => e.key === "Escape" && onStay()}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id="leave-title" className="text-lg font-semibold">
          {BLOG_MESSAGES.leaveTitle}
        </h2>
        <p id="leave-text" className="mt-2 text-sm text-slate-600">
          {BLOG_MESSAGES.leaveText}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button ref={stay} variant="secondary" type="button" onClick={onStay}>
            Stay
          </Button>
          <Button type="button" onClick={onLeave} className="bg-red-700 hover:bg-red-800">
            Leave
          </Button>
        </div>
      </div>
    </div>
  );
}
