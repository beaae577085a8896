import type { Graha } from "@graha/jyotish";
import type { Topic } from "../reading/topics.ts";
import { bi as b, type Bi } from "./builtin-phrases.ts";
import { MORE_LORD_IN_HOUSE } from "./builtin-topic-rules-more.ts";

// Classical "lord of the house in the nth house" readings (bhavesh phal), in plain words,
// for the main house of the topics people ask about most. Index = house of the lord (1–12).

export const LORD_IN_HOUSE: Partial<Record<Topic, readonly Bi[]>> = {
  career: [
    b("", ""),
    b(
      "you are meant to build a career in your own name: self-driven work, leadership or your own venture",
      "आपका करियर आपकी अपनी पहचान से बनता है: स्व-प्रेरित काम, नेतृत्व या अपना उद्यम",
    ),
    b(
      "work tied to finance, family enterprise, food, speech or teaching suits you, and earnings grow steadily",
      "वित्त, पारिवारिक व्यवसाय, भोजन, वाणी या अध्यापन से जुड़ा काम आपके अनुकूल है, और आय धीरे-धीरे बढ़ती है",
    ),
    b(
      "communication, media, sales, writing or technology reward your effort, and initiative is the key",
      "संवाद, मीडिया, बिक्री, लेखन या तकनीक में आपके प्रयास फलते हैं; पहल ही कुंजी है",
    ),
    b(
      "work close to home, land, vehicles, education or comfort brings stability; a settled base helps you rise",
      "घर, भूमि, वाहन, शिक्षा या सुख-सुविधा से जुड़ा काम स्थिरता देता है; स्थिर आधार से उन्नति होती है",
    ),
    b(
      "teaching, advisory, creative or strategic work suits you: your intelligence is your capital",
      "अध्यापन, परामर्श, रचनात्मक या रणनीतिक काम आपके अनुकूल है: आपकी बुद्धि ही आपकी पूँजी है",
    ),
    b(
      "service, healthcare, law, finance or competitive fields suit you: you rise by solving problems",
      "सेवा, स्वास्थ्य, क़ानून, वित्त या प्रतियोगी क्षेत्र आपके अनुकूल हैं: आप समस्याएँ सुलझाकर आगे बढ़ते हैं",
    ),
    b(
      "business, partnerships and client-facing work suit you, and the right partner multiplies your success",
      "व्यापार, साझेदारी और लोगों से जुड़ा काम आपके अनुकूल है, और सही साझेदार सफलता को कई गुना करता है",
    ),
    b(
      "research, investigation, insurance, finance or behind-the-scenes work suits you; expect a few turning points",
      "शोध, जाँच, बीमा, वित्त या पर्दे के पीछे का काम आपके अनुकूल है; करियर में कुछ मोड़ आ सकते हैं",
    ),
    b(
      "fortune supports your work: teaching, law, consulting, travel or work guided by a mentor suit you",
      "भाग्य आपके काम का साथ देता है: अध्यापन, क़ानून, परामर्श, यात्रा या किसी गुरु के मार्गदर्शन में काम अनुकूल है",
    ),
    b(
      "the career house is strong in itself: leadership, authority and public recognition are promised",
      "कर्म भाव स्वयं बलवान है: नेतृत्व, अधिकार और सार्वजनिक पहचान के योग हैं",
    ),
    b(
      "large organisations, networks and steady gains suit you; your work tends to pay well",
      "बड़े संगठन, नेटवर्क और नियमित लाभ आपके अनुकूल हैं; आपका काम अच्छा प्रतिफल देता है",
    ),
    b(
      "foreign companies, distant places, hospitals, research or spiritual work suit you",
      "विदेशी कंपनियाँ, दूर के स्थान, अस्पताल, शोध या आध्यात्मिक काम आपके अनुकूल हैं",
    ),
  ],
  marriage: [
    b("", ""),
    b(
      "your partner plays a central role in shaping your life, and marriage strengthens your identity",
      "जीवनसाथी आपके जीवन को आकार देने में केंद्रीय भूमिका निभाता है, और विवाह आपकी पहचान को मज़बूत करता है",
    ),
    b(
      "family has a strong hand in your marriage, and the partnership builds shared wealth",
      "आपके विवाह में परिवार की अहम भूमिका रहती है, और यह साथ मिलकर धन भी बढ़ाता है",
    ),
    b(
      "you may meet your partner through communication, short travel, siblings or your own initiative",
      "जीवनसाथी से मुलाक़ात संवाद, छोटी यात्रा, भाई-बहनों या आपकी अपनी पहल से हो सकती है",
    ),
    b(
      "marriage brings a settled home and emotional security, often with family blessing",
      "विवाह से घर में स्थिरता और भावनात्मक सुरक्षा आती है, अक्सर परिवार के आशीर्वाद के साथ",
    ),
    b(
      "love and friendship lead to marriage: a love marriage or a deeply chosen bond is indicated",
      "प्रेम और मित्रता विवाह तक ले जाते हैं: प्रेम विवाह या मन से चुने गए रिश्ते के योग हैं",
    ),
    b(
      "you may meet your partner through work or service; patience and small daily kindnesses keep the bond strong",
      "जीवनसाथी से मुलाक़ात काम या सेवा के दौरान हो सकती है; धैर्य और रोज़ की छोटी-छोटी आत्मीयता रिश्ते को मज़बूत रखती है",
    ),
    b(
      "the house of marriage is strong in itself: a committed, balanced partnership is promised",
      "विवाह भाव स्वयं बलवान है: समर्पित और संतुलित साझेदारी के योग हैं",
    ),
    b(
      "marriage transforms you deeply; the timing may surprise you, and trust is the foundation",
      "विवाह आपको गहराई से बदलता है; इसका समय आपको चौंका सकता है, और विश्वास इसकी नींव है",
    ),
    b(
      "your partner may come through teachers, travel or shared values, and marriage brings fortune",
      "जीवनसाथी गुरुजनों, यात्रा या समान मूल्यों के माध्यम से आ सकता है, और विवाह भाग्य बढ़ाता है",
    ),
    b(
      "you may meet your partner through work, and together you build status",
      "जीवनसाथी से मुलाक़ात कार्यक्षेत्र में हो सकती है, और दोनों मिलकर प्रतिष्ठा बनाते हैं",
    ),
    b(
      "friends and social circles bring your partner, and marriage fulfils long-held wishes",
      "मित्र और सामाजिक दायरा जीवनसाथी से मिलवाते हैं, और विवाह पुरानी इच्छाएँ पूरी करता है",
    ),
    b(
      "your partner may come from a distant place or another culture, and the bond has a spiritual side",
      "जीवनसाथी दूर के स्थान या अलग परिवेश से हो सकता है, और इस रिश्ते में एक आध्यात्मिक पक्ष है",
    ),
  ],
  money: [
    b("", ""),
    b(
      "you earn through your own personality and effort; self-made wealth is indicated",
      "आप अपने व्यक्तित्व और प्रयास से कमाते हैं; स्व-अर्जित धन के योग हैं",
    ),
    b(
      "the house of wealth is strong in itself: savings and family assets grow steadily",
      "धन भाव स्वयं बलवान है: बचत और पारिवारिक संपत्ति धीरे-धीरे बढ़ती है",
    ),
    b(
      "money comes through initiative, communication, sales or skills you build with your own hands",
      "धन पहल, संवाद, बिक्री या अपने हाथों से निखारे कौशल से आता है",
    ),
    b(
      "property, vehicles and a comfortable home are sources of wealth for you",
      "संपत्ति, वाहन और सुखी घर आपके लिए धन के स्रोत हैं",
    ),
    b(
      "intelligence, advice, teaching or careful investment bring wealth, but avoid pure speculation",
      "बुद्धि, परामर्श, अध्यापन या सोच-समझकर किया निवेश धन लाता है, पर केवल सट्टे से बचें",
    ),
    b(
      "money flows through service and hard work; keep loans and expenses under control",
      "धन सेवा और परिश्रम से आता है; क़र्ज़ और ख़र्च पर नियंत्रण रखें",
    ),
    b(
      "partnerships, business and your spouse support your finances",
      "साझेदारी, व्यापार और जीवनसाथी आपकी आर्थिक स्थिति को सहारा देते हैं",
    ),
    b(
      "wealth can come suddenly, through inheritance, insurance or shared resources; plan for ups and downs",
      "धन अचानक भी आ सकता है, विरासत, बीमा या साझा संसाधनों से; उतार-चढ़ाव के लिए योजना रखें",
    ),
    b(
      "fortune favours your finances, often through father, teachers or long-distance work",
      "भाग्य आपकी आर्थिक स्थिति का साथ देता है, अक्सर पिता, गुरुजनों या दूर के काम के माध्यम से",
    ),
    b(
      "your career is your main source of wealth, and status brings income",
      "आपका करियर ही धन का मुख्य स्रोत है, और प्रतिष्ठा से आय आती है",
    ),
    b(
      "gains and income are well placed: networks and steady earnings build wealth",
      "लाभ और आय की स्थिति अच्छी है: संपर्क और नियमित कमाई धन बनाते हैं",
    ),
    b(
      "money goes out as easily as it comes; foreign sources can help, and budgeting is essential",
      "धन जितनी आसानी से आता है उतनी ही आसानी से जाता है; विदेशी स्रोत सहायक हो सकते हैं, और बजट बनाना ज़रूरी है",
    ),
  ],
  travel: [
    b("", ""),
    b(
      "travel and distant places shape your personality; you are drawn to go far",
      "यात्रा और दूर के स्थान आपके व्यक्तित्व को गढ़ते हैं; आप दूर जाने की ओर आकर्षित होते हैं",
    ),
    b(
      "you may earn or build savings abroad, though family ties keep calling you back",
      "आप विदेश में कमा या बचत कर सकते हैं, हालाँकि पारिवारिक जुड़ाव आपको वापस बुलाता रहता है",
    ),
    b(
      "frequent short journeys and communication across borders are likely",
      "बार-बार छोटी यात्राएँ और सीमाओं के पार संपर्क के योग हैं",
    ),
    b(
      "settling away from your birthplace is possible, and you create a home wherever you go",
      "जन्मस्थान से दूर बसना संभव है, और आप जहाँ जाते हैं वहीं घर बना लेते हैं",
    ),
    b("studies or creative work can take you abroad", "पढ़ाई या रचनात्मक काम आपको विदेश ले जा सकता है"),
    b(
      "work or service can take you abroad, though it asks for effort and paperwork",
      "काम या सेवा आपको विदेश ले जा सकती है, हालाँकि इसके लिए मेहनत और काग़ज़ी तैयारी चाहिए",
    ),
    b(
      "partnership, marriage or business can connect you with foreign lands",
      "साझेदारी, विवाह या व्यापार आपको विदेश से जोड़ सकते हैं",
    ),
    b(
      "sudden or unplanned moves are possible; research and hidden opportunities abroad favour you",
      "अचानक या अनियोजित बदलाव संभव हैं; विदेश में शोध और छिपे अवसर आपके पक्ष में हैं",
    ),
    b(
      "long journeys, higher studies and pilgrimage are strongly indicated",
      "लंबी यात्राएँ, उच्च शिक्षा और तीर्थयात्रा के प्रबल योग हैं",
    ),
    b("your career can take you abroad or to foreign employers", "आपका करियर आपको विदेश या विदेशी संस्थानों तक ले जा सकता है"),
    b(
      "foreign connections bring gains, and friends abroad open doors",
      "विदेशी संपर्क लाभ देते हैं, और विदेश के मित्र रास्ते खोलते हैं",
    ),
    b(
      "the house of foreign lands is strong in itself: living or working abroad is clearly indicated",
      "विदेश भाव स्वयं बलवान है: विदेश में रहने या काम करने के स्पष्ट योग हैं",
    ),
  ],
  education: [
    b("", ""),
    b(
      "learning shapes who you are; self-study works well for you",
      "ज्ञान आपके व्यक्तित्व को गढ़ता है; स्वाध्याय आपके लिए अच्छा काम करता है",
    ),
    b(
      "languages, finance, speech or family guidance support your studies",
      "भाषाएँ, वित्त, वाणी या परिवार का मार्गदर्शन आपकी पढ़ाई में सहायक हैं",
    ),
    b(
      "communication, media, writing or technical skills suit your studies",
      "संवाद, मीडिया, लेखन या तकनीकी कौशल आपकी पढ़ाई के अनुकूल हैं",
    ),
    b(
      "the house of learning is strong in itself: steady schooling and a settled mind support you",
      "शिक्षा भाव स्वयं बलवान है: नियमित पढ़ाई और शांत मन आपका साथ देते हैं",
    ),
    b(
      "sharp intelligence and creative learning are indicated; exams reward understanding",
      "तेज़ बुद्धि और रचनात्मक अध्ययन के योग हैं; परीक्षाएँ समझ को फल देती हैं",
    ),
    b(
      "competitive exams suit you: you do well where effort and discipline are tested",
      "प्रतियोगी परीक्षाएँ आपके अनुकूल हैं: जहाँ मेहनत और अनुशासन की परीक्षा हो, वहाँ आप अच्छा करते हैं",
    ),
    b("studying with others, business studies or law suit you", "साथ मिलकर पढ़ना, व्यापार की पढ़ाई या क़ानून आपके अनुकूल हैं"),
    b(
      "research and deep subjects suit you, though studies may have a break or change of direction",
      "शोध और गहरे विषय आपके अनुकूल हैं, हालाँकि पढ़ाई में विराम या दिशा-परिवर्तन हो सकता है",
    ),
    b(
      "higher education, philosophy, law or study abroad are well indicated",
      "उच्च शिक्षा, दर्शन, क़ानून या विदेश में पढ़ाई के अच्छे योग हैं",
    ),
    b("your studies lead directly to career and status", "आपकी पढ़ाई सीधे करियर और प्रतिष्ठा की ओर ले जाती है"),
    b(
      "your studies bring gains, and networks of friends help you learn",
      "आपकी पढ़ाई लाभ देती है, और मित्रों का दायरा सीखने में सहायक है",
    ),
    b("study abroad or in a quiet, distant place suits you", "विदेश में या किसी शांत, दूर के स्थान पर पढ़ाई आपके अनुकूल है"),
  ],
  ...MORE_LORD_IN_HOUSE,
};

