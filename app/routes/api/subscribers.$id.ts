// DELETE /api/subscribers/{id} (admins).
import { apiRoute, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteSubscriber } from "~/models/subscribers.server";

export { loader, action };

const { loader, action } = apiRoute({
  DELETE: recordApi(["admin"], async (id, by) => {
    await deleteSubscriber(id);
    return audited({ by, entity: "subscriber", action: "delete", id }, json({ message: "Subscriber deleted" }));
  }),
});
