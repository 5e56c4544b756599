// POST /admin/blog/preview: the editor's Markdown preview, rendered by the same sanitising renderer as the blog.
import type { Route } from "./+types/preview";
import { requireRole } from "~/server/auth.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { readForm } from "~/platform/body.server";

export const middleware: Route.MiddlewareFunction[] = [requireRole("admin", "editor")];

export async function action({ request }: Route.ActionArgs) {
  const content = (await readForm(request)).get("content");
  return { html: renderMarkdown(typeof content === "string" ? content.slice(0, 100_000) : "") };
}
