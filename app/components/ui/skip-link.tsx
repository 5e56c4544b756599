// "Skip to content": the first stop of the Tab key on every page, hidden until it has focus. The target
// <main id="main" tabIndex={-1}> takes the focus, so the next Tab continues inside the content.
export function SkipLink({ label = "Skip to content" }: { label?: string }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-pine-800 focus:shadow-lg"
    >
      {label}
    </a>
  );
}
