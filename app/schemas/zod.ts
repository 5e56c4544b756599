// zod, configured once for every schema: no JIT. zod's JIT compiles parsers with `new Function`, which the
// Content-Security-Policy forbids (script-src has no 'unsafe-eval'); even zod's probe for it makes the browser
// report a CSP violation on every page with a form. Schemas import `z` from here, not from "zod".
import { z } from "zod";

z.config({ jitless: true });

export { z };
