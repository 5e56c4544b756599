// GET /api/job-listings/{id}/pipeline (admins) → {jobListing, columns: [{stage, label, cards}], truncated}: the hiring
// board as JSON, with the board's filters as query parameters (q, cv=1, days=N, owner=<id>|me).
import type { Route } from "./+types/job-listings.$id.pipeline";
import { apiRoute, idParam, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { validationFailed } from "~/platform/errors.server";
import { jobPipeline } from "~/models/application-pipeline.server";
import { ANONYMISED_APPLICANT, PIPELINE_STAGE_LABELS, readPipelineFilter } from "~/schemas/pipeline";

export { loader, action };

const { loader, action } = apiRoute<Route.ActionArgs>({
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request, ["admin"]);
    const jobId = idParam(params.id);
    const read = readPipelineFilter(new URL(request.url).searchParams);
    if (!read.filter) throw validationFailed({ [read.invalid]: [`${read.invalid} is not a valid filter value`] });
    const board = await jobPipeline(jobId, read.filter, user.id, { anonymisedName: ANONYMISED_APPLICANT });
    return json({
      jobListing: board.job,
      truncated: board.truncated,
      columns: board.columns.map((c) => ({
        stage: c.stage,
        label: PIPELINE_STAGE_LABELS[c.stage],
        cards: c.cards.map((card) => ({
          id: card.id,
          fullName: card.name,
          anonymized: card.anonymized,
          status: card.status,
          daysInStage: card.daysInStage,
          hasCv: card.hasCv,
          notes: card.notes,
          unreadReply: card.unreadReply,
          owner: card.owner,
          createdAt: card.appliedAt.toISOString(),
        })),
      })),
    });
  },
});
