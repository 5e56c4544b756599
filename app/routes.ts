// The route table: one line per URL, grouped site / admin / api / feeds.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The public pages in one language; Spanish ids end in "-es" (a route id must be unique). */
function siteRoutes(language: "en" | "es") {
  const id = (file: string) => (language === "en" ? undefined : { id: `${file.replace(/\.tsx?$/, "")}-es` });
  const page = (path: string, file: string, children?: ReturnType<typeof route>[]) =>
    route(path, `routes/site/${file}`, id(`routes/site/${file}`) ?? {}, children);
  const pages = [
    layout("routes/site/layout.tsx", id("routes/site/layout.tsx") ?? {}, [
      index("routes/site/home.tsx", id("routes/site/home.tsx")),
      page("services", "services.tsx"),
      page("services/staff-augmentation", "services.staff-augmentation.tsx"),
      page("services/custom-development", "services.custom-development.tsx"),
      page("services/specialized-practices", "services.specialized-practices.tsx"),
      page("case-studies", "case-studies.tsx"),
      page("case-studies/:slug", "case-studies.$slug.tsx"),
      page("about", "about.tsx"),
      page("privacy-policy", "privacy-policy.tsx"),
      page("blog", "blog.tsx"),
      page("blog/:slug", "blog.$slug.tsx"),
      page("jobs", "jobs.tsx", [
        page(":id", "jobs.$id.tsx"),
        page(":id/apply", "jobs.$id.apply.tsx"),
        page(":id/applied", "jobs.$id.applied.tsx"),
      ]),
      // Before jobs/:id in the ranking (a static segment wins), outside it: a page of its own, not a dialog.
      page("jobs/talent-network", "jobs.talent-network.tsx"),
      page("contact", "contact.tsx"),
      page("contact/book", "contact.book.tsx"),
      page("meetings/:token/cancel", "meetings.$token.cancel.tsx"),
      page("meetings/:token/reschedule", "meetings.$token.reschedule.tsx"),
      page("newsletter", "newsletter.tsx"),
      page("newsletter/confirm", "newsletter.confirm.tsx"),
      page("newsletter/unsubscribe", "newsletter.unsubscribe.tsx"),
      // Job alerts (issue 30): the sign-up, and the pages its e-mailed links open.
      page("jobs/alerts", "jobs.alerts.tsx"),
      page("jobs/alerts/confirm", "jobs.alerts.confirm.tsx"),
      page("jobs/alerts/manage", "jobs.alerts.manage.tsx"),
      page("jobs/alerts/unsubscribe", "jobs.alerts.unsubscribe.tsx"),
      // The candidate status page (issue 30, docs/decisions/0033): private, reached by the link in an e-mail.
      page("jobs/applications/lost-link", "jobs.applications.lost-link.tsx"),
      page("jobs/applications/deleted", "jobs.applications.deleted.tsx"),
      page("jobs/applications/:token", "jobs.applications.$token.tsx"),
      // Interviews (issue 31): a candidate's single-use scheduling link.
      page("jobs/interview/:token", "jobs.interview.$token.tsx"),
      page("*", "not-found.tsx"),
    ]),
  ];
  return language === "en" ? pages : prefix("es", pages);
}

