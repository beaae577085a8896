// The home feature's public entry: what routes and other features may use.
export { AstraArt, OracleArt } from "./astrologer-art";
export { AstroHubBanner, BookAstrologerPromo, FigureCards, StatsBlock, SubscriptionBanner } from "./banners";
export { greetingKey } from "./greeting";
export { SectionHeading } from "./section-heading";
export { TestimonialsSlider } from "./testimonials-slider";
export { Vlogs } from "./vlogs";
