// The team: the people in the Leadership section of /about, in their order (docs/decisions/0025).
import { teamMembers, type TeamMember } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import type { Language } from "~/i18n/languages";
import { TEAM_MEMBER_MESSAGES, type TeamMemberInput } from "~/schemas/team-member";

export const teamMemberCollection = proofCollection<typeof teamMembers, TeamMemberInput>(teamMembers, {
  notFound: TEAM_MEMBER_MESSAGES.notFound,
  images: ["photoUrl"],
});

/** What the Leadership section shows of a person, in one language (a blank Spanish text reads the English). */
export type ShownTeamMember = {
  id: number;
  name: string;
  role: string;
  bio: string;
  photoUrl: string | null;
  linkedinUrl: string | null;
};

export function showTeamMember(m: TeamMember, language: Language): ShownTeamMember {
  const es = language === "es";
  return {
    id: m.id,
    name: m.name,
    role: (es && m.roleEs) || m.role,
    bio: (es && m.bioEs) || m.bio,
    photoUrl: m.photoUrl,
    linkedinUrl: m.linkedinUrl,
  };
}