export default [
  // The public site, once per language: English at the spec's addresses, Spanish under /es with the same
  // segments (docs/decisions/0023). The Spanish routes are the same modules under their own ids.
  ...siteRoutes("en"),
  ...siteRoutes("es"),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  // One page for both single-use links (the path says which); the ids keep the two routes apart.
  route("admin/reset-password/:token", "routes/admin/set-password.tsx", { id: "admin-reset-password" }),
  route("admin/invitation/:token", "routes/admin/set-password.tsx", { id: "admin-invitation" }),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/blog", "routes/admin/blog/list.tsx"),
    route("admin/blog/preview", "routes/admin/blog/preview.ts"),
    route("admin/blog/new", "routes/admin/blog/new.tsx"),
    route("admin/blog/:id/edit", "routes/admin/blog/edit.tsx"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/export", "routes/admin/applications.export.ts"),
    route("admin/applications/:id/cv", "routes/admin/applications.$id.cv.ts"),
    route("admin/marketing-materials", "routes/admin/marketing-materials.tsx"),
    route("admin/marketing-materials/:id/file", "routes/admin/marketing-materials.$id.file.ts"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/contacts", "routes/admin/contacts.tsx"),
    route("admin/contacts/export", "routes/admin/contacts.export.ts"),
    route("admin/contacts/board", "routes/admin/contacts.board.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers/export", "routes/admin/subscribers.export.ts"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    // The Email log's old address: a 308 to admin/outbox, query string kept.
    route("admin/emails", "routes/admin/emails.ts"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/case-studies", "routes/admin/case-studies/list.tsx"),
    route("admin/case-studies/new", "routes/admin/case-studies/new.tsx"),
    route("admin/case-studies/:id/edit", "routes/admin/case-studies/edit.tsx"),
    route("admin/blog-categories", "routes/admin/blog-categories.tsx"),
    route("admin/testimonials", "routes/admin/testimonials/list.tsx"),
    route("admin/testimonials/new", "routes/admin/testimonials/edit.tsx", { id: "admin-testimonial-new" }),
    route("admin/testimonials/:id/edit", "routes/admin/testimonials/edit.tsx"),
    route("admin/team", "routes/admin/team/list.tsx"),
    route("admin/team/new", "routes/admin/team/edit.tsx", { id: "admin-team-member-new" }),
    route("admin/team/:id/edit", "routes/admin/team/edit.tsx"),
    route("admin/logos", "routes/admin/logos/list.tsx"),
    route("admin/logos/new", "routes/admin/logos/edit.tsx", { id: "admin-logo-new" }),
    route("admin/logos/:id/edit", "routes/admin/logos/edit.tsx"),
    route("admin/integrations", "routes/admin/integrations/list.tsx"),
    route("admin/integrations/:id", "routes/admin/integrations/deliveries.tsx"),
    // Conversations (issue 29).
    route("admin/reply-templates", "routes/admin/reply-templates.tsx"),
    route("admin/unmatched-mail", "routes/admin/unmatched-mail.tsx"),
    route("admin/conversation-attachments/:id", "routes/admin/conversation-attachments.$id.ts"),
    // Job alerts (issue 30).
    route("admin/job-alerts", "routes/admin/job-alerts.tsx"),
    // The talent network (issue 30).
    route("admin/talent-pool", "routes/admin/talent-pool/list.tsx"),
    route("admin/talent-pool/:id/cv", "routes/admin/talent-pool/cv.ts"),
    // The hiring board (issue 30).
    route("admin/jobs/:id/pipeline", "routes/admin/jobs/pipeline.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/auth/forgot-password", "routes/api/auth.forgot-password.ts"),
  route("api/auth/reset-password", "routes/api/auth.reset-password.ts"),
  route("api/account", "routes/api/account.ts"),
  route("api/account/password", "routes/api/account.password.ts"),
  route("api/account/sessions", "routes/api/account.sessions.ts"),
  route("api/account/sessions/sign-out-others", "routes/api/account.sessions.sign-out-others.ts"),
  route("api/account/sessions/:id", "routes/api/account.sessions.$id.ts"),
  route("api/users", "routes/api/users.ts"),
  route("api/users/:id", "routes/api/users.$id.ts"),
  route("api/users/:id/two-factor", "routes/api/users.$id.two-factor.ts"),
  route("api/blog-posts", "routes/api/blog-posts.ts"),
  route("api/blog-posts/:slug", "routes/api/blog-posts.$slug.ts"),
  route("api/blog-images", "routes/api/blog-images.ts"),
  route("api/blog-images/:id", "routes/api/blog-images.$id.ts"),
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
  route("api/newsletter/events", "routes/api/newsletter.events.ts"),
  route("api/marketing-materials", "routes/api/marketing-materials.ts"),
  route("api/marketing-materials/:id", "routes/api/marketing-materials.$id.ts"),
  route("api/marketing-materials/active/:type", "routes/api/marketing-materials.active.$type.ts"),
  route("api/download/:type", "routes/api/download.$type.ts"),
  route("api/case-studies", "routes/api/case-studies.ts"),
  route("api/case-studies/:slug", "routes/api/case-studies.$slug.ts"),
  route("api/testimonials", "routes/api/testimonials.ts"),
  route("api/testimonials/:id", "routes/api/testimonials.$id.ts"),
  route("api/team", "routes/api/team.ts"),
  route("api/team/:id", "routes/api/team.$id.ts"),
  route("api/logos", "routes/api/logos.ts"),
  route("api/logos/:id", "routes/api/logos.$id.ts"),
  route("api/webhooks", "routes/api/webhooks.ts"),
  route("api/webhooks/:id", "routes/api/webhooks.$id.ts"),
  route("api/webhooks/:id/deliveries", "routes/api/webhooks.$id.deliveries.ts"),
  route(
    "api/webhooks/:id/deliveries/:deliveryId/redeliver",
    "routes/api/webhooks.$id.deliveries.$deliveryId.redeliver.ts",
  ),
  route("api/webhooks/:id/rotate-secret", "routes/api/webhooks.$id.rotate-secret.ts"),
  route("api/webhooks/:id/test", "routes/api/webhooks.$id.test.ts"),
  // Conversations (issue 29).
  route("api/contacts/:id/messages", "routes/api/contacts.$id.messages.ts"),
  route("api/job-applications/:id/messages", "routes/api/job-applications.$id.messages.ts"),
  route("api/reply-templates", "routes/api/reply-templates.ts"),
  route("api/reply-templates/:id", "routes/api/reply-templates.$id.ts"),
  // The talent network (issue 30).
  route("api/talent-network", "routes/api/talent-network.ts"),
  route("api/talent-profiles", "routes/api/talent-profiles.ts"),
  route("api/views", "routes/api/views.ts"),
  // Booking (issue 31).
  route("api/booking/slots", "routes/api/booking.slots.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:token", "routes/api/bookings.$token.ts"),
  route("api/meetings", "routes/api/meetings.ts"),
  // Job alerts (issue 30).
  route("api/job-alerts", "routes/api/job-alerts.ts"),
  // The hiring board (issue 30).
  route("api/job-listings/:id/pipeline", "routes/api/job-listings.$id.pipeline.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("media/blog/:name", "routes/media/blog.$name.ts"),
  route("blog/rss.xml", "routes/feeds/rss.ts"),
  route("es/blog/rss.xml", "routes/feeds/rss.ts", { id: "routes/feeds/rss-es" }),
  route("sitemap.xml", "routes/feeds/sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
  // The job feed for job boards (issue 30): published listings in the Indeed-style XML.
  route("jobs/feed.xml", "routes/feeds/jobs-feed.ts"),
] satisfies RouteConfig;
