import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("delete-account", "routes/delete-account.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
