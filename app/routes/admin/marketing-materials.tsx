// /admin/marketing-materials, admins only: brochures and pitch decks, uploaded to R2 or linked; one active each.

import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/marketing-materials";
import { AdminTable } from "~/components/admin/list-controls";
import { EditAndDelete, NewTabLink } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { SummaryRow } from "~/components/admin/detail";
import { LoadErrorPanel } from "~/components/admin/load-error";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { requireRole } from "~/server/auth.server";
import { formatDate } from "~/platform/format.server";
import {
  createLinkMaterial,
  deleteMaterial,
  listMaterials,
  setMaterialActive,
  updateMaterial,
  uploadMaterial,
} from "~/models/marketing-materials.server";
import {
  acceptAttribute,
  MATERIAL_MESSAGES,
  MAX_UPLOAD_BYTES,
  materialEditSchema,
  materialSchema,
} from "~/schemas/material";
import { readDialog } from "~/platform/dialog";
import { isMaterialType, type MaterialType, MATERIAL_LABELS, MATERIAL_TYPES } from "~/schemas/vocabulary";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { booleanField, enumField, recordAction, switchAction } from "~/schemas/fields";
import { z } from "~/platform/zod";
import { MaterialDialog, PATH } from "~/routes/admin/marketing-materials-dialogs";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Marketing Materials",
  description: "The brochure and pitch deck visitors download from the About and Contact pages. One of each is active.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const all = await listMaterials();
  const rows = all.map((m) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    description: m.description,
    fileName: m.fileName,
    fileUrl: m.fileUrl,
    uploaded: m.r2Key !== null,
    size: m.fileSize,
    date: formatDate(m.uploadedAt),
    active: m.active,
  }));
  const opened = readDialog(params, ["new", "edit", "delete"]);
  const dialog = opened?.kind ?? null;
  const target = dialog !== "new" && opened?.id ? (rows.find((r) => r.id === opened.id) ?? null) : null;
  const newType = params.get("type");
  return {
    brochures: rows.filter((r) => r.type === "brochure"),
    decks: rows.filter((r) => r.type === "pitch-deck"),
    dialog: dialog === "new" || target ? dialog : null,
    newType: isMaterialType(newType) ? newType : null,
    target,
  };
}

// An unticked checkbox sends nothing; in this form that means inactive (the API's default is active).
const materialForm = materialSchema.extend({ active: booleanField });
const editForm = materialEditSchema.extend({ active: booleanField, ...recordAction.shape });
const uploadForm = z.object({
  type: enumField(MATERIAL_TYPES, MATERIAL_MESSAGES.uploadFailedText),
  file: z.custom<File>((v) => v instanceof File && v.size > 0, MATERIAL_MESSAGES.uploadFailedText),
});
/** A replacement file on the edit form, if one was chosen. */
const replacementOf = (form: FormData) => {
  const file = form.get("file");
  return file instanceof File ? file : null;
};

export const action = adminAction({
  entity: "material",
  // The form's other fields and boundaries take a little room beyond the file itself.
  maxBytes: MAX_UPLOAD_BYTES + 64 * 1024,
  tooLarge: MATERIAL_MESSAGES.tooLarge,
  intents: {
    upload: intent({
      schema: uploadForm,
      audit: "create",
      run: async ({ type, file }) => {
        const material = await uploadMaterial(type, file);
        const description = `${material.fileName} is now the active ${MATERIAL_LABELS[type].toLowerCase()}.`;
        return flash({ type: "success", title: "Upload complete", description });
      },
      failed: (error) => ({ type: "error", title: MATERIAL_MESSAGES.uploadFailedTitle, description: error.message }),
    }),
    activate: intent({
      schema: switchAction,
      audit: "activation",
      run: async ({ id, value }) => {
        const material = await setMaterialActive(id, value);
        return flash(
          material.active
            ? {
                type: "success",
                title: MATERIAL_MESSAGES.activeTitle,
                description: `This ${material.type} is now the active download file.`,
              }
            : {
                type: "success",
                title: MATERIAL_MESSAGES.deactivatedTitle,
                description: `This ${material.type} has been deactivated.`,
              },
        );
      },
    }),
    delete: deleteIntent(deleteMaterial, { title: "Material deleted" }),
    create: intent({
      schema: materialForm,
      dialog: {},
      run: async (input) => {
        await createLinkMaterial(input);
        return flash({ type: "success", title: "Material added" });
      },
    }),
    update: intent({
      schema: editForm,
      dialog: {},
      run: async ({ id, ...input }, { form }) => {
        await updateMaterial(id, input, replacementOf(form));
        return flash({ type: "success", title: "Material updated" });
      },
    }),
  },
});

