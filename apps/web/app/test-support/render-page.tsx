import { render, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "../i18n/react";
import { createRoutesStub } from "react-router";
import { createI18n } from "../i18n";
import type { RootData } from "../lib/session";

// Component tests render what they check the way pages see it: under the root route's data
// (language, user) and an i18n instance in that language.

export const testUser = { id: "u1", mobile: "919876543210" };

/** The company details `GET /api/v1/company` gives, as the root loader passes them on. */
export const testCompany = {
  name: "Graha Technologies Pvt. Ltd.",
  address: "12 Residency Road, Pune, Maharashtra 411001",
  gstin: "27ABCDE1234F1Z5",
  grievance_officer: { name: "Asha Rao", email: "grievance@graha.in" },
  external_language_model: false,
};

/** A JSON answer of the API, for a stubbed fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** What a stubbed fetch was first called with: the path and the JSON body. */
export function firstJsonCall(fetchMock: { mock: { calls: [string, RequestInit?][] } }) {
  const [path, init] = fetchMock.mock.calls[0]!;
  return { path, body: JSON.parse(String(init?.body)) as unknown };
}

/**
 * Renders `element` as the root route's component (a logged-in `testUser` unless `root` says
 * otherwise); `children` are routes below it, reached from `path`.
 */
export function renderPage(
  element: ReactNode,
  options: { root?: Partial<RootData>; path?: string; children?: { path: string; Component: () => ReactNode }[] } = {},
) {
  const root: RootData = { lang: "en", origin: "", user: testUser, unseenCount: 0, ...options.root };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      Component: () => <I18nextProvider i18n={createI18n(root.lang)}>{element}</I18nextProvider>,
      ...(options.children ? { children: options.children } : {}),
    },
  ]);
  return render(<Stub initialEntries={[options.path ?? "/"]} />);
}

/** The text of the alert the page shows (waiting for it to appear). */
export const alertText = async (): Promise<string | null> => (await screen.findByRole("alert")).textContent;

/** Presses the button named `name` and gives the alert the form shows at once (a check made before any request). */
export async function pressForAlert(user: UserEvent, name: string): Promise<string | null> {
  await user.click(screen.getByRole("button", { name }));
  return screen.getByRole("alert").textContent;
}

/** Types `mobile` into a form's Mobile Number field and presses Get OTP (login, delete account). */
export async function requestCode(user: UserEvent, mobile: string): Promise<void> {
  await user.type(screen.getByLabelText("Mobile Number"), mobile);
  await user.click(screen.getByRole("button", { name: "Get OTP" }));
}
