// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "../../i18n/react";
import { createRoutesStub } from "react-router";
import type { KundliView } from "@graha/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n";
import { KundliForm, type KundliFormOptions } from "./kundli-form";
import { pressForAlert } from "../../test-support/render-page";
import { varanasi } from "./place.fixture";

const session = vi.hoisted(() => ({ user: null as null | { id: string; mobile: string } }));
const openLogin = vi.hoisted(() => vi.fn());

vi.mock("../../lib/session", () => ({
  useRootData: () => ({ lang: "en", origin: "", user: session.user, unseenCount: 0 }),
}));
vi.mock("../../lib/login-dialog", () => ({ useLoginDialog: () => ({ openLogin }) }));

const options: KundliFormOptions = {
  celebrity: false,
  type: null,
  predictions: false,
  pType: null,
  allowUnsaved: true,
};

const saved: KundliView = {
  bid: "b7",
  full_name: "Asha",
  dob: "14/05/1990",
  tob: "06:30",
  pob: "Mumbai",
  lat: 19.08,
  lng: 72.88,
  timezone: "Asia/Kolkata",
  gender: "Female",
  marital_status: "Single",
  language: "English",
  is_celebrity: false,
  celebrity_info: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

function renderForm(opts: Partial<KundliFormOptions> = {}, births: KundliView[] = []) {
  const Stub = createRoutesStub([
    {
      path: "/free-kundli",
      Component: () => (
        <I18nextProvider i18n={createI18n("en")}>
          <KundliForm
            births={session.user ? births : null}
            languages={["English", "Hindi"]}
            options={{ ...options, ...opts }}
          />
        </I18nextProvider>
      ),
    },
    { path: "/kundli/:bid", Component: () => <p>report page</p> },
    { path: "/chats", Component: () => <p>chat page</p> },
  ]);
  return render(<Stub initialEntries={["/free-kundli"]} />);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole("form", { name: "Birth details" });
  const f = within(form);
  await user.click(f.getByRole("radio", { name: "Male" }));
  await user.type(f.getByLabelText("Name"), "Ravi");
  await user.type(f.getByLabelText("Day"), "7");
  await user.selectOptions(f.getByLabelText("Month"), "8");
  await user.type(f.getByLabelText("Year"), "1985");
  await user.type(f.getByLabelText("Hours"), "6");
  await user.type(f.getByLabelText("Minute"), "5");
  await user.type(f.getByRole("combobox", { name: "Birth place" }), "Pune");
  await user.type(f.getByLabelText("Latitude"), "18.52");
  await user.type(f.getByLabelText("Longitude"), "73.86");
  await user.selectOptions(f.getByLabelText("Marital status"), "Single");
  await user.selectOptions(f.getByLabelText("Language"), "English");
  return form;
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;
function stubFetch(handler: Handler) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => handler(String(url), init));
  vi.stubGlobal("fetch", mock);
  return mock;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const places = () => json(200, { places: [] });

beforeEach(() => {
  session.user = { id: "u1", mobile: "919876543210" };
  openLogin.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("KundliForm", () => {
  it("shows the spec's alert for the first empty field", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(places);
    renderForm();
    expect(await pressForAlert(user, "Generate Kundli")).toBe(
      "Error: The field 'gender' is required and cannot be empty.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends padded values, reads generating.. with the button disabled, then opens the report", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/v1/places") ? places() : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Kundli" }));
    const busy = await screen.findByRole("button", { name: "generating.." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/v1/kundlis")!;
    expect(call[1]).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      full_name: "Ravi",
      dob: "07/08/1985",
      tob: "06:05",
      pob: "Pune",
      lat: 18.52,
      lng: 73.86,
      gender: "Male",
      marital_status: "Single",
      language: "English",
    });
    answer(json(200, { status: "success", bid: "b1", message: "Kundli saved successfully" }));
    expect(await screen.findByText("report page")).toBeTruthy();
  });

  it("opens a saved kundli chosen and sent unchanged without updating it (no PUT, so no toast)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) => (url.startsWith("/api/v1/places") ? places() : json(500, {})));
    renderForm({}, [saved]);
    // The list is loaded on demand (saved-kundlis.tsx): it appears a moment after the section.
    await user.click(await screen.findByRole("button", { name: "Select the kundli of Asha" }));
    await user.click(screen.getByRole("button", { name: "Update Kundli" }));
    expect(await screen.findByText("report page")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/v1/kundlis"))).toEqual([]);
  });

  it("updates a saved kundli whose details were changed", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/v1/places") ? places() : json(200, { status: "success", bid: "b7", message: "ok" }),
    );
    renderForm({}, [saved]);
    // The list is loaded on demand (saved-kundlis.tsx): it appears a moment after the section.
    await user.click(await screen.findByRole("button", { name: "Select the kundli of Asha" }));
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Asha Rao");
    await user.click(screen.getByRole("button", { name: "Update Kundli" }));
    expect(await screen.findByText("report page")).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/v1/kundlis/b7")!;
    expect(put[1]).toMatchObject({ method: "PUT" });
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ full_name: "Asha Rao" });
  });

  it("opens the login dialog for a visitor and generates right after login", async () => {
    session.user = null;
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/v1/places") ? places() : json(200, { status: "success", bid: "b9", message: "ok" }),
    );
    renderForm({ type: "Oracle" });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Kundli" }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/kundlis")).toBe(false);
    openLogin.mock.calls[0]![0].onLoggedIn();
    expect(await screen.findByText("chat page")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/kundlis")).toBe(true);
  });

  it("shows the server's field errors by their fields", async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.startsWith("/api/v1/places")
        ? places()
        : json(400, {
            error: {
              code: "validation_failed",
              message: "The date and time of birth cannot be in the future.",
              fields: { dob: "The date and time of birth cannot be in the future." },
            },
          }),
    );
    renderForm();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Generate Kundli" }));
    expect(await screen.findByText("The date and time of birth cannot be in the future.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Generate Kundli" })).toBeTruthy();
  });

  it("fills latitude and longitude, rounded, from a chosen place", async () => {
    const user = userEvent.setup();
    stubFetch(() => json(200, { places: [varanasi] }));
    renderForm();
    await user.type(screen.getByRole("combobox", { name: "Birth place" }), "Varan");
    const option = await screen.findByRole("option", { name: /Varanasi/ }, { timeout: 2000 });
    await user.click(option);
    expect((screen.getByLabelText("Latitude") as HTMLInputElement).value).toBe("25.32");
    expect((screen.getByLabelText("Longitude") as HTMLInputElement).value).toBe("83.01");
    expect((screen.getByRole("combobox", { name: "Birth place" }) as HTMLInputElement).value).toBe(
      "Varanasi, Uttar Pradesh, India",
    );
  });
});
