// English strings of the horoscope pages (the shape of both languages).

export const en = {
  meta: {
    dailyTitle: "{{sign}} Horoscope {{when}}, {{date}}: love, career, money, health | Graha",
    periodTitle: "{{sign}} {{period}} Horoscope, {{range}} | Graha",
    description:
      "{{sign}} {{what}} from the real transits of the grahas: scores for love, career, money, health and family, lucky colour, number and time. {{overview}}",
    missingTitle: "Horoscope not found | Graha",
    missingDescription: "There is no such zodiac sign. Choose one of the twelve signs.",
  },
  when: { Today: "Today", Tomorrow: "Tomorrow", Yesterday: "Yesterday" },
  whenLower: { Today: "today", Tomorrow: "tomorrow", Yesterday: "yesterday" },
  period: { daily: "Daily", weekly: "Weekly", monthly: "Monthly", yearly: "Yearly" },
  heading: "{{sign}} Horoscope {{when}}",
  periodHeading: "{{sign}} {{period}} Horoscope",
  dateLine: "{{date}}",
  rangeLine: "{{start}} to {{end}}",
  shareText: "{{heading}} on Graha, from the real transits:",
  lead: "Computed from the day's real transits counted from your Moon sign (rashi). Every score says why.",
  dayLabel: "Choose the day",
  periodLabel: "Other horoscopes",
  scoresLabel: "{{sign}} horoscope by category",
  why: "Why?",
  lucky: {
    title: "Lucky for you",
    colour: "Colour",
    number: "Number",
    time: "Good time",
    compatible: "Most compatible sign",
  },
  carousel: {
    title: "Choose your zodiac sign",
    previous: "Previous signs",
    next: "Next signs",
    element: { fire: "Fire sign", earth: "Earth sign", air: "Air sign", water: "Water sign" },
    cta: "Today's Horoscope",
    ruledBy: "ruled by {{lord}}",
  },
  error: {
    title: "The horoscope could not be loaded",
    text: "Please try again in a moment.",
  },
  missing: {
    title: "No such zodiac sign",
    text: "Choose one of the twelve signs below.",
  },
};

export type HoroscopeStrings = typeof en;
