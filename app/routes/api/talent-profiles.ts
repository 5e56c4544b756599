// GET /api/talent-profiles (admins): the Talent pool with the screen's filters (?q, country, seniority, english,
// skill (repeated or comma-separated), match=all|any, page/limit/offset) → {talentProfiles, total}.
import { apiRoute, requireApiUser } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { readListQuery } from "~/platform/params";
import { listTalentProfiles, readTalentFilter, type TalentProfileWithSkills } from "~/models/talent-profiles.server";

export { loader, action };

export function toApiTalentProfile(p: TalentProfileWithSkills) {
  return {
    id: p.id,
    fullName: p.fullName,
    email: p.email,
    phone: p.phone,
    country: p.country,
    seniority: p.seniority,
    englishLevel: p.englishLevel,
    skills: p.skills,
    profileUrl: p.profileUrl,
    resumeFile: p.resumeKey
      ? { name: p.resumeFileName, size: p.resumeFileSize, contentType: p.resumeContentType }
      : null,
    language: p.language,
    consentAt: p.consentAt ? p.consentAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin"]);
    const params = new URL(request.url).searchParams;
    const { limit, offset } = readListQuery(params, 50);
    const { profiles, total, totalExact } = await listTalentProfiles({ ...readTalentFilter(params), limit, offset });
    return json({ talentProfiles: profiles.map(toApiTalentProfile), total, totalExact });
  },
});
