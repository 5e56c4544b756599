// The candidate status page's forms (docs/decisions/0033): one action per form (`intent`), and "Lost your link?".
import { z } from "~/platform/zod";
import { emailField } from "~/schemas/fields";
import { byLanguage } from "~/i18n/catalogue";

/** An empty file input sends a nameless, empty file: that is no file. */
const noFile = (v: unknown) => (v === "" || (v instanceof File && v.size === 0 && v.name === "") ? undefined : v);

/** What the status page posts: withdraw, a new CV (`resumeFile`, checked like an application's when stored), erase. */
export const statusActionSchemaFor = byLanguage(({ applicationStatus: t }) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("withdraw") }),
    z.object({ intent: z.literal("erase") }),
    z.object({ intent: z.literal("cv"), resumeFile: z.preprocess(noFile, z.file({ error: t.cv.missing })) }),
  ]),
);
export type StatusActionInput = z.infer<ReturnType<typeof statusActionSchemaFor>>;

/** "Lost your link?": the address applied with. */
export const statusLinkSchemaFor = byLanguage(({ applicationStatus: t }) =>
  z.object({ email: emailField(t.lostLink.emailError) }),
);
export type StatusLinkInput = z.infer<ReturnType<typeof statusLinkSchemaFor>>;
