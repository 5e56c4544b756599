// The structure check (`npm run structure`, run by .ci/run): the app's layers point only down, and no module
// takes part in an import cycle. Why dependency-cruiser and what each layer holds: docs/decisions/0019.
//
//   routes, root, entry, workers/   the top: may use everything below
//   components/, behaviour/         what the browser runs; may use platform, schemas, content (types from anywhere)
//   server/                         the pipelines: public writes, admin actions, /api, sign-in, mail, cards
//   models/                         one module per entity: its queries and rules
//   db/, content/                   the tables and the demo data; the fixed marketing copy
//   schemas/                        vocabulary and input rules, shared with the browser
//   i18n/                           the languages, the public site's catalogues, localized paths and meta
//   platform/                       Workers, HTTP, crypto, text, logging: knows nothing of the product
const layer = (name) => `^app/${name}/`;
const below = {
  platform: ["platform"],
  i18n: ["platform", "i18n"],
  schemas: ["platform", "i18n", "schemas"],
  content: ["platform", "i18n", "content"],
  db: ["platform", "i18n", "schemas", "db"],
  models: ["platform", "i18n", "schemas", "content", "db", "models"],
  server: ["platform", "i18n", "schemas", "content", "db", "models", "server"],
  components: ["platform", "i18n", "schemas", "content", "components"],
  behaviour: ["platform", "i18n", "schemas", "components", "behaviour"],
};

/** One rule per layer: an import from it to any app module outside the layers it may use is an error. */
const layerRules = Object.entries(below).map(([name, allowed]) => ({
  name: `${name}-points-down`,
  comment: `app/${name} may import only from ${allowed.map((a) => `app/${a}`).join(", ")}`,
  severity: "error",
  from: { path: layer(name) },
  to: {
    path: "^(app|workers)/",
    pathNot: [...allowed.map(layer), "^app/[^/]+\\.d\\.ts$"],
    // The browser's layers may name the shape of what a loader or model returns (erased at build time).
    ...(name === "components" || name === "behaviour" ? { dependencyTypesNot: ["type-only"] } : {}),
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle means two modules are one concern split in two, or a layer reaching up",
      severity: "error",
      from: { path: "^(app|workers)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    ...layerRules,
    {
      name: "app-never-imports-the-worker",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^workers/" },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      from: { path: "^(app|workers)/" },
      to: { couldNotResolve: true, pathNot: ["^cloudflare:", "^virtual:", "\\?(url|raw)$", "^\\./\\+types/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^\\.react-router/", "^build/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.cloudflare.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