export default function MarketingMaterials({
  loaderData: { brochures, decks, dialog, newType, target },
}: Route.ComponentProps) {
  return (
    <AdminPage
      {...SCREEN}
      actions={
        <>
          <UploadButton type="brochure" />
          <UploadButton type="pitch-deck" />
          <ButtonLink to="?dialog=new" variant="secondary" preventScrollReset>
            Add Link
          </ButtonLink>
        </>
      }
    >
      <MaterialTable title="Brochures" empty="No brochures added" rows={brochures} />
      <MaterialTable title="Pitch Decks" empty="No pitch decks added" rows={decks} />
      {dialog === "new" ? <MaterialDialog key="new" material={null} defaultType={newType ?? "brochure"} /> : null}
      {dialog === "edit" && target ? (
        <MaterialDialog key={`edit-${target.id}`} material={target} defaultType={target.type} />
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Material" closeTo={PATH} id={target.id}>
          <p>Are you sure you want to delete this material? This action cannot be undone.</p>
          <dl className="mt-4 space-y-1 rounded-md bg-slate-50 p-4 text-sm">
            <SummaryRow label="Title:">{target.title || "Untitled"}</SummaryRow>
            <SummaryRow label="Type:">{MATERIAL_LABELS[target.type]}</SummaryRow>
            <SummaryRow label="File name:">{target.fileName}</SummaryRow>
          </dl>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}

/** Choosing a file submits at once with JavaScript; without it, the file input and a submit button show. */
function UploadButton({ type }: { type: MaterialType }) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "upload" &&
    navigation.formData?.get("type") === type;
  const label = `Upload ${MATERIAL_LABELS[type]}`;
  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="type" value={type} />
      <label className={buttonClass("primary", `cursor-pointer ${busy ? "pointer-events-none opacity-60" : ""}`)}>
        {busy ? "Uploading..." : label}
        <input
          type="file"
          name="file"
          accept={acceptAttribute(type)}
          aria-label={label}
          className="sr-only"
          onChange={(e) => {
            if (e.currentTarget.files?.length) form.current?.requestSubmit();
          }}
        />
      </label>
      <noscript>
        <button type="submit" className={buttonClass("secondary")}>
          Send
        </button>
      </noscript>
    </Form>
  );
}

export type Row = Awaited<ReturnType<typeof loader>>["brochures"][number];

function MaterialTable({ title, empty, rows }: { title: string; empty: string; rows: Row[] }) {
  // An id may not contain spaces ("Pitch Decks"): aria-labelledby would read it as two ids.
  const headingId = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <section className="mb-10" aria-labelledby={`${headingId}-heading`}>
      <h2 id={`${headingId}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">
        <AdminTable
          label={`${title} table`}
          columns={["Title", "~File Name", "~Uploaded", "Status", ">Actions"]}
          empty={empty}
        >
          {rows.map((m) => (
            <tr key={m.id} data-material={m.id} data-active={m.active}>
              <td className="px-4 py-3">
                <span className="block font-medium text-ink">{m.title || "Untitled"}</span>
                {m.description ? <span className="line-clamp-1 text-xs text-slate-500">{m.description}</span> : null}
              </td>
              <td className="px-4 py-3">{m.fileName}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{m.date}</td>
              <td className="px-4 py-3">
                <Badge tone={m.active ? "green" : "gray"}>{m.active ? "Active" : "Inactive"}</Badge>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
                <Form method="post" className="inline">
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="value" value={String(!m.active)} />
                  <button
                    type="submit"
                    name="intent"
                    value="activate"
                    className="rounded-md px-2 py-1.5 font-medium text-pine-700 hover:bg-pine-50"
                    aria-label={`${m.active ? "Deactivate" : "Set Active"} ${m.title || m.fileName}`}
                  >
                    {m.active ? "Deactivate" : "Set Active"}
                  </button>
                </Form>
                <NewTabLink href={`${PATH}/${m.id}/file`} label={`Preview ${m.title || m.fileName}`}>
                  Preview
                </NewTabLink>
                <EditAndDelete id={m.id} title={m.title || m.fileName} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadErrorPanel page="Marketing Materials" heading={MATERIAL_MESSAGES.loadError} retryTo={PATH} error={error} />
  );
}
