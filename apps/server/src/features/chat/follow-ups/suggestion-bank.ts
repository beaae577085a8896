import type { Topic } from "../reading/topics.ts";

export interface Bi {
  readonly en: string;
  readonly hi: string;
}

/** A topic's follow-up questions: when it happens, what to do meanwhile, and more on the topic. */
export interface TopicSuggestions {
  readonly when: Bi;
  readonly meanwhile: Bi;
  readonly more: readonly Bi[];
}

// Each question reads as the user would type it, in English and in Hindi.
export const SUGGESTION_BANK: Readonly<Record<Topic, TopicSuggestions>> = {
  life_path: {
    when: { en: "When does my next good period begin?", hi: "मेरा अगला अच्छा समय कब शुरू होगा?" },
    meanwhile: {
      en: "What can I do now to make the most of this time?",
      hi: "इस समय का पूरा लाभ लेने के लिए मैं अभी क्या करूँ?",
    },
    more: [
      { en: "What are my greatest strengths?", hi: "मेरी सबसे बड़ी ताकत क्या है?" },
      { en: "What does my ascendant say about me?", hi: "मेरा लग्न मेरे बारे में क्या कहता है?" },
      { en: "Which areas of life need my attention?", hi: "जीवन के किन क्षेत्रों पर मुझे ध्यान देना चाहिए?" },
    ],
  },
  career: {
    when: { en: "When will my career grow?", hi: "मेरे करियर में तरक्की कब होगी?" },
    meanwhile: { en: "What should I focus on at work until then?", hi: "तब तक काम में मुझे किस बात पर ध्यान देना चाहिए?" },
    more: [
      { en: "Is a job or business better for me?", hi: "मेरे लिए नौकरी अच्छी है या व्यापार?" },
      { en: "Which field of work suits my chart?", hi: "मेरी कुंडली के अनुसार कौन सा क्षेत्र सही है?" },
      { en: "Should I change my job this year?", hi: "क्या मुझे इस साल नौकरी बदलनी चाहिए?" },
    ],
  },
  money: {
    when: { en: "When will my finances improve?", hi: "मेरी आर्थिक स्थिति कब सुधरेगी?" },
    meanwhile: { en: "How can I save and grow money in this period?", hi: "इस समय में मैं धन कैसे बचाऊँ और बढ़ाऊँ?" },
    more: [
      { en: "Is this a good time to invest?", hi: "क्या यह निवेश के लिए अच्छा समय है?" },
      { en: "What are my main sources of wealth?", hi: "मेरे धन के मुख्य स्रोत क्या हैं?" },
    ],
  },
  marriage: {
    when: { en: "When will I get married?", hi: "मेरी शादी कब होगी?" },
    meanwhile: { en: "What can I do to support my marriage prospects?", hi: "विवाह के योग को मज़बूत करने के लिए मैं क्या करूँ?" },
    more: [
      { en: "What kind of partner suits me?", hi: "मेरे लिए कैसा जीवनसाथी अच्छा रहेगा?" },
      { en: "Will it be a love or an arranged marriage?", hi: "मेरी शादी प्रेम विवाह होगी या अरेंज्ड?" },
      { en: "Am I manglik?", hi: "क्या मैं मांगलिक हूँ?" },
    ],
  },
  compatibility: {
    when: { en: "When is a good time for us to marry?", hi: "हमारी शादी के लिए अच्छा समय कब है?" },
    meanwhile: { en: "How can we understand each other better?", hi: "हम एक-दूसरे को बेहतर कैसे समझें?" },
    more: [
      { en: "What does my seventh house say about relationships?", hi: "मेरा सातवाँ भाव रिश्तों के बारे में क्या कहता है?" },
      { en: "What kind of partner suits me?", hi: "मेरे लिए कैसा जीवनसाथी अच्छा रहेगा?" },
    ],
  },
  health: {
    when: { en: "When will my energy feel stronger?", hi: "मेरी ऊर्जा कब बेहतर होगी?" },
    meanwhile: { en: "Which daily habits suit my chart?", hi: "मेरी कुंडली के अनुसार कौन सी दिनचर्या अच्छी है?" },
    more: [
      { en: "Which planet supports my vitality?", hi: "कौन सा ग्रह मेरी ऊर्जा को सहारा देता है?" },
      { en: "How can I keep my mind calm?", hi: "मैं अपने मन को शांत कैसे रखूँ?" },
    ],
  },
  education: {
    when: { en: "When is a good time for my studies or exams?", hi: "पढ़ाई या परीक्षा के लिए अच्छा समय कब है?" },
    meanwhile: { en: "How can I study better now?", hi: "अभी मैं बेहतर पढ़ाई कैसे करूँ?" },
    more: [
      { en: "Which subjects suit me?", hi: "कौन से विषय मेरे लिए अच्छे हैं?" },
      { en: "Will I study abroad?", hi: "क्या विदेश में पढ़ाई का योग है?" },
    ],
  },
  children: {
    when: { en: "When is a good time to plan a child?", hi: "संतान की योजना के लिए अच्छा समय कब है?" },
    meanwhile: { en: "What can I do to support this wish?", hi: "इस इच्छा के लिए मैं क्या करूँ?" },
    more: [{ en: "What does my fifth house say?", hi: "मेरा पाँचवाँ भाव क्या कहता है?" }],
  },
  travel: {
    when: { en: "When will I travel abroad?", hi: "मेरी विदेश यात्रा कब होगी?" },
    meanwhile: { en: "How should I prepare for a move?", hi: "बाहर जाने की तैयारी मैं कैसे करूँ?" },
    more: [
      { en: "Will I settle abroad?", hi: "क्या विदेश में बसने का योग है?" },
      { en: "Is travel good for my career?", hi: "क्या यात्रा मेरे करियर के लिए अच्छी है?" },
    ],
  },
  property: {
    when: { en: "When can I buy a house?", hi: "मेरा अपना घर कब होगा?" },
    meanwhile: { en: "How should I plan for a home until then?", hi: "तब तक घर के लिए मैं कैसे योजना बनाऊँ?" },
    more: [{ en: "Is my fourth house strong?", hi: "क्या मेरा चौथा भाव मज़बूत है?" }],
  },
  spirituality: {
    when: { en: "When is a good time for spiritual practice?", hi: "साधना के लिए अच्छा समय कब है?" },
    meanwhile: { en: "Which practice suits me now?", hi: "अभी मेरे लिए कौन सी साधना अच्छी है?" },
    more: [
      { en: "What does my ninth house say?", hi: "मेरा नौवाँ भाव क्या कहता है?" },
      { en: "Which mantra suits my chart?", hi: "मेरी कुंडली के लिए कौन सा मंत्र अच्छा है?" },
    ],
  },
  timing: {
    when: { en: "What will the next year bring?", hi: "अगला साल कैसा रहेगा?" },
    meanwhile: { en: "What should I focus on in this period?", hi: "इस समय मुझे किस बात पर ध्यान देना चाहिए?" },
    more: [
      { en: "What does my current dasha mean?", hi: "मेरी चल रही दशा का क्या अर्थ है?" },
      { en: "Is Sade Sati running for me?", hi: "क्या मेरी साढ़ेसाती चल रही है?" },
    ],
  },
  direct: {
    when: { en: "What does my current dasha bring?", hi: "मेरी चल रही दशा क्या लाएगी?" },
    meanwhile: { en: "How can I use this in daily life?", hi: "मैं इसे रोज़ के जीवन में कैसे अपनाऊँ?" },
    more: [
      { en: "What does my Moon sign say about my nature?", hi: "मेरी चंद्र राशि मेरे स्वभाव के बारे में क्या कहती है?" },
      { en: "What is my ascendant?", hi: "मेरा लग्न क्या है?" },
      { en: "Where is Jupiter in my chart?", hi: "मेरी कुंडली में गुरु कहाँ है?" },
    ],
  },
};
