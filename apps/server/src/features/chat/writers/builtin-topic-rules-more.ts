import type { Topic } from "../reading/topics.ts";
import { bi as b, type Bi } from "./builtin-phrases.ts";

// Lord-in-house readings (index = house of the lord, 1–12) for the 1st lord (life path),
// 5th lord (children), 4th lord (property) and 9th lord (spirituality).

export const MORE_LORD_IN_HOUSE: Partial<Record<Topic, readonly Bi[]>> = {
  life_path: [
    b("", ""),
    b(
      "your life is self-made: your own character and choices are your destiny, and you grow by leading",
      "आपका जीवन स्वयं-निर्मित है: आपका चरित्र और निर्णय ही आपका भाग्य हैं, और आप आगे बढ़कर नेतृत्व करते हुए बढ़ते हैं",
    ),
    b(
      "your path runs through family, values and speech; what you build steadily becomes your identity",
      "आपका मार्ग परिवार, मूल्यों और वाणी से होकर जाता है; जो आप धीरे-धीरे बनाते हैं वही आपकी पहचान बनता है",
    ),
    b(
      "courage and initiative define you; your life opens up each time you take a bold step yourself",
      "साहस और पहल आपकी पहचान हैं; हर बार जब आप स्वयं साहसी क़दम उठाते हैं, जीवन खुलता है",
    ),
    b(
      "your heart seeks a settled home and inner peace; happiness at home is the base of everything you do",
      "आपका मन स्थिर घर और आंतरिक शांति चाहता है; घर का सुख आपके हर काम की नींव है",
    ),
    b(
      "you are here to create, teach and guide; intelligence and a generous heart are your gifts",
      "आप रचने, सिखाने और मार्गदर्शन के लिए हैं; बुद्धि और उदार मन आपके उपहार हैं",
    ),
    b(
      "you grow through service and by overcoming obstacles; every challenge you meet makes you stronger",
      "आप सेवा और बाधाओं को पार करके बढ़ते हैं; हर चुनौती आपको और मज़बूत बनाती है",
    ),
    b(
      "partnerships shape your life: you find yourself through the people you walk beside",
      "साझेदारियाँ आपके जीवन को आकार देती हैं: आप अपने साथ चलने वालों के माध्यम से स्वयं को पाते हैं",
    ),
    b(
      "your life moves through deep transformations; research, depth and resilience are your path",
      "आपका जीवन गहरे परिवर्तनों से होकर चलता है; शोध, गहराई और धैर्य ही आपका मार्ग हैं",
    ),
    b(
      "fortune walks with you: dharma, learning and good teachers guide your path",
      "भाग्य आपके साथ चलता है: धर्म, ज्ञान और अच्छे गुरु आपका मार्ग दिखाते हैं",
    ),
    b(
      "your purpose is expressed through work and public life; you are meant to be seen for what you do",
      "आपका उद्देश्य कर्म और सार्वजनिक जीवन से प्रकट होता है; आप अपने काम से पहचाने जाने के लिए हैं",
    ),
    b(
      "your path fulfils wishes through friends, networks and steady gains",
      "आपका मार्ग मित्रों, संपर्कों और निरंतर लाभ से इच्छाएँ पूरी करता है",
    ),
    b(
      "your path leads beyond the familiar: distant places, service and an inner, spiritual life call you",
      "आपका मार्ग परिचित से आगे ले जाता है: दूर के स्थान, सेवा और आंतरिक, आध्यात्मिक जीवन आपको बुलाते हैं",
    ),
  ],
  children: [
    b("", ""),
    b(
      "children bring out the best in you, and you are closely involved in raising them",
      "संतान आपके भीतर का सबसे अच्छा पक्ष सामने लाती है, और आप उनके पालन-पोषण में गहराई से जुड़े रहते हैं",
    ),
    b(
      "children strengthen the family and its values, and they bring joy to the home",
      "संतान परिवार और उसके मूल्यों को मज़बूत करती है, और घर में ख़ुशी लाती है",
    ),
    b(
      "children are lively and courageous, and effort on your part brings the blessing",
      "संतान ऊर्जावान और साहसी होती है, और आपका प्रयास यह आशीर्वाद लाता है",
    ),
    b(
      "children bring happiness at home, and a settled home supports the blessing of children",
      "संतान घर में सुख लाती है, और स्थिर घर संतान-सुख में सहायक है",
    ),
    b(
      "the house of children is strong in itself: the blessing of children is clearly indicated",
      "संतान भाव स्वयं बलवान है: संतान-सुख के स्पष्ट योग हैं",
    ),
    b(
      "the blessing may ask for patience and good medical care, and it is worth the wait",
      "यह आशीर्वाद धैर्य और अच्छी चिकित्सकीय देखभाल माँग सकता है, और प्रतीक्षा सार्थक होती है",
    ),
    b(
      "your partnership is the ground from which the blessing of children grows",
      "आपका दांपत्य ही वह भूमि है जिससे संतान-सुख पनपता है",
    ),
    b(
      "timing may be unusual and patience is needed; the bond, when it comes, runs deep",
      "समय अनोखा हो सकता है और धैर्य चाहिए; जब यह आशीर्वाद आता है तो रिश्ता गहरा होता है",
    ),
    b(
      "children are a blessing of fortune for you, and they may be drawn to learning and dharma",
      "संतान आपके लिए भाग्य का आशीर्वाद है, और उनका झुकाव ज्ञान और धर्म की ओर हो सकता है",
    ),
    b(
      "children may do well in public life, and they add to your standing",
      "संतान सार्वजनिक जीवन में अच्छा कर सकती है, और आपकी प्रतिष्ठा बढ़ाती है",
    ),
    b("children fulfil your wishes and bring gains to the family", "संतान आपकी इच्छाएँ पूरी करती है और परिवार को लाभ देती है"),
    b(
      "children may live or study far away, and patience helps the blessing arrive",
      "संतान दूर रहकर पढ़ या काम कर सकती है, और धैर्य इस आशीर्वाद को लाने में सहायक है",
    ),
  ],
  property: [
    b("", ""),
    b(
      "you acquire property through your own effort, and owning a home matters to your sense of self",
      "आप अपने प्रयास से संपत्ति अर्जित करते हैं, और अपना घर आपके आत्मसम्मान के लिए महत्वपूर्ण है",
    ),
    b(
      "family wealth and savings support buying property, often with family help",
      "पारिवारिक धन और बचत संपत्ति ख़रीदने में सहायक हैं, अक्सर परिवार की मदद से",
    ),
    b(
      "property comes through your own initiative, perhaps near siblings or after some moves",
      "संपत्ति आपकी अपनी पहल से आती है, शायद भाई-बहनों के पास या कुछ बदलावों के बाद",
    ),
    b(
      "the house of home is strong in itself: a comfortable home and property are promised",
      "सुख भाव स्वयं बलवान है: आरामदायक घर और संपत्ति के योग हैं",
    ),
    b(
      "a home comes as the fruit of good judgement and careful investment",
      "घर सही निर्णय और सोच-समझकर किए निवेश के फल के रूप में आता है",
    ),
    b(
      "property may come through loans or hard work; keep the paperwork clean and the debt modest",
      "संपत्ति क़र्ज़ या परिश्रम से आ सकती है; काग़ज़ात साफ़ और क़र्ज़ सीमित रखें",
    ),
    b("property may come through a partner or a joint purchase", "संपत्ति जीवनसाथी या साझा ख़रीद के माध्यम से आ सकती है"),
    b(
      "property may come through inheritance or sudden change; check every document carefully",
      "संपत्ति विरासत या अचानक बदलाव से आ सकती है; हर दस्तावेज़ ध्यान से जाँचें",
    ),
    b(
      "fortune supports a home, perhaps in a distant place or with a father's blessing",
      "भाग्य घर का साथ देता है, शायद दूर के स्थान पर या पिता के आशीर्वाद से",
    ),
    b(
      "your career and status bring property; a home may be tied to where you work",
      "आपका करियर और प्रतिष्ठा संपत्ति लाते हैं; घर आपके कार्यस्थल से जुड़ा हो सकता है",
    ),
    b(
      "property is a source of gains for you, and friends or networks help",
      "संपत्ति आपके लिए लाभ का स्रोत है, और मित्र या संपर्क सहायक होते हैं",
    ),
    b(
      "a home away from your birthplace, or abroad, is indicated; budget carefully for it",
      "जन्मस्थान से दूर या विदेश में घर के योग हैं; इसके लिए ध्यान से बजट बनाएँ",
    ),
  ],
  spirituality: [
    b("", ""),
    b(
      "your spirituality is personal and lived: your conduct itself is your practice",
      "आपकी आध्यात्मिकता निजी और जीवंत है: आपका आचरण ही आपकी साधना है",
    ),
    b(
      "prayer, chanting and family traditions nourish your inner life",
      "प्रार्थना, जप और पारिवारिक परंपराएँ आपके आंतरिक जीवन को पोषण देती हैं",
    ),
    b(
      "disciplined practice and your own effort open the spiritual path for you",
      "अनुशासित अभ्यास और आपका अपना प्रयास आपके लिए आध्यात्मिक मार्ग खोलते हैं",
    ),
    b(
      "inner peace comes through a calm home and devotion in daily life",
      "आंतरिक शांति शांत घर और दैनिक जीवन की भक्ति से आती है",
    ),
    b("mantra, study of scripture and a devoted heart suit you", "मंत्र, शास्त्रों का अध्ययन और भक्तिपूर्ण मन आपके अनुकूल हैं"),
    b("selfless service (seva) is your strongest spiritual practice", "निःस्वार्थ सेवा आपकी सबसे प्रबल साधना है"),
    b(
      "you grow spiritually through relationships and the people you serve",
      "आप रिश्तों और जिनकी सेवा करते हैं उनके माध्यम से आध्यात्मिक रूप से बढ़ते हैं",
    ),
    b(
      "deep practices such as meditation and inner research draw you",
      "ध्यान और आंतरिक खोज जैसी गहरी साधनाएँ आपको आकर्षित करती हैं",
    ),
    b(
      "the house of dharma is strong in itself: a teacher and a clear spiritual path are indicated",
      "धर्म भाव स्वयं बलवान है: गुरु और स्पष्ट आध्यात्मिक मार्ग के योग हैं",
    ),
    b(
      "you live your dharma through your work; right action is your practice",
      "आप अपने कर्म से अपना धर्म निभाते हैं; सही कर्म ही आपकी साधना है",
    ),
    b(
      "community, satsang and like-minded friends support your growth",
      "समुदाय, सत्संग और समान विचार वाले मित्र आपकी उन्नति में सहायक हैं",
    ),
    b(
      "retreat, pilgrimage and quiet meditation lead you toward liberation",
      "एकांत, तीर्थयात्रा और शांत ध्यान आपको मुक्ति की ओर ले जाते हैं",
    ),
  ],
};
