// The route table: one line per URL, grouped site / admin / api / feeds.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    // Marketing pages
    // (end of marketing pages)
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog.$slug.tsx"),
    route("jobs", "routes/site/jobs.tsx", [
      route(":id", "routes/site/jobs.$id.tsx"),
      route(":id/apply", "routes/site/jobs.$id.apply.tsx"),
    ]),
    route("contact", "routes/site/contact.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter.unsubscribe.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/blog/preview", "routes/admin/blog.preview.ts"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/export", "routes/admin/applications.export.ts"),
    route("admin/marketing-materials", "routes/admin/marketing-materials.tsx"),
    route("admin/marketing-materials/:id/file", "routes/admin/marketing-materials.$id.file.ts"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/contacts", "routes/admin/contacts.tsx"),
    route("admin/contacts/export", "routes/admin/contacts.export.ts"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers/export", "routes/admin/subscribers.export.ts"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/users", "routes/api/users.ts"),
  route("api/users/:id", "routes/api/users.$id.ts"),
  route("api/blog-posts", "routes/api/blog-posts.ts"),
  route("api/blog-posts/:slug", "routes/api/blog-posts.$slug.ts"),
  route("api/job-listings", "routes/api/job-listings.ts"),
  route("api/job-listings/:id", "routes/api/job-listings.$id.ts"),
  route("api/job-applications", "routes/api/job-applications.ts"),
  route("api/job-applications/:id", "routes/api/job-applications.$id.ts"),
  route("api/job-applications/:id/status", "routes/api/job-applications.$id.status.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/contacts", "routes/api/contacts.ts"),
  route("api/contacts/:id", "routes/api/contacts.$id.ts"),
  route("api/contacts/:id/status", "routes/api/contacts.$id.status.ts"),
  route("api/subscribers", "routes/api/subscribers.ts"),
  route("api/subscribers/:id", "routes/api/subscribers.$id.ts"),
  route("api/subscribers/:id/status", "routes/api/subscribers.$id.status.ts"),
  route("api/marketing-materials", "routes/api/marketing-materials.ts"),
  route("api/marketing-materials/:id", "routes/api/marketing-materials.$id.ts"),
  route("api/marketing-materials/active/:type", "routes/api/marketing-materials.active.$type.ts"),
  route("api/download/:type", "routes/api/download.$type.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("blog/rss.xml", "routes/feeds/rss.ts"),
  route("sitemap.xml", "routes/feeds/sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
] satisfies RouteConfig;
