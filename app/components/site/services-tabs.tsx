// The three service tabs (Staff Augmentation, Custom Software Development, Specialized Practices).
//
// With `syncHash` the active tab follows the URL fragment both ways: #staff-aug, #custom-dev or #specialized selects
// its tab on load, on hashchange and on in-app links; choosing a tab rewrites the fragment with replaceState (no
// scroll, no history entry). The server renders every panel and selects staff-aug. Without JavaScript the tabs are
// fragment links and CSS :target shows the chosen panel (app.css) and marks its tab (the variants below); the
// behaviour (app/behaviour/site.ts, `tabs`) removes `tabs-static`, hides the other panels and takes the keys.
import { MarketingIcon } from "~/components/site/marketing/icon";
import { CheckCircleIcon } from "~/components/ui/icons";
import { contentFor } from "~/content";
import type { ServiceKey } from "~/content/types";
import { ArrowLink, panelButton } from "~/components/site/marketing/sections";
import { useCatalogue, useLanguage } from "~/i18n/hooks";

const DEFAULT_KEY: ServiceKey = "staff-aug";

// The look follows aria-selected, which the behaviour moves between the tabs.
const selectedLook = "aria-selected:bg-white aria-selected:text-pine-800 aria-selected:shadow-sm aria-selected:ring-1";
const idleLook =
  "aria-[selected=false]:text-slate-600 aria-[selected=false]:hover:bg-white/60 aria-[selected=false]:hover:text-slate-900";

// Without JavaScript only: the tab of the :target panel looks selected, and the default tab stops looking so.
const noScriptLook: Record<ServiceKey, string> = {
  "staff-aug":
    "[.tabs-static:has(#custom-dev:target,#specialized:target)_&]:bg-transparent [.tabs-static:has(#custom-dev:target,#specialized:target)_&]:text-slate-600 [.tabs-static:has(#custom-dev:target,#specialized:target)_&]:shadow-none [.tabs-static:has(#custom-dev:target,#specialized:target)_&]:ring-0",
  "custom-dev":
    "[.tabs-static:has(#custom-dev:target)_&]:bg-white [.tabs-static:has(#custom-dev:target)_&]:text-pine-800 [.tabs-static:has(#custom-dev:target)_&]:shadow-sm [.tabs-static:has(#custom-dev:target)_&]:ring-1",
  specialized:
    "[.tabs-static:has(#specialized:target)_&]:bg-white [.tabs-static:has(#specialized:target)_&]:text-pine-800 [.tabs-static:has(#specialized:target)_&]:shadow-sm [.tabs-static:has(#specialized:target)_&]:ring-1",
};

export function ServicesTabs({ syncHash = false }: { syncHash?: boolean }) {
  const { serviceTabs } = contentFor(useLanguage());
  const t = useCatalogue().marketing.servicesTabs;
  const active = DEFAULT_KEY;
  return (
    <div className="tabs-static mt-12" data-behaviour="tabs" data-sync-hash={syncHash || undefined}>
      <div
        role="tablist"
        aria-label={t.label}
        className="grid gap-1.5 rounded-2xl bg-slate-100 p-1.5 ring-1 ring-slate-200/70 sm:grid-cols-3"
      >
        {serviceTabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <a
              key={tab.key}
              href={`#${tab.key}`}
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={tab.key}
              tabIndex={selected ? 0 : -1}
              className={`flex items-center justify-center gap-2 rounded-xl px-4 py-3 text-center text-sm font-semibold ring-slate-200 transition-colors sm:text-[0.95rem] ${selectedLook} ${idleLook} ${noScriptLook[tab.key]}`}
            >
              <MarketingIcon name={tab.icon} className="h-4 w-4 shrink-0" />
              {tab.label}
            </a>
          );
        })}
      </div>
      <div className="tab-panels mt-6">
        {serviceTabs.map((tab) => (
          <div
            key={tab.key}
            id={tab.key}
            role="tabpanel"
            aria-labelledby={`tab-${tab.key}`}
            className="scroll-mt-28 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-10"
          >
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center">
              <div>
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-pine-700 text-white">
                  <MarketingIcon name={tab.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-2xl font-bold sm:text-[1.75rem] sm:leading-tight">{tab.headline}</h3>
                <p className="mt-4 leading-7 text-slate-600">{tab.summary}</p>
                <p className="mt-5 inline-flex rounded-lg bg-sun-100 px-3 py-1.5 text-sm font-medium text-sun-700">
                  {tab.engagement}
                </p>
                <div className="mt-7">
                  <ArrowLink to={tab.to} className={panelButton}>
                    {tab.cta}
                  </ArrowLink>
                </div>
              </div>
              <ul role="list" className="grid gap-4 sm:grid-cols-2">
                {tab.points.map((point) => (
                  <li
                    key={point.title}
                    className={`rounded-xl bg-pine-50/70 p-5 ring-1 ring-pine-100 ${
                      tab.points.length % 2 === 1 ? "sm:last:col-span-2" : ""
                    }`}
                  >
                    <p className="flex items-center gap-2 font-semibold text-ink">
                      <CheckCircleIcon className="h-5 w-5 shrink-0 text-pine-600" />
                      {point.title}
                    </p>
                    <p className="mt-2 text-sm leading-6 text-slate-600">{point.text}</p>
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
