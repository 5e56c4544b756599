// The Cordillera mark: three peaks, and the name beside it.
import { site } from "~/platform/site";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1b605a" />
      <path d="M4 24 12 11l4 6 3-4 9 11H4Z" fill="#b0e3da" />
      <path d="m12 11 2.4 3.9L12 14l-1.9 1.6L12 11Z" fill="#fff" />
      <circle cx="23" cy="9" r="2.5" fill="#f5b041" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-ink" : "text-white"}`}>
        {site.shortName}
        <span className={tone === "dark" ? "font-medium text-pine-700" : "font-medium text-pine-200"}> Nearshore</span>
      </span>
    </span>
  );
}
