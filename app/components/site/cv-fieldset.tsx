// The CV part of a candidate's form (a job application, the talent network): a file with the uploads' checks, or a
// link instead, in one required group.
import type { FieldMetadata } from "@conform-to/react";
import { FieldFor, firstInvalid, hintId, InputField, RequiredMark } from "~/components/ui/field";
import { CV_ACCEPT } from "~/schemas/job";

type Labelled = { field: FieldMetadata<unknown>; label: string; hint: string };

export function CvFieldset({ legend, file, link }: { legend: string; file: Labelled; link: Labelled }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink">
        {legend}
        <RequiredMark />
      </legend>
      <FieldFor field={file.field} label={file.label} hint={file.hint}>
        <input
          id={file.field.id}
          name={file.field.name}
          type="file"
          accept={CV_ACCEPT}
          aria-invalid={file.field.errors ? true : undefined}
          autoFocus={firstInvalid(file.field)}
          aria-describedby={
            file.field.errors ? `${file.field.errorId} ${hintId(file.field.id)}` : hintId(file.field.id)
          }
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-pine-50 file:px-3 file:py-2 file:font-medium file:text-pine-800 hover:file:bg-pine-100"
        />
      </FieldFor>
      <InputField field={link.field} label={link.label} type="url" hint={link.hint} placeholder="https://" />
    </fieldset>
  );
}
