// The blog's strings in English (i18n-hi.ts: Hindi); registered under the `blogs` key of app/i18n.
import type { Strings } from "../../i18n/strings";
export const en = {
  meta: {
    listTitle: "Blogs: Vedic astrology explained | Graha",
    listPageTitle: "Blogs, page {{page}} | Graha",
    listDescription:
      "Calm, clear articles on Vedic astrology: kundli, nakshatras, dashas, Sade Sati, guna milan, houses, grahas and yogas.",
    postTitle: "{{title}} | Graha Blogs",
  },
  list: {
    title: "Blogs",
    subtitle: "Vedic astrology, explained calmly and clearly.",
    empty: "No posts here yet.",
    unavailable: "The blog cannot be reached right now. Please try again in a few minutes.",
  },
  latest: {
    title: "Latest from our blog",
    subtitle: "Learn the ideas behind your chart.",
    loading: "Loading...",
    all: "Read all posts",
  },
  card: {
    readMore: "Read more",
  },
  post: {
    back: "All posts",
    previous: "Previous Post",
    next: "Next Post",
    neighbours: "More posts",
    published: "Published",
  },
};

/** The shape of the Hindi strings: the same keys, any text. */
export type BlogStrings = Strings<typeof en>;
