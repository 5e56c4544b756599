// Lint rules for the whole repository (`npm run lint`, run by .ci/run): the recommended JavaScript and
// TypeScript rules, React's hooks rules, and nothing about layout, which Prettier owns. See docs/decisions/0005.
import js from "@eslint/js";
import prettier from "eslint-config-prettier/flat";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    ".react-router/",
    ".wrangler/",
    "public/",
    "migrations/",
    "test-results/",
    "tmp/",
    "docs/screenshots/",
    "worker-configuration.d.ts",
  ]),
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The app and the Worker run in workerd (and the app's client code in browsers): Web APIs, no Node.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    // Hooks rules where React lives. exhaustive-deps is an error: a warning nobody fails on is noise.
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // React Router's build strips `loader` and `action` from a route module's client bundle, and cannot strip a
    // destructured export (`export const { loader, action } = route`): the build fails. `export { loader, action }`.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.type='ObjectPattern']",
          message:
            "React Router cannot strip a destructured export: declare the consts, then `export { loader, action }`.",
        },
      ],
    },
  },
  {
    // Scripts, configs and browser tests run in Node; the browser tests' page.evaluate callbacks run in Chromium.
    files: ["scripts/**/*.mjs", "test/e2e/**/*.mjs", "*.config.{js,ts}", ".*.cjs"],
    languageOptions: { globals: { ...globals.node, ...globals.commonjs } },
  },
  {
    files: ["test/e2e/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Promises must be awaited, returned or marked `void` on purpose: a forgotten one loses its error (and, in a
    // Worker, may be cut off when the response is sent). These rules read the types, so they run on the typed code.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts", "test/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    rules: {
      // `_` marks a parameter or binding that is there for its position (it.each rows, destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  prettier,
]);
