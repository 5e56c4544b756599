import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    client: {
      // Route splitting leaves many tiny shared chunks (an icon set, a button); each is one more request before
      // the page can hydrate. Rollup merges chunks under this size into a chunk that is loaded with them anyway.
      build: { rollupOptions: { output: { experimentalMinChunkSize: 1_500 } } },
    },
  },
});
