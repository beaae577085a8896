// The home page's sections beyond the hero (testimonials, vlogs, banners, the stats block),
// in English (i18n-hi.ts has the Hindi, with the same keys). Registered under the `homePage`
// key of app/i18n. The texts of the database's content (hero, testimonials, video titles)
// come from the API in the visitor's language.
import type { Strings } from "../../i18n/strings";
export const en = {
  blogsSlot: "Latest from our blog",
  promo: {
    title: "Book an Online Astrologer",
    text: "Want a person to read your chart with you? Our expert astrologers take consultations on call, in Hindi, English and regional languages.",
    more: "More About",
    consult: "Consult an Expert",
  },
  testimonials: {
    title: "What our users say",
    subtitle: "Rated {{rating}} out of 5 by people across India.",
    previous: "Previous testimonials",
    next: "Next testimonials",
    rating: "Rated {{rating}} out of 5",
  },
  vlogs: {
    title: "Vlogs",
    subtitle: "Short videos on Vedic astrology. Nothing loads from YouTube until you press play.",
    play: "Play video: {{title}}",
    watchOnYouTube: "Watch on YouTube",
  },
  subscription: {
    title: "500 questions a month for ₹199",
    text: "About ₹0.40 a question, shared by Oracle and Astra. Cancel any time.",
    cta: "View Subscription Plans",
  },
  astroHub: {
    title: "Join AstroHub",
    text: "Ask the community, share your chart's story and earn points that buy Oracle questions.",
    cta: "Visit AstroHub",
  },
  stats: {
    title: "Graha so far",
    chats: "Total Chats",
    users: "Happy Users",
    astrologers: "AI Astrologers",
  },
};

/** The shape of the Hindi strings: the same keys, any text. */
export type HomePageStrings = Strings<typeof en>;
