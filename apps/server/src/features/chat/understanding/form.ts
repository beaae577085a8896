import type { QuestionForm } from "./types.ts";

// Each form's markers on normalized text (lower case, padded with spaces). Checked in the
// order of FORM_ORDER: the first that matches wins.
const WHY =
  /\b(why|whyy|y is|kyun|kyu|kyon|kiyu|kiu|reason|reasons|karan|kaaran|what is causing|what causes|how come)\b|क्यों|क्यूं|क्यो |कारण|वजह/u;
const OPTIONS =
  /\b(which|konsa|konsi|konse|kaunsa|kaunsi|kaunse|kon sa|kon si|kaun sa|kaun si|kaun se|kon se)\b|कौन सा|कौनसा|कौन सी|कौनसी|कौन से|कौनसे|\b(or|ya|yaa|vs|versus)\b(?! (not|nahi|nahin|na)\b)| या (?!नहीं)|\bbetter\b|\bbehtar\b|बेहतर|\bbest\b/u;
const WHEN =
  /\b(when|whn|wen|kab|kb|kabhi tak|which year|which month|which months|what year|what month|what age|what time|which age|kis saal|kis sal|kis mahine|kis umar|kis umr|kitne saal|kitne din|kitna time|kitna samay|kitne mahine|how long|how soon|how many years|how many months|till when|by when|kab tak|kitne waqt|exactly when|konse mahine|kaunse mahine|which period|what period|timing)\b|कब|किस साल|किस वर्ष|किस महीने|कितने साल|कितने दिन|कितना समय|किस उम्र/u;
const HOW =
  /\b(how (can|do|should|to|shall|could|would) (i|we|my|me)|how to|how do|kaise|kese|kaisay|what (should|can|must) (i|we) do|what to do|kya karu|kya karun|kya karoon|kya kare|kya karna chahiye|kya karein|upay|upaay|remed(y|ies)|tips|advice|suggest)\b|कैसे|क्या करूं|क्या करूँ|क्या करें|क्या करना चाहिए|उपाय|सुझाव/u;
const FACT =
  /\b(what is my|what s my|whats my|which is my|mera kya hai|meri kya hai|kya hai mera|kya hai meri|tell me my|meaning of|what does|what do|what is|kya hota hai|kya hai)\b|क्या है|कौन सी है|कौन सा है|का अर्थ|मतलब/u;
const YES_NO_START =
  /^ (will|would|can|could|should|shall|is|am|are|was|do|does|did|has|have|may|kya|क्या|any|is there|are there)\b/u;
const YES_NO_END =
  /\b(or not|ya nahi|ya nahin|ki nahi|ki nahin|yes or no|haan ya na)\s*$|\b(hoga|hogi|honge|milega|milegi|milenge|jaunga|jaungi|jaaunga|jaaungi|paunga|paungi|karunga|karungi|banega|banegi|hai kya|chahiye)\s*$|होगा\s*$|होगी\s*$|मिलेगा\s*$|मिलेगी\s*$|पाऊंगा\s*$|पाऊँगा\s*$|पाऊंगी\s*$|जाऊंगा\s*$|जाऊँगा\s*$|या नहीं/u;
const DESCRIBE =
  /\b(how will|how is|how was|how are|how would|kaisa|kaisi|kaise rahega|kaisa rahega|kaisi rahegi|kesa|kesi|describe|tell me about|batao|bataiye|about my|what will happen|what does the future|what is in store|prediction|predictions|reading)\b|कैसा|कैसी|बताइए|बताओ|बताएं|क्या होगा/u;

const OPTION_FORMS = (normalized: string) => OPTIONS.test(normalized);

/**
 * The form of a question. `isFact` is set when the message asks for a chart fact (moon
 * sign, lagna, where a graha sits), found by reading/direct-question.ts.
 */
export function detectForm(normalized: string, isFact: boolean): QuestionForm {
  if (WHY.test(normalized)) return "why";
  // "Which house is Saturn in", "what is my lagna": a fact of the chart.
  if (isFact && !WHEN.test(normalized)) return "fact";
  if (WHEN.test(normalized) && !/\b(which|kaun ?s[aie]|konsa|konsi) (gem|stone|ratna|remedy|mantra|colou?r|number|job|field|city|country)/u.test(normalized))
    return "when";
  if (HOW.test(normalized) && !/\bhow (will|is|would)\b/u.test(normalized)) return "how";
  if (OPTION_FORMS(normalized)) return "which";
  if (YES_NO_START.test(normalized) || YES_NO_END.test(normalized)) return "yes_no";
  if (DESCRIBE.test(normalized)) return "describe";
  if (FACT.test(normalized)) return "fact";
  return "describe";
}
