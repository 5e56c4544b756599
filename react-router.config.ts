import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/platform/site";

export default {
  ssr: true,
  // The pages with no per-request data are rendered once, at build time, by the built Worker itself (React Router
  // asks it through Vite's preview server, in workerd), and served as static assets without invoking the Worker
  // (docs/decisions/0029-static-pages-are-static.md).
  prerender: [...PRERENDERED_PATHS],
  future: {
    // Middleware lets the admin layout guard every child loader and action in one place.
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
    unstable_optimizeDeps: false,
    // Prerendering through the preview server runs the Worker in workerd, with its bindings, rather than importing
    // the server build into Node (which cannot load `cloudflare:workers`).
    unstable_previewServerPrerendering: true,
  },
} satisfies Config;
