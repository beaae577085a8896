// The blog's strings in English and Hindi; registered under the `blogs` key of app/i18n.
import type { Strings } from "../../i18n/strings";

const en = {
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

const hi: Strings<typeof en> = {
  meta: {
    listTitle: "ब्लॉग: वैदिक ज्योतिष सरल भाषा में | Graha",
    listPageTitle: "ब्लॉग, पेज {{page}} | Graha",
    listDescription: "वैदिक ज्योतिष पर शांत और स्पष्ट लेख: कुंडली, नक्षत्र, दशा, साढ़े साती, गुण मिलान, भाव, ग्रह और योग।",
    postTitle: "{{title}} | Graha ब्लॉग",
  },
  list: {
    title: "ब्लॉग",
    subtitle: "वैदिक ज्योतिष, शांत और स्पष्ट भाषा में।",
    empty: "यहाँ अभी कोई पोस्ट नहीं है।",
    unavailable: "ब्लॉग अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से प्रयास करें।",
  },
  latest: {
    title: "हमारे ब्लॉग से नया",
    subtitle: "अपनी कुंडली के पीछे के विचार जानें।",
    loading: "लोड हो रहा है...",
    all: "सभी पोस्ट पढ़ें",
  },
  card: {
    readMore: "आगे पढ़ें",
  },
  post: {
    back: "सभी पोस्ट",
    previous: "पिछली पोस्ट",
    next: "अगली पोस्ट",
    neighbours: "और पोस्ट",
    published: "प्रकाशित",
  },
};

export const blogStrings = { en, hi } as const;
