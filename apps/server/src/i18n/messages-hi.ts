/** Hindi for the API's user-facing messages, keyed by the English text. */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  "Please log in to continue.": "आगे बढ़ने के लिए कृपया लॉग इन करें।",
  "Logged in successfully": "सफलतापूर्वक लॉग इन हो गया",
  "Mobile number is required.": "मोबाइल नंबर आवश्यक है।",
  "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.":
    "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर डालें।",
  "Enter the 10-digit mobile number.": "10 अंकों का मोबाइल नंबर डालें।",
  "Enter the 6-digit code.": "6 अंकों का कोड डालें।",
  "Token not found. Please try again.": "टोकन नहीं मिला। कृपया फिर से प्रयास करें।",
  "This code is not valid. Please request a new one.": "यह कोड मान्य नहीं है। कृपया नया कोड मँगाएँ।",
  "This code has already been used. Please request a new one.": "यह कोड पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।",
  "This code has expired. Please request a new one.": "इस कोड की समय-सीमा समाप्त हो गई है। कृपया नया कोड मँगाएँ।",
  "Too many wrong tries. Please request a new code.": "बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।",
  "Incorrect code. No tries left: please request a new code.": "गलत कोड। अब कोई प्रयास शेष नहीं: कृपया नया कोड मँगाएँ।",
  "Too many codes requested from this network. Please try again later.":
    "इस नेटवर्क से बहुत अधिक कोड माँगे गए हैं। कृपया बाद में प्रयास करें।",
  "We could not send the code right now. Please try again in a minute.":
    "अभी कोड नहीं भेजा जा सका। कृपया एक मिनट बाद प्रयास करें।",
  "This is not the mobile number of your account.": "यह आपके खाते का मोबाइल नंबर नहीं है।",
  "Enter the mobile number registered with your account.": "अपने खाते से जुड़ा मोबाइल नंबर डालें।",
  "Your account has been deleted.": "आपका खाता हटा दिया गया है।",
  "We could not cancel your subscription just now, so your account was kept. Please try again in a minute.":
    "अभी आपकी सदस्यता रद्द नहीं हो सकी, इसलिए खाता रखा गया है। कृपया एक मिनट बाद प्रयास करें।",
  "Too many requests. Please slow down and try again.": "बहुत अधिक अनुरोध। कृपया थोड़ा रुककर प्रयास करें।",
  "Something went wrong. Please try again later.": "कुछ गलत हो गया। कृपया बाद में प्रयास करें।",
  "The request is not valid.": "अनुरोध मान्य नहीं है।",
  "This field is not allowed.": "यह फ़ील्ड स्वीकार्य नहीं है।",
  "Cross-site requests are not allowed.": "दूसरी साइट से अनुरोध स्वीकार्य नहीं हैं।",
  // Kundli
  "Kundli saved successfully": "कुंडली सफलतापूर्वक सहेजी गई",
  "Kundli updated successfully": "कुंडली सफलतापूर्वक अपडेट हुई",
  "Kundli deleted": "कुंडली हटा दी गई",
  "This kundli was not found.": "यह कुंडली नहीं मिली।",
  "Enter the date of birth as DD/MM/YYYY.": "जन्म तिथि DD/MM/YYYY के रूप में डालें।",
  "The year of birth must be 1900 or later.": "जन्म वर्ष 1900 या उसके बाद का होना चाहिए।",
  "The year of birth cannot be after this year.": "जन्म वर्ष इस वर्ष के बाद का नहीं हो सकता।",
  "The date and time of birth cannot be in the future.": "जन्म की तिथि और समय भविष्य में नहीं हो सकते।",
  "Enter the time of birth as HH:MM (hours 0–23, minutes and seconds 0–59).":
    "जन्म का समय HH:MM के रूप में डालें (घंटे 0–23, मिनट और सेकंड 0–59)।",
  "This time did not exist at that place (the clocks skipped it).":
    "उस स्थान पर यह समय था ही नहीं (घड़ियाँ आगे बढ़ा दी गई थीं)।",
  "Latitude must be a number between -90 and 90.": "अक्षांश -90 से 90 के बीच की संख्या होना चाहिए।",
  "Longitude must be a number between -180 and 180.": "देशांतर -180 से 180 के बीच की संख्या होना चाहिए।",
  "Choose Male or Female.": "पुरुष या महिला चुनें।",
  "Choose Single, Married or Divorced.": "अविवाहित, विवाहित या तलाकशुदा चुनें।",
  "Choose English or Hindi.": "अंग्रेज़ी या हिंदी चुनें।",
  "Unknown time zone: use an IANA name such as Asia/Kolkata.": "अज्ञात समय क्षेत्र: Asia/Kolkata जैसा IANA नाम दें।",
  "Type at least 3 letters of the birth place.": "जन्म स्थान के कम से कम 3 अक्षर लिखें।",
  "The birth place can be at most 100 characters.": "जन्म स्थान अधिकतम 100 अक्षरों का हो सकता है।",
  // Wallet and commerce
  "You do not have that many Oracle questions to transfer.": "आपके पास ट्रांसफर के लिए इतने ओरेकल प्रश्न नहीं हैं।",
  "No Graha account uses this mobile number.": "इस मोबाइल नंबर से कोई ग्रहा खाता नहीं है।",
  "You cannot transfer questions to your own number.": "आप अपने ही नंबर पर प्रश्न ट्रांसफर नहीं कर सकते।",
  "Transfer at least 1 question.": "कम से कम 1 प्रश्न ट्रांसफर करें।",
  "Enter how many questions to transfer.": "कितने प्रश्न ट्रांसफर करने हैं, लिखें।",
  "Enter a whole number of questions.": "प्रश्नों की पूरी संख्या लिखें।",
  "No record found": "कोई रिकॉर्ड नहीं मिला",
  "This recharge pack is not available.": "यह रिचार्ज पैक उपलब्ध नहीं है।",
  "Failed to create order. Please try again in a minute.": "ऑर्डर नहीं बन सका। कृपया एक मिनट बाद प्रयास करें।",
  "Something went wrong please try again": "कुछ गलत हो गया, कृपया फिर से प्रयास करें",
  "This order was not found.": "यह ऑर्डर नहीं मिला।",
  "Thank you! Your recharge was successful.": "धन्यवाद! आपका रिचार्ज सफल रहा।",
  "Thank you! Your plan is active.": "धन्यवाद! आपका प्लान सक्रिय है।",
  "Payment successful.": "भुगतान सफल रहा।",
  "Oops! Payment failed. If you were charged, the amount will be refunded to your account within 2 days.":
    "ओह! भुगतान विफल रहा। यदि राशि कटी है, तो 2 दिनों में आपके खाते में वापस आ जाएगी।",
  "This plan is not available.": "यह प्लान उपलब्ध नहीं है।",
  "You already have an active plan.": "आपका एक प्लान पहले से सक्रिय है।",
  "No active plans found.": "कोई सक्रिय प्लान नहीं मिला।",
  "Your plan is active.": "आपका प्लान सक्रिय है।",
  "Your plan is not active.": "आपका प्लान सक्रिय नहीं है।",
  "Code verified.": "कोड सत्यापित हुआ।",
  "Please verify the code again.": "कृपया कोड फिर से सत्यापित करें।",
  "Your subscription has been cancelled.": "आपकी सदस्यता रद्द कर दी गई है।",
  "Something went please try again!": "कुछ गलत हुआ, कृपया फिर से प्रयास करें!",
  "You have already spun the wheel today. Come back tomorrow!": "आज आप पहिया घुमा चुके हैं। कल फिर आइए!",
  "You cannot invite your own number.": "आप अपना ही नंबर आमंत्रित नहीं कर सकते।",
  "This number already has a Graha account.": "इस नंबर का ग्रहा खाता पहले से है।",
  "You have already invited this number.": "आप इस नंबर को पहले ही आमंत्रित कर चुके हैं।",
  // Chat
  "Choose a kundli first.": "पहले एक कुंडली चुनें।",
  "Choose Oracle or Astra.": "ओरेकल या एस्ट्रा चुनें।",
  "This chat was not found.": "यह चैट नहीं मिली।",
  "Type your question.": "अपना प्रश्न लिखें।",
  "Please type at least 6 characters.": "कृपया कम से कम 6 अक्षर लिखें।",
  "Please keep your question under 1000 characters.": "कृपया प्रश्न 1000 अक्षरों से छोटा रखें।",
  "This chat has ended. Start a new chat to ask more.": "यह चैट समाप्त हो गई है। और पूछने के लिए नई चैट शुरू करें।",
  "The kundli of this chat was deleted. Start a new chat with a saved kundli.":
    "इस चैट की कुंडली हटा दी गई है। किसी सहेजी गई कुंडली से नई चैट शुरू करें।",
  "Chat ended.": "चैट समाप्त हुई।",
  "The reply was stopped. You were not charged.": "उत्तर रोक दिया गया। आपसे कोई शुल्क नहीं लिया गया।",
  "No Chats available": "कोई चैट उपलब्ध नहीं",
  "An error occurred. Please try again later.": "एक त्रुटि हुई। कृपया बाद में प्रयास करें।",
};

