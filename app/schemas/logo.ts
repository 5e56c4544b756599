// Client and certification logos (the strip on home and about): the editor's and the API's rules. The name is the
// image's text alternative; the link, when there is one, is https.
import { z } from "~/platform/zod";
import { enumField, requiredText } from "~/schemas/fields";
import { httpsLinkField, imagePathField, positionField, publishedField, spanishText } from "~/schemas/proof-fields";
import { LOGO_KINDS, orList } from "~/schemas/vocabulary";

export const LOGO_MESSAGES = {
  name: "Name is required",
  kind: `Kind must be ${orList(LOGO_KINDS)}`,
  linkUrl: "Link must be an https:// address",
  notFound: "Logo not found",
  saved: "Logo saved",
  deleted: "Logo deleted",
} as const;

export const logoSchema = z.object({
  name: requiredText(1, 120, LOGO_MESSAGES.name),
  nameEs: spanishText(120),
  kind: enumField(LOGO_KINDS, LOGO_MESSAGES.kind),
  imageUrl: imagePathField,
  linkUrl: httpsLinkField(LOGO_MESSAGES.linkUrl),
  position: positionField,
  published: publishedField,
});
export type LogoInput = z.output<typeof logoSchema>;
