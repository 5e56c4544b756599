// GET /api/blog-images (editors and admins) → {images}: the media list. POST, multipart/form-data with a `file`
// field → 201 {url, width, height, image}: JPEG, PNG, WebP, GIF or AVIF by its bytes, 10 MB at most.
import { apiRoute, audited, readMultipart, requireApiUser } from "~/server/api.server";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { listBlogImages, uploadBlogImage } from "~/models/blog-images.server";
import { toApiBlogImage } from "~/server/api-serializers.server";
import { BLOG_IMAGE_MESSAGES, MAX_BLOG_IMAGE_BYTES } from "~/schemas/blog-post";

export { loader, action };

const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request, ["admin", "editor"]);
    return json({ images: (await listBlogImages()).map(toApiBlogImage) });
  },
  POST: async ({ request }) => {
    const user = await requireApiUser(request, ["admin", "editor"]);
    if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      throw new HttpError(415, "Content-Type must be multipart/form-data");
    }
    const form = await readMultipart(request, MAX_BLOG_IMAGE_BYTES, BLOG_IMAGE_MESSAGES.tooLarge);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      throw new HttpError(400, "Validation failed", { errors: { file: [BLOG_IMAGE_MESSAGES.fileRequired] } });
    }
    const image = toApiBlogImage({ ...(await uploadBlogImage(file, user.id)), inUse: false });
    return audited(
      { by: user, entity: "image", action: "create" },
      json({ url: image.url, width: image.width, height: image.height, image }, 201),
    );
  },
});
