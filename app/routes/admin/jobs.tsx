// /admin/jobs (Manage Job Listings), admins only: search, publish at once, add, edit, delete, see applications.
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation, href } from "react-router";
import type { Route } from "./+types/jobs";
import { ListTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { RowDialogLink, RowLinks, NewButton, rowLink, PublishSwitch } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogButtons } from "~/components/ui/dialog";
import { CheckboxField, FieldFor, InputField, SelectField, TextareaField, inputClass } from "~/components/ui/field";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDate, formatRelative } from "~/platform/format.server";
import { listApplications } from "~/models/application-list.server";
import {
  applicationCounts,
  createJob,
  deleteJob,
  findJob,
  listJobTitles,
  listJobs,
  setJobPublished,
  updateJob,
} from "~/models/jobs.server";
import { JOB_CATEGORIES, JOB_LOCATIONS, JOB_MESSAGES, JOB_TYPES, jobSchema } from "~/schemas/job";
import { readDialog } from "~/platform/dialog";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "~/i18n/languages";
import { PAGE_SIZE, readListQuery, listState } from "~/platform/params";
import { booleanField, recordAction, switchAction } from "~/schemas/fields";
import { APPLICATION_STATUS_LABELS } from "~/schemas/vocabulary";
import { SaveForm } from "~/components/admin/save-intent";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = { title: "Manage Job Listings", description: "Open positions on the careers page." };

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const { jobs, total } = await listJobs(query);
  const counts = await applicationCounts(jobs.map((j) => j.id));
  const opened = readDialog(params, ["new", "edit", "delete", "applications"]);
  const dialog = opened?.kind ?? null;
  const id = opened?.id ?? null;
  const target = dialog !== "new" && id ? await findJob(id, { publishedOnly: false }) : null;
  // The "Translation of" choices: every other listing, named with its language (the model checks the pair).
  const translations =
    dialog === "new" || dialog === "edit" ? (await listJobTitles()).filter((j) => j.id !== target?.id) : [];
  const applications =
    dialog === "applications" && target
      ? (await listApplications({ q: "", jobId: target.id, limit: 100, offset: 0 })).applications.map((a) => ({
          id: a.id,
          fullName: a.fullName,
          email: a.email,
          status: a.status,
          date: formatDate(a.createdAt),
        }))
      : [];
  return {
    ...listState(request, query, total),
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      type: j.type,
      salary: j.salary,
      department: j.department,
      location: j.location,
      published: j.published,
      language: j.language,
      updated: formatRelative(j.updatedAt),
      applications: counts.get(j.id) ?? 0,
    })),
    dialog: dialog === "new" || target ? dialog : null,
    target: target && {
      id: target.id,
      title: target.title,
      department: target.department,
      location: target.location,
      type: target.type,
      salary: target.salary ?? "",
      description: target.description,
      responsibilities: target.responsibilities,
      requirements: target.requirements,
      category: target.category,
      published: target.published,
      closesAt: target.closesAt ? target.closesAt.toISOString().slice(0, 10) : "",
      language: target.language,
      translationOf: target.translationOf ? String(target.translationOf) : "",
    },
    translations,
    applications,
  };
}

// An unticked checkbox sends nothing; in this form that means unpublished (the API's default is published).
const jobForm = jobSchema.extend({ published: booleanField });

export const action = adminAction({
  entity: "job",
  intents: {
    publish: intent({
      schema: switchAction,
      run: async ({ id, value }) => {
        await setJobPublished(id, value);
        return flash({ type: "success", title: value ? JOB_MESSAGES.published : JOB_MESSAGES.unpublished });
      },
      failed: (_, { value }) => ({
        type: "error",
        title: JOB_MESSAGES.statusFailed,
        description: value ? JOB_MESSAGES.publishFailed : JOB_MESSAGES.unpublishFailed,
      }),
    }),
    delete: deleteIntent(deleteJob, { title: JOB_MESSAGES.deleted }, JOB_MESSAGES.deleteFailed),
    create: intent({
      schema: jobForm,
      dialog: {},
      run: async (job) => {
        await createJob(job);
        return flash({ type: "success", title: JOB_MESSAGES.created });
      },
      failed: () => ({ title: "Error", text: JOB_MESSAGES.createFailed }),
    }),
    update: intent({
      schema: jobForm.extend(recordAction.shape),
      dialog: {},
      run: async ({ id, ...job }) => {
        await updateJob(id, job);
        return flash({ type: "success", title: JOB_MESSAGES.updated });
      },
      failed: () => ({ title: "Error", text: JOB_MESSAGES.updateFailed }),
    }),
  },
});

