// Share a post: Facebook, X and LinkedIn in a 600x400 pop-up (plain links without JavaScript), and the
// device's own share sheet, or copying the link.
import { useEffect, useState } from "react";
import { FacebookIcon, LinkedInIcon, XIcon } from "~/components/ui/icons";
import { BLOG_MESSAGES } from "~/schemas/blog-post-rules";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  // Only devices with a share sheet get the Share button; it appears after hydration.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const targets = [
    { label: "Share on Facebook", Icon: FacebookIcon, href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      label: "Share on X",
      Icon: XIcon,
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    },
    { label: "Share on LinkedIn", Icon: LinkedInIcon, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  ];

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error).name !== "AbortError") await copy();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNotice(BLOG_MESSAGES.copied);
    } catch {
      setNotice(url);
    }
    setTimeout(() => setNotice(null), 4000);
  }

  const button = "flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-pine-100 hover:text-pine-800";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-slate-600">Share</span>
      {targets.map(({ label, Icon, href }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className={button}
          onClick={(e) => {
            e.preventDefault();
            window.open(href, "share", "width=600,height=400,noopener");
          }}
        >
          <Icon className="h-4 w-4" />
        </a>
      ))}
      {canShare ? (
        <button type="button" onClick={share} className={`${button} w-auto px-4 text-sm font-medium`}>
          Share…
        </button>
      ) : null}
      <button type="button" onClick={copy} className={`${button} w-auto px-4 text-sm font-medium`} data-share="copy">
        Copy link
      </button>
      <span role="status" aria-live="polite" className="text-sm text-pine-700">
        {notice}
      </span>
    </div>
  );
}
