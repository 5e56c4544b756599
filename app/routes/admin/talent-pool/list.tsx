// /admin/talent-pool (Talent pool, admins): the talent network's profiles, filtered by country, seniority, English
// level (this or better), skills (all of them or any) and text, paged in SQL; a profile's dialog (?dialog=view&id=)
// with its CV, "Invite to apply", "Create application for job" and delete (?dialog=delete&id=).
import type { Route } from "./+types/list";
import { ListTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { Badge } from "~/components/ui/badge";
import { adminAction, deleteIntent, flash, intent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { formatDate } from "~/platform/format.server";
import { dialogId, dialogParams, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, listState, withParams } from "~/platform/params";
import { catalogue } from "~/i18n/catalogue";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { listPublishedJobs } from "~/models/jobs.server";
import {
  createApplicationFromProfile,
  inviteTalentProfile,
  deleteTalentProfile,
  findTalentProfile,
  listTalentInvitations,
  listTalentProfiles,
  readTalentFilter,
} from "~/models/talent-profiles.server";
import { talentJobAction } from "~/schemas/talent-profile";
import { PoolFilters, PoolLink, ProfileDialog } from "./parts";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

const SCREEN = {
  title: "Talent pool",
  description:
    "People who joined the talent network: find them by country, seniority, English and skills, invite them to apply or make an application.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

/** Staff screens are English: the catalogue's English labels for the lists. */
const LABELS = catalogue("en").talent;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const filter = readTalentFilter(params);
  const { profiles, total, totalExact } = await listTalentProfiles({
    ...filter,
    limit: query.limit,
    offset: query.offset,
  });
  const dialog = readDialog(params, ["view", "delete"]);
  const viewId = dialogId(dialog, "view");
  const deleteId = dialogId(dialog, "delete");
  const [viewing, invitations, jobs, target] = await Promise.all([
    viewId ? findTalentProfile(viewId) : null,
    viewId ? listTalentInvitations(viewId) : [],
    viewId ? listPublishedJobs("all") : [],
    deleteId ? findTalentProfile(deleteId) : null,
  ]);
  const label = (p: { fullName: string; anonymizedAt: Date | null }) =>
    p.anonymizedAt ? "Anonymised profile" : p.fullName;
  return {
    ...listState(request, query, total),
    totalExact,
    filter,
    profiles: profiles.map((p) => ({
      id: p.id,
      fullName: p.fullName,
      email: p.email,
      country: LABELS.countries[p.country] ?? p.country,
      seniority: LABELS.seniorities[p.seniority] ?? p.seniority,
      englishLevel: p.englishLevel,
      skills: p.skills,
      joined: formatDate(p.createdAt),
    })),
    viewing: viewing && {
      id: viewing.id,
      fullName: label(viewing),
      email: viewing.email,
      phone: viewing.phone,
      country: LABELS.countries[viewing.country] ?? viewing.country,
      seniority: LABELS.seniorities[viewing.seniority] ?? viewing.seniority,
      englishLevel: LABELS.englishLevels[viewing.englishLevel] ?? viewing.englishLevel,
      skills: viewing.skills,
      profileUrl: viewing.profileUrl,
      cv: viewing.resumeKey ? { name: viewing.resumeFileName ?? "cv" } : null,
      language: LANGUAGE_INFO[viewing.language].staffName,
      joined: formatDate(viewing.createdAt),
      anonymized: viewing.anonymizedAt ? formatDate(viewing.anonymizedAt) : null,
      invitations: invitations.map((i) => ({ id: i.id, position: i.position, at: formatDate(i.createdAt) })),
    },
    jobs: jobs.map((j) => ({ id: j.id, title: j.title, language: j.language })),
    target: target && { id: target.id, fullName: label(target) },
  };
}

export const action = adminAction(({ user }) => ({
  entity: "talent_profile",
  intents: {
    // An e-mail to the person with the job's link, once per job: audited as a send.
    invite: intent({
      schema: talentJobAction,
      audit: "send",
      run: async ({ id, jobId }, { back }) => {
        const invitation = await inviteTalentProfile(id, jobId, user);
        return flash(
          { type: "success", title: "Invitation sent", description: `Invited to apply for ${invitation.position}.` },
          withParams(back, dialogParams("view", id)),
        );
      },
      failed: () => ({
        type: "error",
        title: "Error",
        description: "Failed to send the invitation. Please try again.",
      }),
    }),
    // A new application (status new) made from the profile: audited as a create.
    apply: intent({
      schema: talentJobAction,
      audit: "create",
      run: async ({ id, jobId }) => {
        const application = await createApplicationFromProfile(id, jobId);
        return flash(
          { type: "success", title: "Application created", description: `For ${application.position}.` },
          `/admin/applications?dialog=view&id=${application.id}`,
        );
      },
      failed: () => ({
        type: "error",
        title: "Error",
        description: "Failed to create the application. Please try again.",
      }),
    }),
    delete: deleteIntent(
      deleteTalentProfile,
      { title: "Profile deleted", description: "The profile has been deleted." },
      "Failed to delete the profile. Please try again.",
    ),
  },
}));

const EMPTY = "No one has joined the talent network yet.";

/** Whether any of the pool's own filters (not the search) narrows the list. */
const filtered = (f: { country?: unknown; seniority?: unknown; englishLevel?: unknown; skills: unknown[] }) =>
  Boolean(f.country || f.seniority || f.englishLevel || f.skills.length);

export default function TalentPool({
  loaderData: { profiles, q, page, pageSize, total, totalExact, filter, viewing, jobs, target },
}: Route.ComponentProps) {
  const listSearch = useListSearch();
  return (
    <AdminPage {...SCREEN}>
      <ListTable
        search={{ placeholder: "Search name or email...", q, filters: <PoolFilters filter={filter} /> }}
        table={{
          label: "Talent profiles",
          columns: ["Name", "~Country", "~Seniority", "~English", "Skills", "~Joined"],
          empty: q ? "No profiles match your search." : filtered(filter) ? "No profiles match these filters." : EMPTY,
        }}
        paging={{ page, pageSize, total, label: "profiles", atLeast: !totalExact }}
      >
        {profiles.map((p) => (
          <tr key={p.id} data-profile={p.id}>
            <td className="px-4 py-3">
              <PoolLink id={p.id} className="font-medium text-pine-700 underline-offset-2 hover:underline">
                {p.fullName}
              </PoolLink>
              <span className="block break-all text-xs text-slate-500">{p.email}</span>
            </td>
            <td className="px-4 py-3">{p.country}</td>
            <td className="px-4 py-3">{p.seniority}</td>
            <td className="px-4 py-3">{p.englishLevel}</td>
            <td className="px-4 py-3">
              <span className="flex flex-wrap gap-1">
                {p.skills.map((s) => (
                  <Badge key={s} tone="gray">
                    {s}
                  </Badge>
                ))}
              </span>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{p.joined}</td>
          </tr>
        ))}
      </ListTable>
      {viewing ? <ProfileDialog viewing={viewing} jobs={jobs} /> : null}
      {target ? (
        <ConfirmDeleteDialog title="Delete profile" closeTo={`/admin/talent-pool${listSearch}`} id={target.id}>
          <p>{`Delete the profile of "${target.fullName}", its CV and the e-mails about it? This cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
