// Client and certification logos: the strip on home and about, in their order (docs/decisions/0025).
import { logos, type Logo } from "~/db/schema";
import { proofCollection } from "~/models/proof-collection.server";
import type { Language } from "~/i18n/languages";
import { LOGO_MESSAGES, type LogoInput } from "~/schemas/logo";
import { isLogoKind, type LogoKind } from "~/schemas/vocabulary";

export const logoCollection = proofCollection<typeof logos, LogoInput>(logos, {
  notFound: LOGO_MESSAGES.notFound,
  images: ["imageUrl"],
});

/** What the strip shows of a logo, in one language: its image, its text alternative and its link. */
export type ShownLogo = { id: number; kind: LogoKind; name: string; imageUrl: string; linkUrl: string | null };

export function showLogos(rows: Logo[], language: Language): ShownLogo[] {
  return rows.flatMap((l) =>
    isLogoKind(l.kind)
      ? [
          {
            id: l.id,
            kind: l.kind,
            name: (language === "es" && l.nameEs) || l.name,
            imageUrl: l.imageUrl,
            linkUrl: l.linkUrl,
          },
        ]
      : [],
  );
}
