// Marketing Materials' dialog: add or edit a brochure or pitch deck (an upload or a link).
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { CheckboxField, Field, FieldFor, InputField, TextareaField, inputClass } from "~/components/ui/field";
import { acceptAttribute, materialEditSchema, materialSchema } from "~/schemas/material";
import { type MaterialType, MATERIAL_LABELS } from "~/schemas/vocabulary";
import type { action, Row } from "~/routes/admin/marketing-materials";
import { SaveForm } from "~/components/admin/save-intent";

export const PATH = "/admin/marketing-materials";

export function MaterialDialog({ material, defaultType }: { material: Row | null; defaultType: MaterialType }) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // One field set for both: an upload simply has no file_url field on the form.
  const schema = (material?.uploaded ? materialEditSchema : materialSchema) as typeof materialSchema;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: material
      ? {
          type: material.type,
          title: material.title,
          description: material.description ?? "",
          file_url: material.fileUrl ?? "",
          file_name: material.fileName,
          active: material.active ? "on" : "",
        }
      : { type: defaultType, active: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const url = typeof fields.file_url.value === "string" ? fields.file_url.value : (material?.fileUrl ?? "");
  return (
    <Dialog title={material ? "Edit Material" : "Add Material"} closeTo={PATH}>
      <SaveForm form={form} id={material?.id} error={actionData?.error} encType="multipart/form-data">
        <FieldFor field={fields.type} label="Material Type" required>
          {material ? (
            <>
              <input type="hidden" name="type" value={material.type} />
              <input id={fields.type.id} value={MATERIAL_LABELS[material.type]} readOnly className={inputClass} />
            </>
          ) : (
            <select
              id={fields.type.id}
              name={fields.type.name}
              defaultValue={defaultType}
              aria-invalid={fields.type.errors ? true : undefined}
              aria-describedby={fields.type.errors ? fields.type.errorId : undefined}
              className={inputClass}
            >
              <option value="brochure">Brochure</option>
              <option value="pitch-deck">Pitch Deck</option>
            </select>
          )}
        </FieldFor>
        <InputField field={fields.title} label="Title" required />
        <TextareaField field={fields.description} label="Description (optional)" rows={3} />
        {material?.uploaded ? (
          <Field
            id="material-file"
            label="Replace file (optional)"
            hint={`Uploaded file: ${material.fileName}. A new file replaces it.`}
          >
            <input
              id="material-file"
              type="file"
              name="file"
              accept={acceptAttribute(material.type)}
              className="block text-sm"
            />
          </Field>
        ) : (
          <FieldFor field={fields.file_url} label="File URL" required>
            <div className="flex gap-2">
              <input
                {...getInputProps(fields.file_url, { type: "url" })}
                placeholder="https://"
                className={inputClass}
              />
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("secondary", "shrink-0")}
                  aria-label="Open the file in a new tab"
                >
                  Open
                </a>
              ) : null}
            </div>
          </FieldFor>
        )}
        <InputField field={fields.file_name} label="File Name" required />
        <CheckboxField field={fields.active} label="Set as Active" />
        <DialogButtons closeTo={PATH} busy={busy} submit={material ? "Save Changes" : "Add Material"} />
      </SaveForm>
    </Dialog>
  );
}
