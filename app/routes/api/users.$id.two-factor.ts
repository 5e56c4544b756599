// DELETE /api/users/{id}/two-factor (admins only): turns another user's two-factor sign-in off and signs them out
// everywhere, for someone who lost the phone and the recovery codes (decision 0012); User Management's "Reset 2FA".
import { apiRoute, ownEntry, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { resetTwoFactor } from "~/models/users.server";
import { actingFrom } from "~/models/audit-log.server";
import { toApiUser } from "~/server/api-serializers.server";

export { loader, action };

const { loader, action } = apiRoute({
  DELETE: recordApi(["admin"], async (id, actor, { request }) => {
    // resetTwoFactor records its own entry, naming the account.
    const user = await resetTwoFactor(actingFrom(request, actor), id);
    return ownEntry(actor, json({ message: "Two-factor sign-in turned off", user: toApiUser(user) }));
  }),
});
