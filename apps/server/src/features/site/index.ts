// The site feature's public entry: the company details and the Contact Us form.
export { siteRoutes } from "./routes.ts";
