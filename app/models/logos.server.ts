// Client and certification logos: the strip on home and about, in their order (docs/decisions/0025).
import { logos } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import { LOGO_MESSAGES, type LogoInput } from "~/schemas/logo";

export const logoCollection = proofCollection<typeof logos, LogoInput>(logos, {
  notFound: LOGO_MESSAGES.notFound,
  images: ["imageUrl"],
});
