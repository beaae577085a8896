import type { Dignity, Graha } from "@graha/jyotish";
import type { Topic } from "../reading/topics.ts";

/** A text in both reply languages. */
export interface Bi {
  readonly en: string;
  readonly hi: string;
}

/** A `Bi` from its two texts, for long tables of them. */
export const bi = (en: string, hi: string): Bi => ({ en, hi });

/** What each house governs (index = house number). */
export const HOUSE_MEANING: readonly Bi[] = [
  { en: "", hi: "" },
  { en: "your self, body and temperament", hi: "व्यक्तित्व, शरीर और स्वभाव" },
  { en: "family, speech and savings", hi: "परिवार, वाणी और संचित धन" },
  { en: "courage, effort and siblings", hi: "साहस, पराक्रम और भाई-बहन" },
  { en: "home, mother, property and peace of mind", hi: "घर, माता, संपत्ति और मन की शांति" },
  { en: "intelligence, romance, creativity and children", hi: "बुद्धि, प्रेम, रचनात्मकता और संतान" },
  { en: "daily work, service, competition and debts", hi: "दिनचर्या, सेवा, प्रतियोगिता और ऋण" },
  { en: "partnership, marriage and the spouse", hi: "साझेदारी, विवाह और जीवनसाथी" },
  { en: "transformation, research and sudden change", hi: "परिवर्तन, शोध और अचानक बदलाव" },
  { en: "fortune, dharma, teachers and long journeys", hi: "भाग्य, धर्म, गुरुजन और लंबी यात्राएँ" },
  { en: "career, status and public work", hi: "करियर, प्रतिष्ठा और कर्मक्षेत्र" },
  { en: "gains, income, friends and fulfilled wishes", hi: "लाभ, आय, मित्र और इच्छापूर्ति" },
  { en: "expenses, foreign lands, rest and letting go", hi: "व्यय, विदेश, विश्राम और त्याग" },
];

/** What each graha brings. */
export const GRAHA_NATURE: Readonly<Record<Graha, Bi>> = {
  sun: { en: "authority, confidence and recognition", hi: "अधिकार, आत्मविश्वास और मान-सम्मान" },
  moon: { en: "feelings, the mind and care for people", hi: "मन, भावनाएँ और लोगों से जुड़ाव" },
  mars: { en: "energy, drive and courage", hi: "ऊर्जा, साहस और कर्मठता" },
  mercury: { en: "intellect, communication and business sense", hi: "बुद्धि, संवाद और व्यापारिक समझ" },
  jupiter: { en: "wisdom, growth and grace", hi: "ज्ञान, विस्तार और कृपा" },
  venus: { en: "love, harmony, comfort and art", hi: "प्रेम, सामंजस्य, सुख और कला" },
  saturn: { en: "discipline, patience and lasting results", hi: "अनुशासन, धैर्य और स्थायी फल" },
  rahu: { en: "ambition, new paths and foreign connections", hi: "महत्वाकांक्षा, नई राहें और विदेशी संपर्क" },
  ketu: { en: "detachment, intuition and inner depth", hi: "वैराग्य, अंतर्ज्ञान और आंतरिक गहराई" },
};

/** What a dignity means for the results. */
export const DIGNITY_EFFECT: Readonly<Record<Dignity, Bi>> = {
  exalted: {
    en: "this makes it very strong, and it gives its results generously",
    hi: "इसलिए वे बहुत बलवान हैं और अपने फल खुलकर देते हैं",
  },
  moolatrikona: { en: "it is comfortable and strong there", hi: "वहाँ वे सहज और बलवान हैं" },
  own: { en: "it is at home there, steady and reliable", hi: "वहाँ वे अपने घर में हैं, स्थिर और भरोसेमंद" },
  friendly: { en: "it is well supported there", hi: "वहाँ उन्हें अच्छा सहयोग मिलता है" },
  neutral: { en: "it is balanced there", hi: "वहाँ वे संतुलित हैं" },
  enemy: {
    en: "it is a little uneasy there, so results ask for extra effort",
    hi: "वहाँ वे कुछ असहज हैं, इसलिए फल के लिए अधिक प्रयास चाहिए",
  },
  debilitated: {
    en: "it is weak by sign, so results come after effort and maturity rather than easily",
    hi: "राशि से कमज़ोर हैं, इसलिए फल सहजता से नहीं, परिश्रम और परिपक्वता से मिलते हैं",
  },
};

