// The team: the people in the Leadership section of /about, in their order (docs/decisions/0025).
import { teamMembers } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import { TEAM_MEMBER_MESSAGES, type TeamMemberInput } from "~/schemas/team-member";

export const teamMemberCollection = proofCollection<typeof teamMembers, TeamMemberInput>(teamMembers, {
  notFound: TEAM_MEMBER_MESSAGES.notFound,
  images: ["photoUrl"],
});
