// POST /api/job-alerts {email, categories, locations, frequency, language?}: a job alert sign-up, pending until
// confirmed by e-mail, through the same pipeline, schema and store as /jobs/alerts. The same 202 for every address
// (new, pending, active or stopped), so it tells a caller nothing; bad choices are a 400 naming the field.
import { apiRoute } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { apiWrite } from "~/server/public-write.server";
import { jobAlertWrite } from "~/server/public-forms.server";
import { JOB_ALERT_ACCEPTED, jobAlertSchema } from "~/schemas/job-alert";

export { loader, action };

const { loader, action } = apiRoute({
  POST: ({ request }) =>
    apiWrite(request, jobAlertWrite, jobAlertSchema, () => json({ message: JOB_ALERT_ACCEPTED }, 202)),
});
