// The Talent pool's React parts: the filters (inside the list's GET search form, so they work without JavaScript),
// the link that opens a profile with the filters kept, and the profile's dialog with its two job actions.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/list";
import { FilterSelect } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { Detail } from "~/components/admin/detail";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/field";
import { dialogParams } from "~/platform/dialog";
import { withParams } from "~/platform/params";
import { catalogue } from "~/i18n/catalogue";
import { ENGLISH_LEVELS, SENIORITIES, SKILL_OPTIONS, TALENT_COUNTRIES } from "~/schemas/talent-profile";

/** The list's parameters that links and actions keep: search, page and every filter (skills repeat). */
const LABELS = catalogue("en").talent;
type Loaded = Route.ComponentProps["loaderData"];

/** The single-choice filters, in the order they stand; `field` is where the loaded filter holds the choice. */
const CHOICE_FILTERS = [
  {
    name: "country",
    field: "country",
    label: "Country",
    all: "All countries",
    options: TALENT_COUNTRIES.map((c) => ({ value: c, label: LABELS.countries[c] })),
  },
  {
    name: "seniority",
    field: "seniority",
    label: "Seniority",
    all: "Any seniority",
    options: SENIORITIES.map((s) => ({ value: s, label: LABELS.seniorities[s] })),
  },
  {
    name: "english",
    field: "englishLevel",
    label: "English level",
    all: "Any English",
    options: ENGLISH_LEVELS.map((l) => ({ value: l, label: `${l} or better` })),
  },
] as const;

export function PoolFilters({ filter }: { filter: Loaded["filter"] }) {
  const chosen = new Set<string>(filter.skills);
  return (
    <>
      {CHOICE_FILTERS.map(({ field, ...f }) => (
        <FilterSelect key={f.name} {...f} value={filter[field]} width="sm:max-w-[10rem]" />
      ))}
      <details className="relative">
        <summary className={buttonClass("secondary", "cursor-pointer whitespace-nowrap")}>
          {chosen.size ? `Skills (${chosen.size})` : "Skills"}
        </summary>
        <div className="absolute z-20 mt-2 w-[min(36rem,90vw)] rounded-md bg-white p-4 shadow-lg ring-1 ring-slate-200">
          <fieldset>
            <legend className="text-sm font-medium text-ink">Has</legend>
            <div className="mt-1 flex gap-4 text-sm">
              {(["all", "any"] as const).map((m) => (
                <label key={m} className="flex items-center gap-1.5">
                  <input type="radio" name="match" value={m} defaultChecked={filter.match === m} />
                  {m === "all" ? "All of the skills" : "Any of the skills"}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="sr-only">Skills</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
              {SKILL_OPTIONS.map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="skill" value={s} defaultChecked={chosen.has(s)} />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
    </>
  );
}

/** A link that opens a profile's dialog over the list as it is filtered now. */
export function PoolLink({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  const search = useListSearch();
  return (
    <Link to={withParams(`/admin/talent-pool${search}`, dialogParams("view", id))} className={className}>
      {children}
    </Link>
  );
}

/** An action on a profile and a job chosen from the published ones: invite, or make an application. */
function JobForm({
  id,
  intent,
  label,
  jobs,
}: {
  id: number;
  intent: "invite" | "apply";
  label: string;
  jobs: Loaded["jobs"];
}) {
  const search = useListSearch();
  const selectId = `talent-${intent}-job`;
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="returnTo" value={search} />
      <input type="hidden" name="id" value={id} />
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          {intent === "invite" ? "Invite to apply for" : "Create application for"}
        </label>
        <select id={selectId} name="jobId" required defaultValue="" className={`${inputClass} mt-1.5`}>
          <option value="">Choose a published job</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {`${j.title} (${j.language.toUpperCase()})`}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" name="intent" value={intent} variant="secondary" className="shrink-0 whitespace-nowrap">
        {label}
      </Button>
    </Form>
  );
}

export function ProfileDialog({ viewing, jobs }: { viewing: NonNullable<Loaded["viewing"]>; jobs: Loaded["jobs"] }) {
  const search = useListSearch();
  const close = `/admin/talent-pool${search}`;
  return (
    <Dialog
      title={viewing.fullName}
      closeTo={close}
      size="lg"
      description={`${viewing.seniority} · ${viewing.country}`}
    >
      {viewing.anonymized ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          {`Personal data removed on ${viewing.anonymized} under the retention policy; country, seniority, English and skills remain.`}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Email" value={viewing.email ? <a href={`mailto:${viewing.email}`}>{viewing.email}</a> : "—"} />
        <Detail label="Phone" value={viewing.phone || "—"} />
        <Detail label="English" value={viewing.englishLevel} />
        <Detail label="Language" value={viewing.language} />
        <Detail
          label="Profile"
          value={
            viewing.profileUrl ? (
              <a href={viewing.profileUrl} rel="noopener noreferrer nofollow" target="_blank" className="break-all">
                {viewing.profileUrl}
              </a>
            ) : (
              "—"
            )
          }
        />
        <Detail
          label="CV"
          value={
            viewing.cv ? (
              <a href={`/admin/talent-pool/${viewing.id}/cv`} download className="break-all text-pine-700 underline">
                {`Download ${viewing.cv.name}`}
              </a>
            ) : (
              "—"
            )
          }
        />
        <Detail label="Joined" value={viewing.joined} />
      </dl>
      <div className="mt-4">
        <p className="text-sm font-medium text-ink">Skills</p>
        <p className="mt-1.5 flex flex-wrap gap-1" data-testid="profile-skills">
          {viewing.skills.map((s) => (
            <Badge key={s} tone="pine">
              {s}
            </Badge>
          ))}
        </p>
      </div>
      {viewing.invitations.length ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-ink">Invited</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm">
            {viewing.invitations.map((i) => (
              <li key={i.id}>{`${i.position}, ${i.at}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {viewing.anonymized ? null : (
        <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
          <JobForm id={viewing.id} intent="invite" label="Send invitation" jobs={jobs} />
          <JobForm id={viewing.id} intent="apply" label="Create application" jobs={jobs} />
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <Link
          to={withParams(close, dialogParams("delete", viewing.id))}
          className="text-sm font-medium text-red-700 underline-offset-2 hover:underline"
        >
          Delete profile
        </Link>
      </div>
    </Dialog>
  );
}
