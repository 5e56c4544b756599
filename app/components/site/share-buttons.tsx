// Share a post: Facebook, X and LinkedIn in a 600x400 pop-up (plain links without JavaScript), and the
// device's own share sheet, or copying the link. The behaviour is app/behaviour/site.ts's `share`: it shows the
// Share button only where the device has a share sheet, and writes the copy notice into the status region.
// Labelled in the page's language.
import { FacebookIcon, LinkedInIcon, XIcon } from "~/components/ui/icons";
import { useCatalogue } from "~/i18n/hooks";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useCatalogue().share;
  const targets = [
    {
      label: t.facebook,
      Icon: FacebookIcon,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: t.x,
      Icon: XIcon,
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
    {
      label: t.linkedin,
      Icon: LinkedInIcon,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
  ];

  const button =
    "flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-pine-100 hover:text-pine-800";
  return (
    <div
      className="flex flex-wrap items-center gap-3"
      data-behaviour="share"
      data-url={url}
      data-title={title}
      data-copied={t.copied}
    >
      <span className="text-sm font-medium text-slate-600">{t.label}</span>
      {targets.map(({ label, Icon, href }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className={button}
          data-share="popup"
        >
          <Icon className="h-4 w-4" />
        </a>
      ))}
      <button type="button" hidden className={`${button} w-auto px-4 text-sm font-medium`} data-share="native">
        {t.native}
      </button>
      {/* Copying needs JavaScript: the button appears with it. */}
      <button type="button" hidden className={`${button} w-auto px-4 text-sm font-medium`} data-share="copy">
        {t.copy}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-pine-700" data-share="notice" />
    </div>
  );
}
