// POST /api/auth/reset-password {token, password} (a reset link's token; with `"invitation": true`, an invitation's)
// → 200 {message, user} and the session cookie, or, with two-factor on, {message, twoFactorRequired, challenge} for
// the code step of /api/auth/login. A used, expired or unknown token is a 400 that says which.
import { apiRoute, ownEntry, readJsonObject, validate } from "~/server/api.server";
import { toApiUser } from "~/server/api-serializers.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { sessionAfterLink } from "~/server/sign-in.server";
import { acceptInvitation } from "~/models/invitations.server";
import { resetPasswordWithToken } from "~/models/password-reset.server";
import { apiSetPasswordSchema, RESET_MESSAGES, TOKEN_MESSAGES } from "~/schemas/account";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const body = await readJsonObject(request);
    const { token, password } = validate(apiSetPasswordSchema, body);
    const done =
      body.invitation === true
        ? await acceptInvitation(request, token, password)
        : await resetPasswordWithToken(request, token, password);
    if (!done.ok) {
      const message = TOKEN_MESSAGES[done.problem];
      throw new HttpError(400, message, { errors: { token: [message] } });
    }
    // resetPasswordWithToken or acceptInvitation recorded its own entry, as the account's owner.
    const next = await sessionAfterLink(request, done.user, body.invitation === true ? "invitation" : "reset");
    if ("challenge" in next)
      return ownEntry(null, json({ message: RESET_MESSAGES.done, twoFactorRequired: true, challenge: next.challenge }));
    return ownEntry(
      null,
      json({ message: RESET_MESSAGES.done, user: toApiUser(done.user) }, { headers: { "Set-Cookie": next.cookie } }),
    );
  },
});
