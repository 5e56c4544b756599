// The three proof screens' settings: where each lives, what its writes are audited as, its rules and its rows.
import { logoCollection } from "~/models/logos.server";
import { teamMemberCollection } from "~/models/team-members.server";
import { testimonialCollection } from "~/models/testimonials.server";
import { logoSchema } from "~/schemas/logo";
import { teamMemberSchema } from "~/schemas/team-member";
import { testimonialSchema } from "~/schemas/testimonial";
import { proofScreen } from "~/routes/admin/proof/proof.server";

export const testimonialScreen = proofScreen({
  path: "/admin/testimonials",
  entity: "testimonial",
  noun: "Testimonial",
  schema: testimonialSchema,
  collection: testimonialCollection,
});

export const teamScreen = proofScreen({
  path: "/admin/team",
  entity: "team_member",
  noun: "Team member",
  schema: teamMemberSchema,
  collection: teamMemberCollection,
});

export const logoScreen = proofScreen({
  path: "/admin/logos",
  entity: "logo",
  noun: "Logo",
  schema: logoSchema,
  collection: logoCollection,
});
