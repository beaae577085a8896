// The kundli pages build their titles from data (a person's name), so they use the shared
// tag builder directly.
export { metaTags as kundliMeta, metaT } from "../../lib/meta";
