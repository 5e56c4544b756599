import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Middleware lets the admin layout guard every child loader and action in one place.
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
    unstable_optimizeDeps: false,
  },
} satisfies Config;
