// The public header: sticky, translucent at the top of the page and solid after 10px of scroll,
// with a disclosure drawer on small screens that also works without JavaScript.
import { Link, NavLink } from "react-router";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { Logo } from "~/components/site/logo";
import { SkipLink } from "~/components/ui/skip-link";
import { LanguageLink } from "~/components/site/language-link";
import { useCatalogue, useLocalize } from "~/i18n/hooks";
import { mainNav } from "~/platform/site";

/** Read by app/behaviour/site.ts, which flips data-solid on scroll. */
export const SOLID_AFTER_PX = 10;

// The behaviour (solid after scroll, Escape closes the drawer, a link to the page already open scrolls to the
// top) is app/behaviour/site.ts's `header`; this is the markup it enhances.
export function SiteHeader() {
  const t = useCatalogue().common;
  const { booking } = useCatalogue();
  const to = useLocalize();
  return (
    <header
      data-solid="false"
      data-behaviour="header"
      data-solid-after={SOLID_AFTER_PX}
      className="fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 data-[solid=false]:bg-white/80 data-[solid=false]:backdrop-blur data-[solid=true]:bg-white data-[solid=true]:shadow-md data-[solid=true]:shadow-slate-900/5"
    >
      <SkipLink label={t.header.skipToContent} />
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to={to("/")} aria-label={t.header.homeLabel}>
          <Logo />
        </Link>

        <nav aria-label={t.header.mainNav} className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={to(item.to)}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? "text-pine-700" : "text-slate-700 hover:text-pine-700"
                }`
              }
            >
              {t.nav[item.key]}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageLink className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-pine-700 sm:inline-flex" />
          <Link
            to={`${to("/contact")}#book`}
            className="hidden rounded-md px-4 py-2 text-sm font-semibold text-pine-800 ring-1 ring-inset ring-pine-200 transition-colors hover:bg-pine-50 md:inline-flex"
          >
            {booking.cta}
          </Link>
          <Link
            to={to("/contact")}
            className="hidden rounded-md bg-pine-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pine-800 sm:inline-flex"
          >
            {t.header.cta}
          </Link>

          <details className="group lg:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label={t.header.menu}
            >
              <MenuIcon className="h-6 w-6 group-open:hidden" />
              <CloseIcon className="hidden h-6 w-6 group-open:block" />
            </summary>
            <nav
              aria-label={t.header.mobileNav}
              className="absolute inset-x-0 top-16 border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {[{ to: "/", key: "home" } as const, ...mainNav].map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={to(item.to)}
                      end={item.to === "/"}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-3 text-base font-medium ${
                          isActive ? "bg-pine-50 text-pine-800" : "text-slate-800 hover:bg-slate-50"
                        }`
                      }
                    >
                      {t.nav[item.key]}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Link
                to={to("/contact")}
                className="mt-3 flex justify-center rounded-md bg-pine-700 px-4 py-3 font-semibold text-white hover:bg-pine-800"
              >
                {t.header.cta}
              </Link>
              <Link
                to={`${to("/contact")}#book`}
                className="mt-2 flex justify-center rounded-md px-4 py-3 font-semibold text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50"
              >
                {booking.cta}
              </Link>
              <LanguageLink className="mt-2 flex justify-center rounded-md px-4 py-3 font-medium text-slate-800 hover:bg-slate-50" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
