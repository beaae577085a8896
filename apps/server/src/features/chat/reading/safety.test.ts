import { describe, expect, it } from "vitest";
import { classifySafety, refusalOf } from "./safety.ts";

describe("classifySafety", () => {
  it.each([
    ["I want to end my life", "self_harm"],
    ["I feel like killing myself", "self_harm"],
    ["I want to kill myself", "self_harm"],
    ["sometimes I think someone should just kill me", "self_harm"],
    ["I am thinking of killing me, nothing is left", "self_harm"],
    ["will I repay my home loan by 2028? EMI is killing me", "none"],
    ["मैं आत्महत्या करना चाहता हूँ", "self_harm"],
    ["मुझे जीना नहीं चाहता अब", "self_harm"],
    ["main marna chahta hoon", "self_harm"],
    ["main sab khatam kar dena chahta hu koi raasta nahi dikh raha kya meri zindagi kabhi theek hogi", "self_harm"],
    ["jeene ka mann nahi karta, kya kabhi accha hoga?", "self_harm"],
    ["मैं सब खत्म कर देना चाहती हूं", "self_harm"],
    // Closing a business down is not ending one's life.
    ["dukaan ka sab hisaab khatam karna hai, kab karu?", "none"],
    ["When will I die?", "death"],
    ["मेरी मृत्यु कब होगी?", "death"],
    ["meri maut kab hogi", "death"],
    // A death told as past is the setting of another question.
    ["mere papa ki do saal pehle death ho gayi thi, meri shaadi kab hogi?", "none"],
    ["after my father's death I run the shop alone, will business grow?", "none"],
    ["पिताजी की मृत्यु हो गई है, अब जमीन का बंटवारा कब होगा?", "none"],
    ["what is the age of death in my chart?", "death"],
    ["pitaji bahut bimar h, kitne din bache h unke?", "death"],
    ["Will I get cancer?", "illness"],
    ["कौन सी बीमारी होगी?", "illness"],
    ["Will I win my court case?", "legal"],
    ["क्या मैं कोर्ट केस जीतूँगा?", "legal"],
    ["bhai ke khilaf FIR darj hui hai, kya hoga?", "legal"],
    ["Will the case against my landlord over the deposit go in my favour? Its in consumer court", "legal"],
    // Hinglish "fir" is "then", no police report.
    ["pehle mumbai fir hyderabad ab bangalore me hu, stability kab aayegi", "none"],
    ["Should I invest in stocks?", "financial"],
    ["क्या लॉटरी लगेगी?", "financial"],
    // A green-card lottery is going abroad, in Devanagari too.
    ["ग्रीन कार्ड की लॉटरी में इस साल नाम आएगा क्या?", "none"],
    ["When will I get married?", "none"],
    ["How is my health this year?", "none"],
    ["My moon is in Cancer sign, what does it mean?", "none"],
    ["mujhe marna hai", "self_harm"],
    ["Can I get a police job?", "none"],
    ["Should I start a trading business?", "none"],
    ["Was my promotion a stroke of luck?", "none"],
    ["Will intraday trading make me rich?", "financial"],
    ["My son is missing since yesterday, will he come back?", "missing_person"],
    ["beti 3 din se lapata hai, kahan hogi?", "missing_person"],
    ["बेटा घर छोड़कर चला गया है, दो दिन से फोन बंद है, वह वापस आएगा?", "missing_person"],
    ["which planet is missing in my chart?", "none"],
    ["humne court marriage ki thi, hamara rishta tikega na?", "none"],
    ["मेरा तलाक का केस फैमिली कोर्ट में चल रहा है। दूसरी शादी कब होगी?", "none"],
    ["मेरा केस 8 साल से कोर्ट में है। क्या मैं केस जीतूँगा?", "legal"],
    ["I am missing my ex a lot, will she come back?", "none"],
    ["My documents are missing, will I find them?", "none"],
    ["pati ke saath rahu ya talaq le lu, roz maar peet karta hai", "domestic_violence"],
    ["My husband beats me when he drinks. Will he change?", "domestic_violence"],
    ["सास मुझे रोज़ मारती है, क्या करूं", "domestic_violence"],
    ["पति शराब पीकर हाथ उठाते हैं, क्या वो सुधरेंगे?", "domestic_violence"],
    ["Will my husband's anger reduce? He shouts a lot", "none"],
    ["my team beats every target, will I get promoted?", "none"],
  ])("%s → %s", (question, safety) => {
    expect(classifySafety(question)).toBe(safety);
  });

  it("refuses self-harm, missing-person, death and medical questions and off-topic ones, and reads the rest", () => {
    expect(refusalOf("self_harm", null)).toBe("self_harm");
    expect(refusalOf("death", null)).toBe("death");
    expect(refusalOf("missing_person", null)).toBe("missing_person");
    expect(refusalOf("domestic_violence", null)).toBe("domestic_violence");
    expect(refusalOf("illness", null)).toBe("medical");
    expect(refusalOf("none", "not_astrology")).toBe("off_topic");
    for (const s of ["legal", "financial", "none"] as const) expect(refusalOf(s, null)).toBeNull();
  });
});
