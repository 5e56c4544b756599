import { appendFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rollup } from "vite";
import { staticPageHeaderRules } from "./app/platform/security-headers";
import { PRERENDERED_PATHS } from "./app/platform/site";

const BEHAVIOUR_ENTRY = fileURLToPath(new URL("./app/behaviour/site.ts", import.meta.url));
const BEHAVIOUR_MODULE = "virtual:site-behaviour";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * The public site's behaviour layer (app/behaviour/site.ts) is one more client entry, built by Vite on its own
 * (everything it imports inlined: it must share no chunk with the React app, or a static page would load React's
 * chunks with it), minified and emitted into the client build as a hashed asset. The server reads its URL from
 * `virtual:site-behaviour`; the client build runs first (React Router's build order), so the server build knows
 * the file name. In dev the source is served as is.
 */
export function siteBehaviour(): Plugin {
  let built: string | undefined;
  let dev = false;
  let ref: string | undefined;
  return {
    name: "site-behaviour",
    configResolved(config) {
      dev = config.command === "serve";
    },
    async buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      const result = await build({
        configFile: false,
        logLevel: "warn",
        resolve: { alias },
        build: {
          write: false,
          target: "es2022",
          minify: true,
          modulePreload: false,
          rollupOptions: { input: BEHAVIOUR_ENTRY, output: { format: "es", inlineDynamicImports: true } },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs[0]!.output.find((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isEntry)!;
      this.addWatchFile(BEHAVIOUR_ENTRY);
      ref = this.emitFile({ type: "asset", name: "site.js", source: chunk.code });
    },
    generateBundle() {
      if (this.environment.name === "client" && ref) built = `/${this.getFileName(ref)}`;
    },
    resolveId(id) {
      return id === BEHAVIOUR_MODULE ? `\0${BEHAVIOUR_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${BEHAVIOUR_MODULE}`) return undefined;
      if (dev) return `export default "/app/behaviour/site.ts";`;
      // The browser never renders the script tag: only a static page has it, and a static page is never rendered
      // by React in the browser (root.tsx).
      if (this.environment.name === "client") return `export default "";`;
      if (!built) this.error("the client build has not emitted app/behaviour/site.ts yet");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

/**
 * The prerendered pages' headers (react-router.config.ts renders them; Workers Static Assets serves them without the
 * Worker): appended to the client build's `_headers` (copied from public/_headers), from the Worker's own rule.
 * The prerender also writes each page's `.data`, what a hydrated client fetches to navigate there: the public site
 * is not hydrated (docs/decisions/0009), and as assets they would be answered without the pages' headers, so they
 * are removed once the build, prerender included, is done; a request for one reaches the Worker like any other.
 */
export function staticPageHeaders(): Plugin {
  return {
    name: "static-page-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (this.environment.mode !== "build" || !options.dir) return;
      const rules = staticPageHeaderRules(PRERENDERED_PATHS);
      appendFileSync(
        join(options.dir, "_headers"),
        `\n# Prerendered pages (vite.config.ts, staticPageHeaders)\n${rules}`,
      );
    },
    // After the app's own build, which the prerender wraps.
    buildApp: {
      order: "post",
      async handler(builder) {
        const dir = builder.environments.client?.config.build.outDir;
        if (!dir) return;
        for (const path of PRERENDERED_PATHS)
          rmSync(join(resolve(builder.config.root, dir), `${path}.data`), { force: true });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    siteBehaviour(),
    staticPageHeaders(),
  ],
  resolve: { alias },
  environments: {
    client: {
      // Route splitting leaves many tiny shared chunks (an icon set, a button); each is one more request before
      // the page can hydrate. Rollup merges chunks under this size into a chunk that is loaded with them anyway.
      build: { rollupOptions: { output: { experimentalMinChunkSize: 1_500 } } },
    },
  },
});
