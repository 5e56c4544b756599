// What the public pages show of a proof row in one language (docs/decisions/0025): a blank Spanish text reads the
// English. Shared by the pages' reads (app/models/proof.server.ts) and the editors' live previews, which show a row
// before it is saved.
import type { Language } from "~/i18n/languages";
import { isLogoKind, type LogoKind } from "~/schemas/vocabulary";

const inLanguage = (language: Language, english: string, spanish: string | null | undefined) =>
  (language === "es" && spanish?.trim()) || english;

export type ShownTestimonial = { id: number; content: string; author: string; title: string; rating: number };

export function showTestimonial(
  t: {
    id: number;
    content: string;
    contentEs: string;
    author: string;
    title: string;
    titleEs: string;
    company: string;
    companyEs: string;
    rating: number;
  },
  language: Language,
): ShownTestimonial {
  const title = inLanguage(language, t.title, t.titleEs);
  const company = inLanguage(language, t.company, t.companyEs);
  return {
    id: t.id,
    content: inLanguage(language, t.content, t.contentEs),
    author: t.author,
    // "VP of Engineering, a US logistics platform": the carousel's one line under the name.
    title: title && company ? `${title}, ${company}` : title || company,
    rating: t.rating,
  };
}

export type ShownTeamMember = {
  id: number;
  name: string;
  role: string;
  bio: string;
  photoUrl: string | null;
  linkedinUrl: string | null;
};

export function showTeamMember(
  m: {
    id: number;
    name: string;
    role: string;
    roleEs: string;
    bio: string;
    bioEs: string;
    photoUrl: string | null;
    linkedinUrl: string | null;
  },
  language: Language,
): ShownTeamMember {
  return {
    id: m.id,
    name: m.name,
    role: inLanguage(language, m.role, m.roleEs),
    bio: inLanguage(language, m.bio, m.bioEs),
    photoUrl: m.photoUrl || null,
    linkedinUrl: m.linkedinUrl || null,
  };
}

export type ShownLogo = { id: number; kind: LogoKind; name: string; imageUrl: string; linkUrl: string | null };

export function showLogos(
  rows: { id: number; kind: string; name: string; nameEs: string; imageUrl: string; linkUrl: string | null }[],
  language: Language,
): ShownLogo[] {
  return rows.flatMap((l) =>
    isLogoKind(l.kind)
      ? [
          {
            id: l.id,
            kind: l.kind,
            name: inLanguage(language, l.name, l.nameEs),
            imageUrl: l.imageUrl,
            linkUrl: l.linkUrl || null,
          },
        ]
      : [],
  );
}