/** How the house a topic lord sits in colours the topic (kendra, trikona, dusthana…). */
export function placementEffect(house: number): Bi {
  if ([1, 5, 9].includes(house))
    return {
      en: "a trikona, a house of blessing, which is a genuinely good sign",
      hi: "त्रिकोण भाव है, कृपा का भाव — यह सचमुच शुभ संकेत है",
    };
  if ([4, 7, 10].includes(house))
    return {
      en: "a kendra, a pillar of the chart, which gives the matter visible strength",
      hi: "केंद्र भाव है, कुंडली का स्तंभ — इससे इस विषय को ठोस बल मिलता है",
    };
  if (house === 11)
    return {
      en: "the house of gains, so effort here tends to pay off",
      hi: "लाभ भाव है, इसलिए यहाँ किया गया प्रयास फल देता है",
    };
  if (house === 2 || house === 3)
    return {
      en: "a house of steady building, so progress comes through your own effort",
      hi: "निर्माण का भाव है, इसलिए प्रगति आपके अपने प्रयास से आती है",
    };
  return {
    en: "a house of challenge and transformation, so results come through perseverance and may take unusual routes",
    hi: "चुनौती और परिवर्तन का भाव है, इसलिए फल धैर्य से और कभी-कभी अनोखे रास्तों से मिलते हैं",
  };
}

/** A gentle remedy per graha: mantra and a habit, never gems or paid rituals. */
export const REMEDY: Readonly<Record<Graha, Bi>> = {
  sun: {
    en: 'Offer water to the rising sun and chant "Om Suryaya Namah" 11 times; keep your word at work.',
    hi: 'उगते सूर्य को जल अर्पित करें और 11 बार "ॐ सूर्याय नमः" का जप करें; अपने वचन का पालन करें।',
  },
  moon: {
    en: 'On Mondays chant "Om Chandraya Namah"; keep a regular sleep routine and spend quiet time near water.',
    hi: 'सोमवार को "ॐ चंद्राय नमः" का जप करें; नींद का नियम बनाए रखें और माता का आशीर्वाद लें।',
  },
  mars: {
    en: "Read the Hanuman Chalisa on Tuesdays and put your energy into daily exercise.",
    hi: "मंगलवार को हनुमान चालीसा का पाठ करें और अपनी ऊर्जा रोज़ के व्यायाम में लगाएँ।",
  },
  mercury: {
    en: 'On Wednesdays chant "Om Budhaya Namah"; write a short plan each morning and keep your promises in writing.',
    hi: 'बुधवार को "ॐ बुधाय नमः" का जप करें; हर सुबह दिन की छोटी योजना लिखें।',
  },
  jupiter: {
    en: 'On Thursdays chant "Om Gurave Namah", honour your teachers and share what you know; donating books or food helps.',
    hi: 'गुरुवार को "ॐ गुरवे नमः" का जप करें, गुरुजनों का सम्मान करें; पुस्तकें या भोजन दान करना शुभ है।',
  },
  venus: {
    en: 'On Fridays chant "Om Shukraya Namah"; keep your surroundings clean and beautiful, and be generous with appreciation.',
    hi: 'शुक्रवार को "ॐ शुक्राय नमः" का जप करें; अपने आसपास स्वच्छता और सुंदरता रखें, और सराहना में उदार रहें।',
  },
  saturn: {
    en: 'On Saturdays chant "Om Shanaye Namah"; be punctual, and help elders or working people quietly.',
    hi: 'शनिवार को "ॐ शनये नमः" का जप करें; समय के पाबंद रहें और बुज़ुर्गों या मेहनतकश लोगों की चुपचाप सहायता करें।',
  },
  rahu: {
    en: 'Chant "Om Rahave Namah" and give ten minutes a day to meditation; avoid shortcuts.',
    hi: '"ॐ राहवे नमः" का जप करें और रोज़ दस मिनट ध्यान करें; शॉर्टकट से बचें।',
  },
  ketu: {
    en: 'Chant "Om Ketave Namah", meditate a little each day, and feed stray animals when you can.',
    hi: '"ॐ केतवे नमः" का जप करें, रोज़ थोड़ा ध्यान करें और हो सके तो बेज़ुबान पशुओं को भोजन दें।',
  },
};

