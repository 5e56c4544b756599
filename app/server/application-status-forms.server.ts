// The candidate status page's public writes (issue 30, docs/decisions/0033), through the public-write pipeline like
// every visitor's form: the Worker's origin check, a rate limit, a bounded read (a CV's size for the page's form),
// validation, the honeypot. The link's token comes from the URL; the candidate's actions are audited by the model.
import type { PublicWrite, WriteTexts } from "~/server/public-write.server";
import type { Catalogue } from "~/i18n/catalogue";
import { notFound } from "~/platform/errors.server";
import type { Acting } from "~/models/audit-log.server";
import { findByStatusToken } from "~/models/application-status-token.server";
import {
  eraseApplication,
  replaceApplicationCv,
  resendStatusLinks,
  withdrawApplication,
} from "~/models/application-status-page.server";
import { catalogue } from "~/i18n/catalogue";
import type { StatusActionInput, StatusLinkInput } from "~/schemas/application-status";
import { CV_MAX_BYTES } from "~/schemas/job";

/** A status page action's input: what the form posted, the link's token and who acts from where. */
export type StatusAction = StatusActionInput & { token: string; by: Acting };

const statusTexts = ({ applicationStatus: t, application: { messages: m, refusals: r } }: Catalogue): WriteTexts => ({
  failure: t.failure,
  refusals: {
    400: { title: t.failure.title, text: r.cvName },
    404: t.invalid,
    409: t.changed,
    413: { title: r.cvTitle, text: m.tooLarge },
    415: { title: r.cvTitle, text: r.cvType },
  },
  tooLarge: m.tooLarge,
});

export const statusActionWrite: PublicWrite<StatusAction, StatusAction["intent"]> = {
  form: "application-status",
  entity: "application",
  async store(input, language) {
    const t = catalogue(language).applicationStatus;
    const application = await findByStatusToken(input.token);
    // The same answer for a forged, replaced or spent link: nothing says whether an application exists.
    if (!application) throw notFound(t.invalid.text);
    if (input.intent === "withdraw") await withdrawApplication(application, input.by, t.changed.text);
    else if (input.intent === "cv") await replaceApplicationCv(application, input.resumeFile, input.by, t.changed.text);
    else await eraseApplication(application, input.by);
    return input.intent;
  },
  after: [],
  texts: statusTexts,
  upload: { maxBytes: CV_MAX_BYTES },
};

/** "Lost your link?": nothing is stored in the request; the links go out after the response, whatever the address. */
export const statusLinkWrite: PublicWrite<StatusLinkInput, StatusLinkInput> = {
  form: "status-link",
  entity: "application",
  store: (input) => Promise.resolve(input),
  after: [resendStatusLinks],
  texts: ({ applicationStatus: t }) => ({ failure: t.failure }),
};
