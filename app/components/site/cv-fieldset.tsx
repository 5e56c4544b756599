// The CV part of a candidate's form (a job application, the talent network): a file with the uploads' checks, or a
// link instead, in one required group.
import type { FieldMetadata } from "@conform-to/react";
import { FieldFor, firstInvalid, hintId, InputField, RequiredMark } from "~/components/ui/field";
import { CV_ACCEPT } from "~/schemas/job";

type Labelled = { field: FieldMetadata<unknown>; label: string; hint: string };

/**
 * `copy` is the form's field texts, which both forms name alike (the legend, the file's label and hint); `link` is
 * the field that may stand in for the file, with its own texts.
 */
export function CvFieldset({
  copy,
  file,
  link,
}: {
  copy: { cv: string; cvFile: string; cvFileHint: string };
  file: FieldMetadata<unknown>;
  link: Labelled;
}) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink">
        {copy.cv}
        <RequiredMark />
      </legend>
      <FieldFor field={file} label={copy.cvFile} hint={copy.cvFileHint}>
        <input
          id={file.id}
          name={file.name}
          type="file"
          accept={CV_ACCEPT}
          aria-invalid={file.errors ? true : undefined}
          autoFocus={firstInvalid(file)}
          aria-describedby={file.errors ? `${file.errorId} ${hintId(file.id)}` : hintId(file.id)}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-pine-50 file:px-3 file:py-2 file:font-medium file:text-pine-800 hover:file:bg-pine-100"
        />
      </FieldFor>
      <InputField field={link.field} label={link.label} type="url" hint={link.hint} placeholder="https://" />
    </fieldset>
  );
}
