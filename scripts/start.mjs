// `npm start`: build, prepare the local database, and serve the production build on http://localhost:8787.
import { spawn } from "node:child_process";
import { bin, ensureDevVars, root, run, toolEnv } from "./lib.mjs";
import { migrate } from "./migrate.mjs";
import { seed } from "./seed.mjs";

ensureDevVars();
run(bin("react-router"), ["build"]);
migrate();
seed();

const port = process.env.PORT ?? "8787";
const server = spawn(bin("wrangler"), ["dev", "--port", port, "--ip", "localhost"], {
  cwd: root,
  env: toolEnv,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