const ASTROLOGER_HI: Record<string, string> = { Oracle: "ओरेकल", Astra: "एस्ट्रा" };

/** Messages with numbers or names in them. */
export const HINDI_TEMPLATES: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [
    /^Please wait (\d+) seconds before requesting a new code\.$/,
    (m) => `नया कोड माँगने से पहले कृपया ${m[1]} सेकंड प्रतीक्षा करें।`,
  ],
  [
    /^Too many codes requested for this number\. Please try again in (\d+) minutes?\.$/,
    (m) => `इस नंबर के लिए बहुत अधिक कोड माँगे गए हैं। कृपया ${m[1]} मिनट बाद प्रयास करें।`,
  ],
  [
    /^Too many requests\. Please try again in (\d+) seconds\.$/,
    (m) => `बहुत अधिक अनुरोध। कृपया ${m[1]} सेकंड बाद प्रयास करें।`,
  ],
  [/^Incorrect code\. (\d+) tr(?:y|ies) left\.$/, (m) => `गलत कोड। ${m[1]} प्रयास शेष हैं।`],
  [/^OTP sent to (\+91 [*\d]+)$/, (m) => `OTP ${m[1]} पर भेजा गया`],
  [/^(\d+) Oracle questions? sent to (\+91 [*\d]+)\.$/, (m) => `${m[1]} ओरेकल प्रश्न ${m[2]} पर भेजे गए।`],
  [/^You won (\d+)% off your next recharge!$/, (m) => `आपको अगले रिचार्ज पर ${m[1]}% की छूट मिली!`],
  [
    /^Please wait! (Oracle|Astra) is still replying\.$/,
    (m) => `कृपया प्रतीक्षा करें! ${ASTROLOGER_HI[m[1]!]} अभी उत्तर दे रही हैं।`,
  ],
  [
    /^(Oracle|Astra) could not finish this reply\. You were not charged; please try again\.$/,
    (m) => `${ASTROLOGER_HI[m[1]!]} यह उत्तर पूरा नहीं कर सकीं। आपसे कोई शुल्क नहीं लिया गया; कृपया फिर से प्रयास करें।`,
  ],
  [
    /^You have no questions left with (Oracle|Astra)\. Recharge or subscribe to keep asking\.$/,
    (m) => `${ASTROLOGER_HI[m[1]!]} के साथ आपके प्रश्न समाप्त हो गए हैं। पूछते रहने के लिए रिचार्ज करें या सदस्यता लें।`,
  ],
  [
    /^Invitation recorded for (\+91 [*\d]+)\. You get 1 Oracle and 1 Astra question when they join\.$/,
    (m) => `${m[1]} के लिए आमंत्रण दर्ज हुआ। उनके जुड़ने पर आपको 1 ओरेकल और 1 एस्ट्रा प्रश्न मिलेगा।`,
  ],
];
