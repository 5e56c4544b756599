// The route table: one line per URL, grouped site / admin / api / feeds.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/users", "routes/api/users.ts"),
  route("api/users/:id", "routes/api/users.$id.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
