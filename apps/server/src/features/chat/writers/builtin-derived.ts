import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { KIN_NAMES, type DerivedReading } from "../reading/derived-house.ts";
import { houseName, ORDINAL_HI_DIRECT, ordinalEn, ordinalHi, signName, type Lang } from "../reading/names.ts";
import type { ReadingContext, Topic } from "../reading/reading-context.ts";
import { DIGNITY_EFFECT } from "./builtin-phrases.ts";
import { cap, grahaName } from "./builtin-text.ts";

type Pick = <T>(items: readonly T[]) => T;

/** A relative's matter, in English and in Hindi (with its grammatical gender, for की/के). */
const MATTER: Readonly<Partial<Record<Topic, { en: string; hi: string; fem: boolean }>>> = {
  life_path: { en: "life ahead", hi: "आगे का जीवन", fem: false },
  career: { en: "work", hi: "काम", fem: false },
  money: { en: "finances", hi: "धन", fem: false },
  marriage: { en: "marriage", hi: "विवाह", fem: false },
  health: { en: "health", hi: "स्वास्थ्य", fem: false },
  education: { en: "studies", hi: "पढ़ाई", fem: true },
  travel: { en: "travel abroad", hi: "विदेश यात्रा", fem: true },
  property: { en: "home and property", hi: "घर और संपत्ति", fem: false },
  children: { en: "children", hi: "संतान", fem: true },
};

const WORK_ABROAD = { en: "work abroad", hi: "विदेश में काम", fem: false };

/** "your husband", "आपके पति" (the relative in the oblique case, before a postposition). */
function whoName(d: DerivedReading, L: Lang): string {
  const kin = KIN_NAMES[d.who];
  return L === "en" ? `your ${kin.en}` : `${kin.hiFem ? "आपकी" : "आपके"} ${kin.hi}`;
}

/** "your daughter", "आपकी बेटी": the relative a derived reading is about, or null for the asker's own matter. */
export const derivedWho = (c: ReadingContext, L: Lang): string | null => (c.derived ? whoName(c.derived, L) : null);

/** "your husband's work", "आपके पति के काम", "your relationship with your mother": the topic label of a relative's matter (Hindi oblique). */
export function derivedLabel(c: ReadingContext, L: Lang): string | null {
  if (c.derived?.bond) {
    return L === "en" ? `your relationship with ${whoName(c.derived, L)}` : `${whoName(c.derived, L)} से आपके संबंधों`;
  }
  // ("mere husband ki US me job lagegi?", "bete ko videsh me naukri": work abroad, as for the asker.)
  const matter =
    c.topic === "travel" && c.conversation.topics.includes("career")
      ? WORK_ABROAD
      : c.derived
        ? MATTER[c.topic]
        : undefined;
  if (!c.derived || !matter) return null;
  return L === "en"
    ? `${whoName(c.derived, L)}'s ${matter.en}`
    : `${whoName(c.derived, L)} ${matter.fem ? "की" : "के"} ${matter.hi}`;
}

/**
 * The reasons of a relative's matter: the derived house (the matter's house counted from the
 * relative's), its sign and its lord's placement, then one gentle line that the relative's
 * own birth chart would tell more.
 */
