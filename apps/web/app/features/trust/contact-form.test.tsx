// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstJsonCall, jsonResponse, renderPage } from "../../test-support/render-page";
import { ContactForm, contactFieldCodes } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(answer: () => Response) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function fill(name: string, reach: string, message: string) {
  const user = userEvent.setup();
  await screen.findByLabelText("Your name");
  if (name) await user.type(screen.getByLabelText("Your name"), name);
  if (reach) await user.type(screen.getByLabelText("Mobile number or email"), reach);
  if (message) await user.type(screen.getByLabelText("Your message"), message);
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

describe("contactFieldCodes", () => {
  it("makes the API's checks with its codes", () => {
    expect(contactFieldCodes({ name: " ", reach: "", message: "short" })).toEqual({
      name: "contact.name_required",
      reach: "contact.reach_required",
      message: "contact.message_too_short",
    });
    expect(contactFieldCodes({ name: "A", reach: "5876543210", message: "x".repeat(2001) })).toEqual({
      reach: "contact.reach_invalid",
      message: "contact.message_too_long",
    });
    expect(contactFieldCodes({ name: "A", reach: "+91 98765-43210", message: "Where is my plan?" })).toEqual({});
    expect(contactFieldCodes({ name: "A", reach: "a@b.in", message: "Where is my plan?" })).toEqual({});
  });
});

describe("ContactForm", () => {
  it("says what to fix in each field, in the page's language, without calling the API", async () => {
    const fetchMock = stubApi(() => jsonResponse({}));
    renderPage(<ContactForm />, { root: { user: null } });
    await fill("", "meera@", "help");
    expect(await screen.findByText("Please enter your name.")).toBeTruthy();
    expect(
      screen.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or a valid email address."),
    ).toBeTruthy();
    expect(screen.getByText("Please write at least 10 characters, so we can understand your question.")).toBeTruthy();
    expect(screen.getByLabelText("Your name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Your name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, thanks the sender and clears the form", async () => {
    const fetchMock = stubApi(() =>
      jsonResponse({ status: "success", message: "Thank you", message_code: "contact.received" }),
    );
    renderPage(<ContactForm />, { root: { user: null } });
    await fill("Meera", "9876543210", "My plan did not start after paying.");
    expect(
      await screen.findByText("Thank you, we have your message. We reply within 24 hours on working days."),
    ).toBeTruthy();
    expect(firstJsonCall(fetchMock)).toEqual({
      path: "/api/v1/contact",
      body: { name: "Meera", reach: "9876543210", message: "My plan did not start after paying." },
    });
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("");
  });

  it("shows the API's field errors and its rate-limit message", async () => {
    stubApi(() =>
      jsonResponse({ error: { code: "invalid_request", message: "x", fields: { reach: "Use another number." } } }, 400),
    );
    renderPage(<ContactForm />, { root: { user: null } });
    await fill("Meera", "9876543210", "My plan did not start after paying.");
    expect(await screen.findByText("Use another number.")).toBeTruthy();

    stubApi(() =>
      jsonResponse({ error: { code: "rate_limited", message: "Too many", message_code: "http.rate_limited" } }, 429),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please slow down and try again."),
    );
  });

  it("speaks Hindi on a Hindi page", async () => {
    stubApi(() => jsonResponse({}));
    renderPage(<ContactForm />, { root: { user: null, lang: "hi" } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "संदेश भेजें" }));
    expect(await screen.findByText("कृपया अपना नाम लिखें।")).toBeTruthy();
  });
});
