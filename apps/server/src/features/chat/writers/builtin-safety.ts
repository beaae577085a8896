import type { ReadingContext } from "../reading/reading-context.ts";
import { TELE_MANAS_NUMBER } from "../reading/safety.ts";

/**
 * Replies to sensitive questions. They state no placement at all (nothing to get wrong),
 * predict no death or illness and promise no legal or financial outcome. For a legal or a
 * financial question this is the caution only: the chart's periods follow it (builtin-compose.ts).
 */
export function safeReply(c: ReadingContext): string | null {
  const name = c.person.name;
  const hi = c.language === "Hindi";
  switch (c.safety) {
    case "none":
      return null;
    case "self_harm":
      return hi
        ? [
            `${name}, आपने यह बात कही, यह बहुत हिम्मत की बात है। जो आप महसूस कर रहे हैं वह बहुत भारी है, और आप इसमें अकेले नहीं हैं।`,
            `कृपया अभी **Tele-MANAS हेल्पलाइन ${TELE_MANAS_NUMBER}** पर कॉल करें (निःशुल्क, 24 घंटे, हिंदी और अन्य भाषाओं में)। वहाँ प्रशिक्षित लोग आपकी बात सुनेंगे। अगर आप तुरंत ख़तरे में हैं, तो 112 पर कॉल करें या किसी भरोसेमंद व्यक्ति के पास जाएँ।`,
            'अभी किसी अपने को फ़ोन करें या संदेश भेजें — बस इतना कहना भी काफ़ी है कि "मुझे अच्छा नहीं लग रहा"।',
            "यह समय ग्रहों को पढ़ने का नहीं, आपकी देखभाल का है। आपकी ज़िंदगी क़ीमती है। जब आप तैयार हों, मैं यहीं हूँ। (इस प्रश्न का कोई शुल्क नहीं लिया गया है।)",
          ].join("\n\n")
        : [
            `${name}, I'm really glad you told me this. What you are feeling sounds very heavy, and you do not have to carry it alone.`,
            `Please call **Tele-MANAS on ${TELE_MANAS_NUMBER}** right now — it is free, open 24x7, and trained counsellors will listen in English, Hindi and other languages. If you are in immediate danger, call 112 or go to someone you trust.`,
            'If you can, message or call one person close to you now; even "I\'m not okay" is enough to start.',
            "This is not a moment for reading planets; it is a moment for care. Your life matters. I'm here whenever you want to talk again. (This question is not charged.)",
          ].join("\n\n");
    case "missing_person":
      return hi
        ? [
            `${name}, यह बहुत घबराने वाली घड़ी है, और आपकी चिंता पूरी तरह समझ में आती है।`,
            "इसके लिए कुंडली का इंतज़ार न करें: **अभी 112 पर कॉल करें** (पुलिस आपातकालीन सेवा) और नज़दीकी पुलिस थाने में तुरंत गुमशुदगी की रिपोर्ट दर्ज कराएँ। साथ में हाल की एक फ़ोटो, आख़िरी बार पहने कपड़े और मोबाइल नंबर दें।",
            "परिवार, दोस्तों और उनके साथ काम करने या पढ़ने वालों से बात करें। अगर वे नाबालिग हैं, तो चाइल्डलाइन 1098 भी मदद करती है।",
            "जब आप तैयार हों, मैं यहीं हूँ। (इस प्रश्न का कोई शुल्क नहीं लिया गया है।)",
          ].join("\n\n")
        : [
            `${name}, this is a frightening time, and your worry makes complete sense.`,
            "Please don't wait on a chart for this: **call 112 now** (police emergency) and report the person missing at the nearest police station straight away, with a recent photo, what they were wearing and their phone number.",
            "Ask family, friends and the people they work or study with. If they are under 18, Childline 1098 can help too.",
            "I'm here whenever you want to talk again. (This question is not charged.)",
          ].join("\n\n");
    case "domestic_violence":
      return hi
        ? [
            `${name}, मुझे बहुत दुख है। घर में किसी को भी चोट नहीं पहुँचनी चाहिए, और इसमें आपकी कोई ग़लती नहीं है।`,
            "अगर आप अभी ख़तरे में हैं, तो **112** पर कॉल करें। महिलाएँ **महिला हेल्पलाइन 181** (निःशुल्क, 24 घंटे) पर भी कॉल कर सकती हैं: वहाँ से पुलिस, आश्रय और क़ानूनी मदद मिलती है; आपके ज़िले का वन स्टॉप सेंटर डॉक्टरी, क़ानूनी और परामर्श की मदद एक ही जगह देता है।",
            "हो सके तो आज ही किसी भरोसेमंद व्यक्ति को बताएँ, और अपना फ़ोन, कुछ पैसे और पहचान के काग़ज़ ऐसी जगह रखें जहाँ से तुरंत ले सकें।",
            "साथ रहना है या नहीं, यह कुंडली तय नहीं करती; पहले आपकी सुरक्षा। जब आप तैयार हों, मैं यहीं हूँ। (इस प्रश्न का कोई शुल्क नहीं लिया गया है।)",
          ].join("\n\n")
        : [
            `${name}, I'm so sorry. No one should be hurt at home, and it is not your fault.`,
            "If you are in danger now, call **112**. Women can also call the **Women Helpline 181** (free, 24x7) for police, shelter and legal help; the One Stop Centre in your district gives medical, legal and counselling help in one place.",
            "If you can, tell one person you trust today, and keep your phone, some money and your ID papers where you can reach them quickly.",
            "Whether to stay is not something a chart should decide; your safety comes first. I'm here whenever you want to talk again. (This question is not charged.)",
          ].join("\n\n");
    case "death":
      return hi
        ? [
            `${name}, ऐसा प्रश्न अक्सर मन के डर या चिंता से उठता है, यह पूरी तरह समझ में आता है।`,
            "ज्योतिष में मृत्यु या आयु की भविष्यवाणी करना न उचित है, न ज़िम्मेदार — और Graha यह कभी नहीं करता। कोई भी कुंडली जीवन की अवधि तय नहीं करती।",
            "इसके बजाय हम यह देख सकते हैं कि आने वाला समय किन कामों के लिए अनुकूल है, और मन को शांत रखने के लिए क्या किया जा सकता है। अगर किसी अपने की सेहत की चिंता है, तो डॉक्टर से मिलें और उनके साथ समय बिताएँ।",
            "मन भारी हो तो Tele-MANAS (14416) पर बात करना भी मदद करता है।",
          ].join("\n\n")
        : [
            `${name}, I understand this question often comes from worry or fear.`,
            "Predicting death or lifespan is neither right nor responsible, and Graha never does it: no chart fixes the length of a life.",
            "What I can do is look at which areas of life the coming period supports and how to keep your mind steady. If you are worried about someone's health, please involve a doctor and spend good time with them.",
            "If the worry feels heavy, talking to Tele-MANAS (14416) can help too.",
          ].join("\n\n");
    case "illness":
      return hi
        ? [
            `${name}, सेहत की चिंता समझ में आती है।`,
            "ज्योतिष किसी विशेष बीमारी की भविष्यवाणी या निदान नहीं कर सकता, और Graha ऐसा नहीं करता। किसी भी लक्षण या जाँच के लिए कृपया योग्य डॉक्टर से मिलें — यही सबसे सही क़दम है।",
            "कुंडली के आधार पर इतना ही कहा जा सकता है कि नियमित नींद, संतुलित भोजन, रोज़ की सैर और मन को शांत रखने वाला अभ्यास (जैसे प्राणायाम) आपके लिए सहायक रहेगा।",
            "तनाव या उदासी लगे तो Tele-MANAS (14416, निःशुल्क) पर बात करना भी मदद करता है।",
          ].join("\n\n")
        : [
            `${name}, it's natural to worry about health.`,
            "Astrology cannot predict or diagnose a specific illness, and Graha does not try to. For any symptom, test or worry, please see a qualified doctor: that is the right step.",
            "What the chart can support is a steady routine: regular sleep, balanced meals, a daily walk and a calming practice such as pranayama.",
            "If stress or low mood is part of this, Tele-MANAS (14416, free) is there to talk to.",
          ].join("\n\n");
    case "legal":
      return hi
        ? [
            `${name}, क़ानूनी मामलों का तनाव बहुत थका देने वाला होता है।`,
            "किसी मुक़दमे या क़ानूनी नतीजे के बारे में ज्योतिष निश्चितता नहीं दे सकता, और यहाँ कोई वादा नहीं किया जाएगा। फ़ैसले तथ्यों, सबूतों और क़ानून से होते हैं — इसलिए एक अच्छे वकील की सलाह सबसे ज़रूरी है।",
          ].join("\n\n")
        : [
            `${name}, legal matters can be exhausting.`,
            "Astrology cannot give certainty about a case or its verdict, and I won't promise one: outcomes rest on facts, evidence and the law, so a good lawyer's advice matters most.",
          ].join("\n\n");
    case "financial":
      return hi
        ? [
            `${name}, पैसे को लेकर उम्मीद और चिंता दोनों स्वाभाविक हैं।`,
            "ज्योतिष शेयर, लॉटरी, सट्टे या किसी निवेश के मुनाफ़े की गारंटी नहीं दे सकता, और ऐसी कोई सलाह यहाँ नहीं दी जाएगी। निवेश से पहले किसी पंजीकृत (SEBI-registered) सलाहकार से बात करें और उतना ही जोखिम लें जितना आप खो सकें।",
          ].join("\n\n")
        : [
            `${name}, hope and worry about money are both natural.`,
            "Astrology cannot guarantee returns from shares, lotteries, betting or any investment, and I won't tip you one. Before investing, talk to a SEBI-registered adviser and risk only what you can afford to lose.",
          ].join("\n\n");
  }
}
