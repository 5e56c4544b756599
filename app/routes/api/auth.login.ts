// POST /api/auth/login {username, password} → {user} and the session cookie. With two-factor on, the answer is
// 200 {message, twoFactorRequired: true, challenge} instead, and a second POST {challenge, code} (a code from the
// authenticator app or a recovery code) finishes the sign-in; codes are throttled like passwords.
import { apiRoute, notAudited, ownEntry, readJsonObject } from "~/server/api.server";
import { authenticator, createUserSession } from "~/server/auth.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { toApiUser } from "~/server/api-serializers.server";
import { CHALLENGE_MESSAGES, sessionOrChallenge, verifyChallengeCode } from "~/server/sign-in.server";

export { loader, action };

const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    // Every outcome records its own entry (a sign-in, or a failed one): the form strategy and the code step do.
    const body = await readJsonObject(request);
    if (body.challenge !== undefined) {
      const checked = await verifyChallengeCode(request, { challenge: body.challenge, code: body.code });
      if (!checked.ok) throw new HttpError(checked.status, checked.message);
      return ownEntry(
        null,
        json(
          { user: toApiUser(checked.user) },
          { headers: { "Set-Cookie": await createUserSession(request, checked.user.id) } },
        ),
      );
    }
    const { username, email, password } = body;
    // The form strategy is the one way in, for the login page and for this endpoint alike.
    const form = new FormData();
    if (typeof (username ?? email) === "string") form.set("email", (username ?? email) as string);
    if (typeof password === "string") form.set("password", password);
    // The client's address goes along: sign-in attempts are throttled per account and address.
    const headers = new Headers();
    const address = request.headers.get("CF-Connecting-IP");
    if (address) headers.set("CF-Connecting-IP", address);
    const result = await authenticator.authenticate(
      "form",
      new Request(request.url, { method: "POST", body: form, headers }),
    );
    if (!result.ok) throw new HttpError(result.status, result.message, { errors: result.errors });
    const next = await sessionOrChallenge(request, result.user, result.twoFactor ?? false);
    // A right password with two-factor on is not a sign-in yet: nothing is recorded until the code step.
    if ("challenge" in next)
      return notAudited(
        json({ message: CHALLENGE_MESSAGES.required, twoFactorRequired: true, challenge: next.challenge }),
      );
    return ownEntry(null, json({ user: toApiUser(result.user) }, { headers: { "Set-Cookie": next.cookie } }));
  },
});
