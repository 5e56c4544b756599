// The public header: sticky, translucent at the top of the page and solid after 10px of scroll,
// with a disclosure drawer on small screens that also works without JavaScript.
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { Logo } from "~/components/site/logo";
import { SkipLink } from "~/components/ui/skip-link";
import { mainNav } from "~/lib/site";

export const SOLID_AFTER_PX = 10;

/** Choosing the link of the page already open scrolls to the top instead of doing nothing. */
function useScrollTopIfCurrent() {
  const { pathname } = useLocation();
  return (to: string) => () => {
    if (to === pathname) window.scrollTo({ top: 0, behavior: "smooth" });
  };
}

export function SiteHeader() {
  const [solid, setSolid] = useState(false);
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const scrollTopIfCurrent = useScrollTopIfCurrent();

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // The drawer closes whenever the page changes, and on Escape.
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && drawer.current?.open) {
        drawer.current.open = false;
        drawer.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid ? "bg-white shadow-md shadow-slate-900/5" : "bg-white/80 backdrop-blur"
      }`}
    >
      <SkipLink />
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to="/" aria-label="Cordillera Nearshore home" onClick={scrollTopIfCurrent("/")}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={scrollTopIfCurrent(item.to)}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? "text-pine-700" : "text-slate-700 hover:text-pine-700"
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/contact"
            onClick={scrollTopIfCurrent("/contact")}
            className="hidden rounded-md bg-pine-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-pine-800 sm:inline-flex"
          >
            Get in Touch
          </Link>

          <details ref={drawer} className="group lg:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label="Menu"
            >
              <MenuIcon className="h-6 w-6 group-open:hidden" />
              <CloseIcon className="hidden h-6 w-6 group-open:block" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute inset-x-0 top-16 border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {[{ to: "/", label: "Home" }, ...mainNav].map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/"}
                      onClick={scrollTopIfCurrent(item.to)}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-3 text-base font-medium ${
                          isActive ? "bg-pine-50 text-pine-800" : "text-slate-800 hover:bg-slate-50"
                        }`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Link
                to="/contact"
                className="mt-3 flex justify-center rounded-md bg-pine-700 px-4 py-3 font-semibold text-white hover:bg-pine-800"
              >
                Get in Touch
              </Link>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
