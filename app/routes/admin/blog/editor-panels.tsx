// The post editor's panels: a text field, the Markdown editor with its preview, the featured image, the media list
// and the dialog shown before leaving unsaved work. Each takes what it shows and reports changes; post-editor.tsx
// holds the state.
import { useId, useState, type ReactNode } from "react";
import { FALLBACK_POST_IMAGE } from "~/components/site/post-card";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/dialog";
import { WritePreviewTabs } from "~/components/admin/write-preview-tabs";
import type { MediaImage } from "~/routes/admin/blog/editor-values";
import { BLOG_MESSAGES } from "~/schemas/blog-post";
import { EditorPanel } from "~/components/admin/editor-panel";
import { UploadedImage } from "~/components/admin/uploaded-image";

export function TextField({
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

export function ContentEditor({
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

export function FeaturedImage({
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
    <EditorPanel legend="Featured image" spacing="space-y-3">
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
    </EditorPanel>
  );
}

export function MediaList({
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
                <UploadedImage
                  image={image}
                  alt=""
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

/** The question before leaving with unsaved changes: Stay (where it starts, and what Escape answers) or Leave. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ModalDialog
      role="alertdialog"
      title={BLOG_MESSAGES.leaveTitle}
      description={BLOG_MESSAGES.leaveText}
      onClose={onStay}
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" type="button" onClick={onStay} data-autofocus>
          Stay
        </Button>
        <Button type="button" onClick={onLeave} className="bg-red-700 hover:bg-red-800">
          Leave
        </Button>
      </div>
    </ModalDialog>
  );
}
