// /admin/case-studies (Manage Case Studies), for editors and admins: search, publish at once, order (up and down
// within a language: the public page shows the first two behind its switch), delete; New and Edit open the
// full-page editor (/admin/case-studies/new, /admin/case-studies/{id}/edit).
import { href } from "react-router";
import type { Route } from "./+types/list";
import { ListTable } from "~/components/admin/list-controls";
import { useListSearch } from "~/components/admin/list-search";
import { MoveButtons, RowLinks, NewButton, PublishSwitch } from "~/components/admin/row-actions";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete";
import { TitleCell } from "~/components/admin/title-cell";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";
import { adminAction, deleteIntent, intent, moveIntent } from "~/server/admin-action.server";
import { requireRole } from "~/server/auth.server";
import { caseStudyPath } from "~/server/case-study-views.server";
import { formatRelative } from "~/platform/format.server";
import {
  caseStudyEnds,
  deleteCaseStudy,
  findCaseStudyById,
  listCaseStudies,
  moveCaseStudy,
  setCaseStudyPublished,
} from "~/models/case-studies.server";
import { CASE_STUDY_MESSAGES } from "~/schemas/case-study";
import { dialogId, readDialog } from "~/platform/dialog";
import { PAGE_SIZE, readListQuery, listState } from "~/platform/params";
import { switchAction } from "~/schemas/fields";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

const SCREEN = {
  title: "Manage Case Studies",
  description:
    "The client stories on the public Case Studies page, in each language: the first two published ones appear behind its switch, the rest as cards.",
};

export function meta() {
  return adminMeta(SCREEN.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, PAGE_SIZE);
  const [{ caseStudies, total }, ends] = await Promise.all([
    listCaseStudies({ limit: query.limit, offset: query.offset, q: query.q }),
    caseStudyEnds(),
  ]);
  const id = dialogId(readDialog(params, ["delete"]), "delete");
  const target = id ? await findCaseStudyById(id) : null;
  return {
    ...listState(request, query, total),
    studies: caseStudies.map((s) => ({
      id: s.id,
      title: s.title,
      client: s.client,
      language: s.language,
      position: s.position,
      first: ends.first.has(s.id),
      last: ends.last.has(s.id),
      view: caseStudyPath(s.language, s.slug),
      published: s.published,
      updated: formatRelative(s.updatedAt),
    })),
    target: target && { id: target.id, title: target.title },
  };
}

export const action = adminAction({
  entity: "case-study",
  intents: {
    // The switch saves in the background and keeps the user on the list: no redirect, no toast.
    publish: intent({
      schema: switchAction,
      run: async ({ id, value }) => {
        await setCaseStudyPublished(id, value);
        return { result: null, error: null };
      },
      failed: () => ({ type: "error", title: "Error", description: CASE_STUDY_MESSAGES.updateFailed }),
    }),
    move: moveIntent(moveCaseStudy, { title: CASE_STUDY_MESSAGES.moved }, CASE_STUDY_MESSAGES.updateFailed),
    delete: deleteIntent(deleteCaseStudy, { title: CASE_STUDY_MESSAGES.deleted }, CASE_STUDY_MESSAGES.deleteFailed),
  },
});

export default function ManageCaseStudies({
  loaderData: { studies, q, page, pageSize, total, target },
}: Route.ComponentProps) {
  const listSearch = useListSearch();
  const close = `/admin/case-studies${listSearch}`;

  return (
    <AdminPage {...SCREEN} actions={<NewButton to="/admin/case-studies/new">New Case Study</NewButton>}>
      <ListTable
        search={{ placeholder: "Search case studies...", q }}
        table={{
          label: "Case studies",
          columns: ["~Order", "Title", "~Status", "~Last Updated", ">Actions"],
          empty: q ? "No case studies match your search." : "No case studies yet. Create your first one!",
        }}
        paging={{ page, pageSize, total, label: "case studies" }}
      >
        {studies.map((s) => (
          <tr key={s.id} data-case-study={s.id}>
            <td className="whitespace-nowrap px-4 py-3 text-sm">
              <span className="mr-1 tabular-nums text-slate-500">{s.position}</span>
              <MoveButtons id={s.id} title={s.title} first={s.first} last={s.last} />
            </td>
            <TitleCell title={s.title} language={s.language} line={s.client} />
            <PublishSwitch
              id={s.id}
              title={s.title}
              published={s.published}
              caption={s.published ? "Published" : "Draft"}
            />
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{s.updated}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right text-sm">
              <RowLinks
                id={s.id}
                title={s.title}
                view={s.view}
                edit={href("/admin/case-studies/:id/edit", { id: String(s.id) })}
              />
            </td>
          </tr>
        ))}
      </ListTable>

      {target ? (
        <ConfirmDeleteDialog title="Delete Case Study" closeTo={close} id={target.id}>
          <p>{`Are you sure you want to delete "${target.title}"? This action cannot be undone.`}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </AdminPage>
  );
}
