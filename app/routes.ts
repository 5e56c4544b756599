// The route table: one line per URL, grouped site / admin / api / feeds.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
