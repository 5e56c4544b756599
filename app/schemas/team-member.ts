// The team (Leadership on /about): the editor's and the API's rules. LinkedIn links are https on linkedin.com.
import { z } from "~/platform/zod";
import { optionalText, requiredText } from "~/schemas/fields";
import {
  httpsLinkField,
  optionalImagePathField,
  positionField,
  publishedField,
  spanishText,
} from "~/schemas/proof-fields";

export const TEAM_MEMBER_MESSAGES = {
  name: "Name is required",
  role: "Role is required",
  linkedinUrl: "LinkedIn URL must be an https://www.linkedin.com/… address",
  notFound: "Team member not found",
  saved: "Team member saved",
  deleted: "Team member deleted",
} as const;

export const teamMemberSchema = z.object({
  name: requiredText(1, 120, TEAM_MEMBER_MESSAGES.name),
  role: requiredText(1, 120, TEAM_MEMBER_MESSAGES.role),
  roleEs: spanishText(120),
  bio: optionalText(600).transform((v) => v ?? ""),
  bioEs: spanishText(600),
  photoUrl: optionalImagePathField,
  linkedinUrl: httpsLinkField(TEAM_MEMBER_MESSAGES.linkedinUrl, ["linkedin.com"]),
  position: positionField,
  published: publishedField,
});
export type TeamMemberInput = z.output<typeof teamMemberSchema>;