/** Work that suits each graha, for grahas tied to the 10th house. */
export const CAREER_FIELDS: Readonly<Record<Graha, Bi>> = {
  sun: b("government, administration or leadership roles", "सरकार, प्रशासन या नेतृत्व की भूमिकाएँ"),
  moon: b("hospitality, care, food, nursing or public-facing work", "आतिथ्य, देखभाल, भोजन, नर्सिंग या जनता से जुड़ा काम"),
  mars: b(
    "engineering, defence, police, sports, surgery or real estate",
    "इंजीनियरिंग, रक्षा, पुलिस, खेल, शल्य-चिकित्सा या रियल एस्टेट",
  ),
  mercury: b("commerce, IT, writing, accounting or trade", "वाणिज्य, आईटी, लेखन, लेखा या व्यापार"),
  jupiter: b("teaching, law, finance, counselling or advisory work", "अध्यापन, क़ानून, वित्त, परामर्श या सलाहकारी काम"),
  venus: b(
    "arts, design, fashion, media, hospitality or luxury goods",
    "कला, डिज़ाइन, फ़ैशन, मीडिया, आतिथ्य या विलासिता की वस्तुएँ",
  ),
  saturn: b(
    "industry, manufacturing, public service, law or long-term projects",
    "उद्योग, निर्माण, जनसेवा, क़ानून या लंबी अवधि की परियोजनाएँ",
  ),
  rahu: b(
    "technology, foreign companies, aviation or unconventional fields",
    "तकनीक, विदेशी कंपनियाँ, विमानन या अपरंपरागत क्षेत्र",
  ),
  ketu: b("research, software, healing, detailed or spiritual work", "शोध, सॉफ़्टवेयर, उपचार, बारीक या आध्यात्मिक काम"),
};

