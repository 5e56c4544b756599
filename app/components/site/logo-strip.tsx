// The client and certification logos (home and about): each an image whose text alternative is the logo's name,
// a link when the logo has one. Images sit in fixed boxes (object-contain), so any logo's shape lays out the same
// and nothing shifts as they load. Nothing is drawn when there are no logos.
import type { ShownLogo } from "~/schemas/proof-display";
import { useCatalogue } from "~/i18n/hooks";

function LogoImage({ logo }: { logo: ShownLogo }) {
  const image = (
    <img
      src={logo.imageUrl}
      alt={logo.name}
      width={160}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-12 w-32 object-contain sm:h-14 sm:w-36"
    />
  );
  return logo.linkUrl ? (
    <a href={logo.linkUrl} rel="noopener noreferrer" className="block rounded-md">
      {image}
    </a>
  ) : (
    image
  );
}

/** `label`: the section's name where the page's own would repeat (the back office's previews, one per language). */
export function LogoStrip({
  logos,
  className = "",
  label,
}: {
  logos: readonly ShownLogo[];
  className?: string;
  label?: string;
}) {
  const t = useCatalogue().proof.logos;
  const groups = [
    { kind: "client", heading: t.clients, items: logos.filter((l) => l.kind === "client") },
    { kind: "certification", heading: t.certifications, items: logos.filter((l) => l.kind === "certification") },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-label={label ?? t.label} className={`container-page ${className}`} data-logo-strip="">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:gap-16">
        {groups.map((g) => (
          <div key={g.kind} data-logos={g.kind} className={groups.length === 1 ? "lg:col-span-2" : ""}>
            <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-slate-500 lg:text-left">
              {g.heading}
            </h2>
            <ul
              role="list"
              className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-6 lg:justify-start"
            >
              {g.items.map((logo) => (
                <li key={logo.id} className="min-w-0">
                  <LogoImage logo={logo} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
