// The three service tabs. The active tab follows the URL fragment (#staff-aug, #custom-dev, #specialized) both
// ways. Without JavaScript the tabs are fragment links and CSS :target shows the chosen panel.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import { SERVICE_KEYS, serviceTabs, type ServiceKey } from "~/content/services";

const isKey = (value: string): value is ServiceKey => (SERVICE_KEYS as string[]).includes(value);

export function ServicesTabs({ syncHash = false }: { syncHash?: boolean }) {
  const [active, setActive] = useState<ServiceKey>("staff-aug");
  const [enhanced, setEnhanced] = useState(false);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    setEnhanced(true);
    if (!syncHash) return;
    const fromHash = () => {
      const key = window.location.hash.slice(1);
      if (isKey(key)) setActive(key);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [syncHash]);

  function choose(key: ServiceKey, focus = false) {
    setActive(key);
    if (syncHash) window.history.replaceState(window.history.state, "", `#${key}`);
    if (focus) tabs.current[SERVICE_KEYS.indexOf(key)]?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    const i = SERVICE_KEYS.indexOf(active);
    const next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? SERVICE_KEYS.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    choose(SERVICE_KEYS[(next + SERVICE_KEYS.length) % SERVICE_KEYS.length]!, true);
  }

  return (
    <div className="mt-10">
      <div role="tablist" aria-label="Services" onKeyDown={onKeyDown} className="flex flex-col gap-2 rounded-2xl bg-slate-100 p-1.5 sm:flex-row">
        {serviceTabs.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <a
              key={tab.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              href={`#${tab.key}`}
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={tab.key}
              tabIndex={selected ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                choose(tab.key);
              }}
              className={`flex-1 rounded-xl px-4 py-3 text-center text-sm font-semibold transition-colors ${
                selected ? "bg-white text-pine-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      <div className="tab-panels mt-6" data-enhanced={enhanced || undefined}>
        {serviceTabs.map((tab) => (
          <div
            key={tab.key}
            id={tab.key}
            role="tabpanel"
            aria-labelledby={`tab-${tab.key}`}
            hidden={enhanced && tab.key !== active}
            className="scroll-mt-28 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
          >
            <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
              <div>
                <h3 className="text-2xl font-bold">{tab.headline}</h3>
                <p className="mt-4 leading-7 text-slate-600">{tab.summary}</p>
                <Link to={tab.to} className="mt-6 inline-flex items-center gap-2 font-semibold text-pine-700 hover:text-pine-900">
                  {tab.cta} <ArrowRightIcon className="h-4 w-4" />
                </Link>
              </div>
              <ul className="space-y-3">
                {tab.points.map((point) => (
                  <li key={point} className="flex gap-3 rounded-xl bg-pine-50 px-4 py-3 text-sm text-pine-900">
                    <CheckCircleIcon className="h-5 w-5 shrink-0 text-pine-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
