// DELETE /api/blog-images/{id} (editors and admins): removes an unused image and its R2 object; 409 while a
// post still shows it.
import { apiRoute, audited, recordApi } from "~/server/api.server";
import { json } from "~/platform/http.server";
import { deleteBlogImage } from "~/models/blog-images.server";
import { BLOG_IMAGE_MESSAGES } from "~/schemas/blog-post";

export { loader, action };

const { loader, action } = apiRoute({
  DELETE: recordApi(["admin", "editor"], async (id, by) => {
    await deleteBlogImage(id);
    return audited({ by, entity: "image", action: "delete", id }, json({ message: BLOG_IMAGE_MESSAGES.deleted }));
  }),
});