export function derivedParagraph(c: ReadingContext, L: Lang, pick: Pick, lead = ""): string {
  const d = c.derived!;
  const m = c.topicHouses[0]!;
  const label = derivedLabel(c, L)!;
  const kin = KIN_NAMES[d.who];
  const occupants = m.occupants.slice(0, 2).map((g) => grahaName(g, L));
  // The answer may have named the lord's placement already: it is not said twice.
  const lordSaid =
    lead.toLowerCase().includes(`${grahaName(m.lord, "en")}, lord of your ${houseName(m.house, "en")}`.toLowerCase()) ||
    lead.includes(`${houseName(m.house, "hi")} के स्वामी ${grahaName(m.lord, "hi")}`);
  if (L === "en") {
    const their = kin.he === true ? "His" : kin.he === false ? "Her" : "Their";
    const them = kin.he === true ? "his" : kin.he === false ? "her" : "their";
    return [
      d.matterHouse === 1
        ? `${cap(label)} is read from ${them} own house, your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`
        : pick([
            `For ${label}, I count from your ${houseName(d.relativeHouse, L)}, the house of your ${kin.en}: the ${ordinalEn(d.matterHouse)} from it is your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
            `Your ${houseName(d.relativeHouse, L)} stands for your ${kin.en}, so ${label} is read from the ${ordinalEn(d.matterHouse)} counted from it: your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
            `To read ${label}, I take your ${houseName(d.relativeHouse, L)}, your ${kin.en}'s house, as the first and count to the ${ordinalEn(d.matterHouse)}: that is your ${houseName(m.house, L)}, which falls in ${signName(m.signIndex, L)}.`,
          ]),
      lordSaid
        ? ""
        : pick([
            `${cap(grahaName(m.lord, L))}, lord of your ${houseName(m.house, L)}, sits in ${signName(m.lordSignIndex, L)} in your ${houseName(m.lordHouse, L)}, ${DIGNITY_WORDS[m.lordDignity].en}; ${DIGNITY_EFFECT[m.lordDignity].en}.`,
            `Its lord, ${grahaName(m.lord, L)}, sits in ${signName(m.lordSignIndex, L)} in your ${houseName(m.lordHouse, L)}, ${DIGNITY_WORDS[m.lordDignity].en}; ${DIGNITY_EFFECT[m.lordDignity].en}.`,
          ]),
      occupants.length > 0
        ? `${cap(occupants.join(" and "))} ${occupants.length > 1 ? "sit" : "sits"} in your ${houseName(m.house, L)} itself.`
        : "",
      pick([
        `${their} own birth chart would tell more: if you share ${them} birth date, time and place, I can read it too.`,
        `For a closer answer, ${them} own birth chart is the place to look; share ${them} birth date, time and place and I will read it.`,
      ]),
    ]
      .filter(Boolean)
      .join(" ");
  }
  return [
    d.matterHouse === 1
      ? `${label} का विचार उनके अपने भाव, आपके ${houseName(m.house, L)} से होता है, जिसमें ${signName(m.signIndex, L)} राशि है।`
      : pick([
          `${label} के लिए आपके ${houseName(d.relativeHouse, L)} से गिनती होती है, जो ${whoName(d, L)} का भाव है: उससे ${ordinalHi(d.matterHouse)} स्थान पर आपका ${ORDINAL_HI_DIRECT[m.house]} भाव है, जिसमें ${signName(m.signIndex, L)} राशि है।`,
          `आपका ${ORDINAL_HI_DIRECT[d.relativeHouse]} भाव ${whoName(d, L)} का भाव है; उसे पहला मानकर ${ordinalHi(d.matterHouse)} स्थान पर आपका ${ORDINAL_HI_DIRECT[m.house]} भाव आता है, जिसमें ${signName(m.signIndex, L)} राशि है — ${label} का विचार यहीं से होता है।`,
        ]),
    lordSaid
      ? ""
      : `${houseName(m.house, L)} के स्वामी ${grahaName(m.lord, L)} ${signName(m.lordSignIndex, L)} राशि में, आपके ${houseName(m.lordHouse, L)} में बैठे हैं (${DIGNITY_WORDS[m.lordDignity].hi}) — ${DIGNITY_EFFECT[m.lordDignity].hi}।`,
    occupants.length > 0 ? `आपके ${houseName(m.house, L)} में ही ${occupants.join(" और ")} बैठे हैं।` : "",
    pick([
      `उनकी अपनी जन्म-कुंडली से और स्पष्ट पता चलेगा; अगर आप उनकी जन्म तिथि, समय और स्थान बताएँ तो उसे भी पढ़ा जा सकता है।`,
      `और गहराई से जानने के लिए उनकी अपनी कुंडली देखनी होगी; उनकी जन्म तिथि, समय और स्थान बताएँ तो वह भी पढ़ी जा सकती है।`,
    ]),
  ]
    .filter(Boolean)
    .join(" ");
}
