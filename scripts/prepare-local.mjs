// Before `npm run dev`: the same local secrets, schema and demo content that `npm start` prepares.
import { ensureDevVars } from "./lib.mjs";
import { migrate } from "./migrate.mjs";
import { seed } from "./seed.mjs";

ensureDevVars();
migrate();
seed();