/** What a present yoga means, in plain words. */
export const YOGA_MEANING: Readonly<Record<string, Bi>> = {
  gajakesari: { en: "wisdom and goodwill that bring respect", hi: "सम्मान दिलाने वाले ज्ञान और सद्भाव" },
  budhaditya: { en: "a sharp, articulate mind", hi: "तेज़ और स्पष्ट बुद्धि" },
  ruchaka: { en: "courage and leadership", hi: "साहस और नेतृत्व" },
  bhadra: { en: "eloquence and a gift for commerce", hi: "वाक्पटुता और व्यापार की समझ" },
  hamsa: { en: "righteousness and the grace of teachers", hi: "धर्मनिष्ठा और गुरु-कृपा" },
  malavya: { en: "charm, refinement and comfort", hi: "आकर्षण, सुरुचि और सुख-सुविधा" },
  shasha: { en: "authority earned through discipline", hi: "अनुशासन से अर्जित अधिकार" },
  "chandra-mangala": { en: "enterprise and earning power", hi: "उद्यम और कमाने की क्षमता" },
  kemadruma: { en: "times of feeling alone that build self-reliance", hi: "आत्मनिर्भरता सिखाने वाले एकांत के क्षणों" },
  raja: { en: "rise in status through your own work", hi: "अपने कर्म से पद और प्रतिष्ठा में उन्नति" },
  dhana: { en: "the capacity to build wealth", hi: "धन संचय की क्षमता" },
  "vipareeta-raja": { en: "success that comes out of difficulty", hi: "कठिनाइयों से निकलकर मिलने वाली सफलता" },
};

