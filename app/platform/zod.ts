// zod, configured before any schema is built. Every schema module imports z from here, not from "zod"
// (user.ts as "../platform/zod.ts": admin:create loads it under plain Node, without the ~ alias).
//
// jitless: zod 4 compiles object parsers with `new Function` when it can, and finds out whether it can by
// trying it the moment a z.object() is created. Under the site's Content-Security-Policy (no 'unsafe-eval')
// the try is blocked and caught, but the browser still fires a securitypolicyviolation on every page that
// loads a form. With jitless set first, zod never tries; it parses with its ordinary (non-compiled) code.
import { z } from "zod";

z.config({ jitless: true });

export { z };
