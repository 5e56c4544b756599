// POST /api/auth/forgot-password {email} → 202 {message}, the same whether or not the e-mail is a staff account;
// 429 when asked too often for the address or from the client (models/password-reset.server.ts).
import { apiRoute, ownEntry, parseJson } from "~/server/api.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { forgotPasswordSchema, RESET_MESSAGES } from "~/schemas/account";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { email } = await parseJson(request, forgotPasswordSchema);
    const { ok } = await requestPasswordReset(request, email);
    if (!ok) throw new HttpError(429, RESET_MESSAGES.throttled);
    // requestPasswordReset records its own entry (after the response, for a staff address only), by nobody.
    return ownEntry(null, json({ message: RESET_MESSAGES.sent }, 202));
  },
});
