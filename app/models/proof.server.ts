// What the public pages read of the proof collections, each page in ONE batched D1 round trip (README
// "Performance"): home, the testimonials and the logos; about, the team, the logos and the active materials.
import { db } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { contentChangesAt, logError } from "~/platform/request-telemetry.server";
import { logoCollection } from "~/models/logos.server";
import { activeMaterialsQuery, resourceDescriptionsOf } from "~/models/marketing-materials.server";
import { teamMemberCollection } from "~/models/team-members.server";
import { testimonialCollection } from "~/models/testimonials.server";
import { showLogos, showTeamMember, showTestimonial, type ShownLogo } from "~/schemas/proof-display";

/**
 * A page rendered without what failed to load must not be kept by the edge cache, or one D1 hiccup would show every
 * visitor the page without it for a minute: saying its content changes now gives it a lifetime of zero, so the next
 * view renders again (as a list with a scheduled post is kept only until that post goes live).
 */
function notForTheEdgeCache() {
  contentChangesAt(new Date());
}

/** The home page's testimonials and logos (none when the read fails: the page still renders, and the error is logged). */
export async function readHomeProof(language: Language) {
  try {
    const [testimonials, logos] = await db().batch([
      testimonialCollection.publishedQuery(),
      logoCollection.publishedQuery(),
    ]);
    return {
      testimonials: testimonialCollection.rowsOf(testimonials).map((t) => showTestimonial(t, language)),
      logos: showLogos(logoCollection.rowsOf(logos), language),
    };
  } catch (error) {
    logError(error, { what: "could not load the home page's testimonials and logos" });
    notForTheEdgeCache();
    return { testimonials: [], logos: [] as ShownLogo[] };
  }
}

/** The about page's team, logos and downloadable materials (defaults when the read fails, logged). */
export async function readAboutProof(language: Language) {
  try {
    const [team, logos, materials] = await db().batch([
      teamMemberCollection.publishedQuery(),
      logoCollection.publishedQuery(),
      activeMaterialsQuery(),
    ]);
    return {
      team: teamMemberCollection.rowsOf(team).map((m) => showTeamMember(m, language)),
      logos: showLogos(logoCollection.rowsOf(logos), language),
      resources: resourceDescriptionsOf(materials),
    };
  } catch (error) {
    logError(error, { what: "could not load the about page's team, logos and materials" });
    notForTheEdgeCache();
    return { team: [], logos: [] as ShownLogo[], resources: resourceDescriptionsOf([]) };
  }
}
