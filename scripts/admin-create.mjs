// `npm run admin:create -- --email E --password P [--role admin|editor] [--name N] [--remote] [--persist-to DIR]`
// Creates a staff account, or resets the password and role of an existing one (ending all its sessions), in the
// local (or production) D1.
import { createRequire } from "node:module";
import { ARGON2_PARAMS } from "../app/platform/password-rules.ts";
import { adminCreateSql } from "../app/db/admin-create-sql.ts";
import { userCreateSchema } from "../app/schemas/user.ts";
import { d1Target, hasFlag, option, wrangler } from "./lib.mjs";
import { migrate } from "./migrate.mjs";

const require = createRequire(import.meta.url);
const { argon2id } = require("argon2-wasm-edge");

const remote = hasFlag("remote");
const persistTo = option("persist-to");
const parsed = userCreateSchema.safeParse({
  email: option("email"),
  password: option("password"),
  role: option("role") ?? "admin",
  name: option("name"),
});
if (!parsed.success) {
  console.error("Cannot create the user:");
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join(".") || "input"}: ${issue.message}`);
  console.error("Usage: npm run admin:create -- --email E --password P [--role admin|editor] [--name N] [--remote]");
  process.exit(1);
}
const { email, password, role, name } = parsed.data;

const salt = crypto.getRandomValues(new Uint8Array(16));
const hash = await argon2id({ ...ARGON2_PARAMS, password, salt, outputType: "encoded" });

const sql = adminCreateSql({ email, hash, role, name, now: Date.now() });

if (!remote) migrate({ persistTo });
wrangler(["d1", "execute", "DB", ...d1Target({ remote, persistTo }), "--command", sql], { capture: true });
console.log(`${email} can now sign in at /admin/login as ${role === "admin" ? "an administrator" : "an editor"}.`);