/** The partner a graha describes, for grahas tied to the 7th house. */
export const PARTNER_NATURE: Readonly<Record<Graha, Bi>> = {
  sun: b("dignified, confident and principled", "गरिमामय, आत्मविश्वासी और सिद्धांतवादी"),
  moon: b("caring, sensitive and family-minded", "स्नेही, संवेदनशील और परिवार-प्रिय"),
  mars: b("energetic, direct and protective", "ऊर्जावान, स्पष्टवादी और रक्षा करने वाला"),
  mercury: b("witty, youthful and communicative", "हाज़िरजवाब, युवा मन वाला और बातचीत में कुशल"),
  jupiter: b("wise, generous and well-educated", "समझदार, उदार और सुशिक्षित"),
  venus: b("charming, artistic and affectionate", "आकर्षक, कलाप्रिय और स्नेहिल"),
  saturn: b("mature, loyal and hard-working", "परिपक्व, निष्ठावान और मेहनती"),
  rahu: b(
    "unconventional, ambitious and perhaps from a different background",
    "अपरंपरागत, महत्वाकांक्षी और शायद अलग पृष्ठभूमि से",
  ),
  ketu: b("reserved, intuitive and spiritual", "संकोची, अंतर्ज्ञानी और आध्यात्मिक"),
};
