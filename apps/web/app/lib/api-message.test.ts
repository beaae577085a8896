import { describe, expect, it } from "vitest";
import { apiMessage, messageText } from "./api-message";

describe("API messages in the web app", () => {
  it("renders an answer's message from its code in the page's language", () => {
    const answer = {
      status: "success",
      message: "OTP sent to +91 ******3210",
      message_code: "otp.sent",
      params: { mobile: "+91 ******3210" },
    };
    expect(apiMessage(answer, "hi")).toBe("OTP +91 ******3210 पर भेजा गया");
    expect(apiMessage(answer, "en")).toBe("OTP sent to +91 ******3210");
    const refusal = {
      error: {
        code: "reply_in_progress",
        message: "…",
        message_code: "chat.still_replying",
        params: { astrologer: "Astra" },
      },
    };
    expect(apiMessage(refusal, "en")).toBe("Please wait! Astra is still replying.");
  });

  it("falls back to the server's text when the code is unknown or missing", () => {
    expect(apiMessage({ error: { message: "Old server text", message_code: "no.such_code" } }, "hi")).toBe(
      "Old server text",
    );
    expect(apiMessage({ message: "", error: { message: "Only here" } }, "en")).toBe("Only here");
    expect(apiMessage(null, "en")).toBeUndefined();
  });

  it("says the web app's own checks in the API's words", () => {
    expect(messageText("en", { code: "chat.too_short", params: { minimum: 6 } })).toBe(
      "Please type at least 6 characters.",
    );
  });
});