export default function ManageJobs({
  loaderData: { jobs, q, page, pageSize, total, dialog, target, translations, applications },
}: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/jobs${listSearch}`;
  return (
    <AdminPage {...SCREEN} actions={<NewButton>Add Job Listing</NewButton>}>
      <ListTable
        search={{ placeholder: "Search job listings...", q }}
        table={{
          label: "Job listings",
          columns: ["~ID", "Position", "~Department", "~Location", "Status", "~Last Updated", ">Actions"],
          empty: q ? JOB_MESSAGES.noMatch : JOB_MESSAGES.empty,
        }}
        paging={{ page, pageSize, total, label: "job listings" }}
      >
        {jobs.map((j) => (
          <tr key={j.id} data-job={j.id}>
            <td className="break-normal px-4 py-3 tabular-nums text-slate-500">{j.id}</td>
            <td className="px-4 py-3">
              <span className="block font-medium text-ink">
                {j.title}
                {j.language !== "en" ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-600">
                    {j.language}
                  </span>
                ) : null}
              </span>
              <span className="text-xs text-slate-500">
                {j.type} · {j.salary?.trim() ? j.salary : "Salary not specified"}
              </span>
            </td>
            <td className="px-4 py-3">{j.department}</td>
            <td className="px-4 py-3">{j.location}</td>
            <PublishSwitch
              id={j.id}
              title={j.title}
              published={j.published}
              caption={j.published ? "Published" : "Unpublished"}
              returnTo={listSearch}
            />
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{j.updated}</td>
            {/* Five actions: they wrap as whole links, so the position's title keeps its room on a laptop. */}
            <td className="px-4 py-3 text-right text-sm [&>*]:inline-block [&>*]:whitespace-nowrap">
              <RowLinks
                id={j.id}
                title={j.title}
                view={j.published ? href("/jobs/:id", { id: String(j.id) }) : "/jobs"}
              >
                <RowDialogLink dialog="applications" id={j.id} tone="neutral" label={`Applications for ${j.title}`}>
                  Applications ({j.applications})
                </RowDialogLink>
                <Link
                  to={href("/admin/jobs/:id/pipeline", { id: String(j.id) })}
                  className={rowLink.neutral}
                  aria-label={`Pipeline for ${j.title}`}
                >
                  Pipeline
                </Link>
              </RowLinks>
            </td>
          </tr>
        ))}
      </ListTable>

      {dialog === "new" ? <JobDialog key="new" job={null} closeTo={close} translations={translations} /> : null}
      {dialog === "edit" && target ? (
        <JobDialog key={`edit-${target.id}`} job={target} closeTo={close} translations={translations} />
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Delete Job Listing" closeTo={close} id={target.id}>
          <p>{`Are you sure you want to delete "${target.title}"? Its applications are kept. This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
      {dialog === "applications" && target ? (
        <Dialog title={`Applications for ${target.title}`} closeTo={close} size="lg">
          {applications.length === 0 ? (
            <p className="text-slate-600">{JOB_MESSAGES.noApplications}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {applications.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="block font-medium text-ink">{a.fullName}</span>
                    <span className="text-xs text-slate-500">
                      {a.email} · {a.date}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <Badge tone={a.status === "new" ? "blue" : "gray"}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
                    <Form method="post" action="/admin/applications">
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="open"
                        className="text-sm font-semibold text-pine-700 hover:text-pine-900"
                        aria-label={`View Details: ${a.fullName}`}
                      >
                        View Details
                      </button>
                    </Form>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      ) : null}
    </AdminPage>
  );
}

type JobValues = {
  id: number;
  title: string;
  department: string;
  location: string;
  type: string;
  salary: string;
  description: string;
  responsibilities: string;
  requirements: string;
  category: string;
  published: boolean;
  closesAt: string;
  language: Language;
  translationOf: string;
};

type TranslationChoice = { id: number; title: string; language: Language };

function JobDialog({
  job,
  closeTo,
  translations,
}: {
  job: JobValues | null;
  closeTo: string;
  translations: TranslationChoice[];
}) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: job
      ? { ...job, published: job.published ? "on" : "" }
      : { type: "Full-time", category: "Engineering", location: JOB_LOCATIONS[0], published: "on", language: "en" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const select = (name: "type" | "category", label: string, options: readonly string[]) => (
    <SelectField field={fields[name]} label={label} required>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </SelectField>
  );
  return (
    <Dialog title={job ? "Edit Job Listing" : "Add Job Listing"} closeTo={closeTo} size="lg">
      <SaveForm form={form} id={job?.id} error={actionData?.error} returnTo>
        <InputField field={fields.title} label="Title" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField field={fields.department} label="Department" />
          {select("category", "Category", JOB_CATEGORIES)}
          {/* Any location; the spec's list is offered as suggestions. */}
          <FieldFor field={fields.location} label="Location" required>
            <input
              {...getInputProps(fields.location, { type: "text" })}
              list="job-location-suggestions"
              autoComplete="off"
              className={inputClass}
            />
            <datalist id="job-location-suggestions">
              {JOB_LOCATIONS.map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          </FieldFor>
          {select("type", "Type", JOB_TYPES)}
          <SelectField field={fields.language} label="Language" required>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_INFO[l].staffName}
              </option>
            ))}
          </SelectField>
          <SelectField field={fields.translationOf} label="Translation of (the pair link to each other)">
            <option value="">None</option>
            {translations.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title} ({LANGUAGE_INFO[t.language].staffName})
              </option>
            ))}
          </SelectField>
        </div>
        <InputField field={fields.salary} label="Salary" hint="Optional, e.g. $4,500 - $6,000 / month" />
        <InputField
          field={fields.closesAt}
          label="Closing date"
          type="date"
          hint="Optional. After this day (UTC) the listing leaves the careers page, the sitemap and job search."
        />
        <TextareaField field={fields.description} label="Description" rows={4} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField field={fields.responsibilities} label="Responsibilities" rows={5} hint="One per line." />
          <TextareaField field={fields.requirements} label="Requirements" rows={5} hint="One per line." />
        </div>
        <CheckboxField field={fields.published} label="Published" />
        <DialogButtons closeTo={closeTo} busy={busy} submit={job ? "Save Changes" : "Add Job Listing"} />
      </SaveForm>
    </Dialog>
  );
}
