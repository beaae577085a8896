// @vitest-environment happy-dom
import type { Consultant } from "@graha/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginDialogContext } from "../../lib/login-dialog";
import { firstJsonCall, jsonResponse, renderPage } from "../../test-support/render-page";
import { leadFieldCodes, leadPayload, type LeadForm } from "./consult-form";
import { ConsultPage } from "./consult-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const consultant: Consultant = {
  id: "meera-joshi",
  name: "Acharya Meera Joshi",
  photo: "/consultants/meera-joshi.svg",
  rating: 4.9,
  specialization: "Marriage, compatibility and family",
  bio: "Two decades of reading charts.",
  experience_years: 20,
  languages: ["Hindi", "English"],
  testimonials: [{ id: "ct1", name: "Kavya R.", text: "Clear and kind.", rating: 5 }],
};

const empty: LeadForm = {
  full_name: "",
  mobile_number: "",
  email: "",
  birth_place: "",
  date_of_birth: "",
  time_of_birth: "",
};

describe("leadFieldCodes and leadPayload", () => {
  const today = new Date("2026-11-22T06:30:00Z");
  it("make the API's checks with its codes", () => {
    expect(leadFieldCodes(empty, today)).toEqual({
      full_name: "leads.name_required",
      mobile_number: "leads.mobile_required",
    });
    expect(
      leadFieldCodes(
        {
          ...empty,
          full_name: "R",
          mobile_number: "98765",
          email: "a@",
          date_of_birth: "2027-01-01",
          time_of_birth: "7",
        },
        today,
      ),
    ).toEqual({
      full_name: "leads.name_too_short",
      mobile_number: "leads.mobile_invalid",
      email: "leads.email_invalid",
      date_of_birth: "leads.birth_date_invalid",
      time_of_birth: "leads.birth_time_invalid",
    });
    expect(leadFieldCodes({ ...empty, full_name: "Ravi", mobile_number: "+971 50 123 4567" }, today)).toEqual({});
  });

  it("drop empty values and trim the rest", () => {
    expect(leadPayload({ ...empty, full_name: " Ravi ", mobile_number: "9876543210", birth_place: "  " }, "x")).toEqual(
      {
        full_name: "Ravi",
        mobile_number: "9876543210",
        consultant_id: "x",
      },
    );
  });
});

describe("ConsultPage", () => {
  it("shows each astrologer's rating, specialisation, experience, languages and testimonials; the photo enlarges", async () => {
    renderPage(
      <LoginDialogContext.Provider value={{ openLogin: vi.fn() }}>
        <ConsultPage consultants={[consultant]} />
      </LoginDialogContext.Provider>,
      { root: { user: null } },
    );
    const card = await screen.findByRole("article", { name: "Acharya Meera Joshi" });
    expect(card.textContent).toContain("4.9");
    expect(card.textContent).toContain("Marriage, compatibility and family");
    expect(card.textContent).toContain("20 years of experience");
    expect(card.textContent).toContain("Hindi, English");
    expect(card.textContent).toContain("Clear and kind.");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hide testimonials" }));
    expect(screen.getByTestId("consultant-testimonials").hidden).toBe(true);
    await user.click(screen.getByRole("button", { name: "Enlarge the photo of Acharya Meera Joshi" }));
    expect((await screen.findByRole("img", { name: "Photo of Acharya Meera Joshi" })).getAttribute("src")).toBe(
      consultant.photo,
    );
  });

  it("opens the login dialog for a visitor", async () => {
    const openLogin = vi.fn();
    renderPage(
      <LoginDialogContext.Provider value={{ openLogin }}>
        <ConsultPage consultants={[consultant]} />
      </LoginDialogContext.Provider>,
      { root: { user: null } },
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Consult Acharya Meera Joshi" }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives a signed-in user the form with the account's mobile locked, checks it, sends it and thanks", async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      jsonResponse({ status: "success", message: "Thank you!", message_code: "leads.received" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage(
      <LoginDialogContext.Provider value={{ openLogin: vi.fn() }}>
        <ConsultPage consultants={[consultant]} />
      </LoginDialogContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Consult Acharya Meera Joshi" }));
    const mobile = screen.getByLabelText("Mobile number") as HTMLInputElement;
    expect(mobile.value).toBe("9876543210");
    expect(mobile.readOnly).toBe(true);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Full name"), "R");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name must be at least 2 characters long")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Full name"), "avi");
    await user.type(screen.getByLabelText("Email (optional)"), "ravi@example.in");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Request received" })).toBeTruthy();
    expect(screen.getByText("Thank you! We will get back to you soon.")).toBeTruthy();
    expect(firstJsonCall(fetchMock)).toEqual({
      path: "/api/v1/leads",
      body: { full_name: "Ravi", mobile_number: "9876543210", email: "ravi@example.in", consultant_id: "meera-joshi" },
    });
  });

  it("says the spec's failure text when the request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "internal", message: "x" } }, 500)),
    );
    renderPage(
      <LoginDialogContext.Provider value={{ openLogin: vi.fn() }}>
        <ConsultPage consultants={[consultant]} />
      </LoginDialogContext.Provider>,
      { root: { lang: "hi" } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Acharya Meera Joshi से परामर्श लें" }));
    await user.type(screen.getByLabelText("पूरा नाम"), "रवि");
    await user.click(screen.getByRole("button", { name: "जमा करें" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("फ़ॉर्म जमा करने में त्रुटि। कृपया फिर से कोशिश करें।"),
    );
  });
});