/** Topic-specific advice lines, two per topic for variety. */
export const TOPIC_ADVICE: Readonly<Record<Topic, readonly Bi[]>> = {
  life_path: [
    {
      en: "Your path grows strongest when you act from your own values rather than others' expectations.",
      hi: "आपका मार्ग तब सबसे मज़बूत होता है जब आप दूसरों की अपेक्षाओं के बजाय अपने मूल्यों से चलते हैं।",
    },
    {
      en: "Give yourself permission to grow slowly; the chart rewards consistency more than speed.",
      hi: "धीरे-धीरे बढ़ने की अनुमति स्वयं को दें; कुंडली गति से अधिक निरंतरता को फल देती है।",
    },
  ],
  career: [
    {
      en: "Build one visible skill deeply and let your work speak; recognition follows steady output.",
      hi: "एक कौशल को गहराई से निखारें और अपने काम को बोलने दें; निरंतर काम के बाद पहचान आती है।",
    },
    {
      en: "Keep a written plan for the next six months and review it monthly; your chart favours structured effort.",
      hi: "अगले छह महीनों की लिखित योजना रखें और हर महीने उसे देखें; आपकी कुंडली व्यवस्थित प्रयास को फल देती है।",
    },
  ],
  money: [
    {
      en: "Save first and spend after; slow, regular saving suits your chart far better than quick gambles.",
      hi: "पहले बचत, फिर ख़र्च; जल्दबाज़ी के दांव से कहीं बेहतर आपकी कुंडली के लिए नियमित बचत है।",
    },
    {
      en: "Track your money weekly; clarity itself will open new income.",
      hi: "हर सप्ताह अपने ख़र्च का हिसाब रखें; स्पष्टता स्वयं आय के नए रास्ते खोलती है।",
    },
  ],
  marriage: [
    {
      en: "Speak openly about expectations early; honesty is what your 7th house rewards most.",
      hi: "अपेक्षाओं के बारे में शुरू से खुलकर बात करें; आपका सातवाँ भाव ईमानदारी को सबसे अधिक फल देता है।",
    },
    {
      en: "Let family help, but keep the final choice with your own heart and good sense.",
      hi: "परिवार की सहायता लें, पर अंतिम निर्णय अपने मन और विवेक से ही करें।",
    },
  ],
  compatibility: [
    {
      en: "For a full match I would compare both charts (guna milan and Mangal dosha); share your partner's birth details in the Kundli matching section.",
      hi: "पूरे मिलान के लिए दोनों कुंडलियों की तुलना (गुण मिलान और मंगल दोष) चाहिए; अपने साथी का जन्म विवरण कुंडली मिलान में डालें।",
    },
    {
      en: "Compatibility is built as much as it is born: shared routines and respect matter more than any score.",
      hi: "अनुकूलता जन्म से जितनी मिलती है, उतनी बनाई भी जाती है: किसी अंक से अधिक साझा दिनचर्या और सम्मान मायने रखते हैं।",
    },
  ],
  health: [
    {
      en: "Keep a steady routine of sleep, food and movement, and see a doctor for anything that worries you; astrology is no substitute for care.",
      hi: "नींद, भोजन और व्यायाम का नियम रखें, और किसी भी चिंता पर डॉक्टर से मिलें; ज्योतिष चिकित्सा का विकल्प नहीं है।",
    },
    {
      en: "Short daily walks and a calm evening routine will serve you better than worry.",
      hi: "रोज़ थोड़ी सैर और शांत शाम की दिनचर्या चिंता से कहीं बेहतर साथ देगी।",
    },
  ],
  education: [
    {
      en: "Study in fixed morning blocks and revise weekly; your chart favours depth over cramming.",
      hi: "सुबह के तय समय में पढ़ें और हर सप्ताह दोहराएँ; आपकी कुंडली रटने से अधिक गहराई को फल देती है।",
    },
    {
      en: "Find a good teacher or mentor; guidance multiplies your effort now.",
      hi: "एक अच्छे शिक्षक या मार्गदर्शक का साथ लें; इस समय मार्गदर्शन आपके प्रयास को कई गुना कर देगा।",
    },
  ],
  children: [
    {
      en: "Keep the home calm and hopeful, and take medical advice where needed; the chart speaks of timing, not of guarantees.",
      hi: "घर का वातावरण शांत और आशावान रखें, और ज़रूरत हो तो डॉक्टर की सलाह लें; कुंडली समय बताती है, गारंटी नहीं।",
    },
    {
      en: "Patience and a gentle routine are your best allies here.",
      hi: "यहाँ धैर्य और सहज दिनचर्या ही आपके सबसे अच्छे साथी हैं।",
    },
  ],
  travel: [
    {
      en: "Prepare documents and skills early, so that when the window opens you are ready to move.",
      hi: "काग़ज़ात और कौशल पहले से तैयार रखें, ताकि अवसर आते ही आप आगे बढ़ सकें।",
    },
    {
      en: "Keep ties with home strong even as you look outward; that balance suits your chart.",
      hi: "बाहर की ओर देखते हुए भी घर से जुड़ाव बनाए रखें; यह संतुलन आपकी कुंडली के अनुकूल है।",
    },
  ],
  property: [
    {
      en: "Check papers carefully and move step by step; property suits patient decisions.",
      hi: "काग़ज़ात ध्यान से जाँचें और क़दम-दर-क़दम आगे बढ़ें; संपत्ति के मामले धैर्य से किए निर्णयों में फलते हैं।",
    },
    {
      en: "Save steadily toward it; a well-prepared purchase will bring lasting peace.",
      hi: "इसके लिए नियमित बचत करें; अच्छी तैयारी से की गई ख़रीद स्थायी सुख देती है।",
    },
  ],
  spirituality: [
    {
      en: "A short daily practice, even ten minutes, will open more than occasional long efforts.",
      hi: "रोज़ का छोटा अभ्यास, चाहे दस मिनट का ही हो, कभी-कभार के लंबे प्रयासों से अधिक खोलता है।",
    },
    { en: "Service done quietly is itself a path for you.", hi: "चुपचाप की गई सेवा अपने आप में आपके लिए एक साधना है।" },
  ],
  timing: [
    {
      en: "Use the supportive periods to start things and the slower ones to consolidate.",
      hi: "अनुकूल समय में नई शुरुआत करें और धीमे समय में जो है उसे मज़बूत करें।",
    },
    {
      en: "Plan in seasons, not days: the dashas move in chapters.",
      hi: "दिनों में नहीं, ऋतुओं में योजना बनाइए: दशाएँ अध्यायों में चलती हैं।",
    },
  ],
  direct: [
    {
      en: "Ask me about any area of life and I will read it from these same placements.",
      hi: "जीवन के किसी भी क्षेत्र के बारे में पूछिए — उत्तर इन्हीं ग्रह-स्थितियों से पढ़ा जाएगा।",
    },
    {
      en: "If you like, I can explain what this means for your career, relationships or the year ahead.",
      hi: "चाहें तो आगे यह भी देखा जा सकता है कि इसका आपके करियर, रिश्तों या आने वाले साल के लिए क्या अर्थ है।",
    },
  ],
};
