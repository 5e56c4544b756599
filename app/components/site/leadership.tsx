// The Leadership section on /about: each person's photo (or initials), name, role, short bio and LinkedIn link.
// Texts come from staff, so they break anywhere and read in their own direction (dir="auto").
import { initials } from "~/components/site/initials";
import type { ShownTeamMember } from "~/schemas/proof-display";
import { HeadedSection } from "~/components/site/marketing/sections";
import { LinkedInIcon } from "~/components/ui/icons";
import { fill } from "~/i18n/catalogue";
import { useCatalogue } from "~/i18n/hooks";

export function TeamMemberCard({ member }: { member: ShownTeamMember }) {
  const t = useCatalogue().proof.leadership;
  return (
    <article className="flex h-full min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
      <div className="flex items-center gap-4">
        {member.photoUrl ? (
          // The name is the heading beside it: the photo adds no words.
          <img
            src={member.photoUrl}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-20 w-20 shrink-0 rounded-full bg-pine-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-pine-700 text-xl font-semibold text-white"
          >
            {initials(member.name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 dir="auto" className="break-words text-lg font-semibold">
            {member.name}
          </h3>
          <p dir="auto" className="break-words text-sm font-semibold text-pine-700">
            {member.role}
          </p>
        </div>
      </div>
      {member.bio ? (
        <p dir="auto" className="mt-4 flex-1 break-words leading-7 text-slate-600">
          {member.bio}
        </p>
      ) : null}
      {member.linkedinUrl ? (
        <a
          href={member.linkedinUrl}
          rel="noopener noreferrer"
          aria-label={fill(t.linkedin, { name: member.name })}
          className="mt-5 inline-flex h-11 w-11 items-center justify-center self-start rounded-md text-slate-500 ring-1 ring-slate-200 transition-colors hover:bg-pine-50 hover:text-pine-700"
        >
          <LinkedInIcon className="h-5 w-5" />
        </a>
      ) : null}
    </article>
  );
}

export function Leadership({ team }: { team: readonly ShownTeamMember[] }) {
  const t = useCatalogue().proof.leadership;
  if (team.length === 0) return null;
  return (
    <HeadedSection name="leadership" copy={t}>
      <ul role="list" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-leadership="">
        {team.map((m) => (
          <li key={m.id} className="min-w-0">
            <TeamMemberCard member={m} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
