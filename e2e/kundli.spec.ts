import { Header } from "./pages/header.ts";
import { KundliFormPage, sampleBirth } from "./pages/kundli-form.ts";
import { KundliReportPage } from "./pages/kundli-report.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test.describe("free kundli", () => {
  test("a visitor fills the form, logs in from the dialog, lands on the report and sees both chart styles", async ({
    page,
    request,
  }) => {
    const form = new KundliFormPage(page);
    const report = new KundliReportPage(page);
    await form.goto("/free-kundli");
    await expect(page).toHaveTitle(/Free Kundli/);
    await form.fill(sampleBirth);
    // Choosing Varanasi fills the coordinates, rounded to two decimals.
    await expect(form.latitude).toHaveValue("25.32");
    await expect(form.longitude).toHaveValue("83.01");

    await form.submit.click();
    await form.logInFromDialog(request, randomMobile());
    // After login the kundli is generated at once (no reload) and the report opens.
    await expect(page).toHaveURL(/\/kundli\/[^/?]+$/);
    await expect(report.heading).toHaveText("Kundli of Asha Verma");
    await new Header(page).expectLoggedIn();

    await report.expectStyle("north");
    // 1 May 1990 10:30 Varanasi: Cancer rising, the Sun in Aries in the 10th house.
    expect(await report.houseOf(report.d1, "sun")).toBe("10");
    expect(await report.houseOf(report.d1, "moon")).toBe("1");
    await expect(report.planets.getByRole("row", { name: /Sun/ })).toContainText("Aries");

    await report.south.click();
    await report.expectStyle("south");
    await expect(report.south).toHaveAttribute("aria-pressed", "true");
    expect(await report.houseOf(report.d1, "sun")).toBe("10");

    // Any of the sixteen vargas on demand.
    await report.vargaSelect.selectOption("d60");
    await expect(page.getByTestId("chart-varga")).toContainText("D60");

    // The style is remembered.
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await report.expectStyle("south");
    await expect(report.dasha.locator("li[data-running]").first()).toBeVisible();
  });

  test("shows the spec's alert for an empty field and keeps bounds", async ({ page }) => {
    const form = new KundliFormPage(page);
    await form.goto("/free-kundli");
    await form.submit.click();
    await expect(form.alert).toHaveText("Error: The field 'gender' is required and cannot be empty.");
    await form.fill({ ...sampleBirth, hours: "9", minute: "5" });
    await form.year.fill("1899");
    await form.submit.click();
    await expect(form.form.getByText("Year must be between 1900 and")).toBeVisible();
    await form.year.fill("1990");
    await form.hours.fill("24");
    await form.submit.click();
    await expect(form.form.getByText("Hours must be between 0 and 23.")).toBeVisible();
    // Nothing was sent and no login asked for.
    await expect(new LoginDialog(page).root).toHaveCount(0);
  });

  test("a visitor can see the chart without saving", async ({ page }) => {
    const form = new KundliFormPage(page);
    const report = new KundliReportPage(page);
    await form.goto("/free-kundli");
    await form.fill(sampleBirth);
    await form.form.getByRole("button", { name: "See the chart without saving" }).click();
    await expect(page).toHaveURL(/\/kundli\/free\?datetime=1990-05-01T10%3A30%3A00/);
    await expect(report.heading).toHaveText("Kundli of Asha Verma");
    expect(await report.houseOf(report.d1, "jupiter")).toBe("12");
  });

  test("the autocomplete finds Varanasi and Bangalore", async ({ page }) => {
    const form = new KundliFormPage(page);
    await form.goto("/free-kundli");
    await form.place.fill("Va");
    await page.waitForTimeout(700);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await form.choosePlace("Varanasi", /Varanasi/);
    await expect(form.place).toHaveValue("Varanasi, Uttar Pradesh, India");
    await expect(form.latitude).toHaveValue("25.32");
    await form.choosePlace("Bangalore", /Bengaluru|Bangalore/);
    await expect(form.place).toHaveValue(/Karnataka, India/);
    await expect(form.latitude).toHaveValue(/^12\.9\d$/);
    await expect(form.longitude).toHaveValue(/^77\.\d{1,2}$/);
  });
});

test.describe("saved kundlis", () => {
  test("a user edits and deletes a saved kundli", async ({ page, request }) => {
    const form = new KundliFormPage(page);
    await LoginDialog.logInAtHome(page, request);
    for (const name of ["Ravi Kumar", "Meera Iyer"]) {
      const response = await page.request.post("/api/v1/kundlis", {
        data: {
          full_name: name,
          dob: "09/08/1985",
          tob: "06:15",
          pob: "Varanasi, Uttar Pradesh, India",
          lat: 25.32,
          lng: 83.01,
          gender: "Male",
          marital_status: "Married",
          language: "Hindi",
          timezone: "Asia/Kolkata",
        },
      });
      expect(response.ok()).toBe(true);
    }
    await form.goto("/create-kundli");
    await expect(form.saved.getByTestId("saved-kundli")).toHaveCount(2);

    // Select fills the form and marks the record selected; submit updates it.
    await form.savedItem("Ravi Kumar").getByRole("button", { name: "Select the kundli of Ravi Kumar" }).click();
    await expect(
      form.savedItem("Ravi Kumar").getByRole("button", { name: "Select the kundli of Ravi Kumar" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(form.name).toHaveValue("Ravi Kumar");
    await expect(form.day).toHaveValue("09");
    await expect(form.hours).toHaveValue("06");
    await expect(form.language).toHaveValue("Hindi");
    await form.name.fill("Ravi K. Sharma");
    await form.minute.fill("45");
    await expect(form.submit).toHaveText("Update Kundli");
    await form.submit.click();
    await expect(page).toHaveURL(/\/kundli\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundli of Ravi K. Sharma");

    await form.goto("/create-kundli");
    await expect(form.savedItem("Ravi K. Sharma")).toContainText("06:45");
    await expect(form.saved.getByTestId("saved-kundli")).toHaveCount(2);

    // Delete asks Yes/No; No keeps it, Yes removes it and reloads the list.
    await form.savedItem("Meera Iyer").getByRole("button", { name: "Delete the kundli of Meera Iyer" }).click();
    const confirm = page.getByTestId("delete-kundli-dialog");
    await expect(confirm).toContainText("Delete this kundli?");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(form.saved.getByTestId("saved-kundli")).toHaveCount(2);
    await form.savedItem("Meera Iyer").getByRole("button", { name: "Delete the kundli of Meera Iyer" }).click();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(form.saved.getByTestId("saved-kundli")).toHaveCount(1);
    await expect(form.savedItem("Meera Iyer")).toHaveCount(0);
  });

  test("another user's kundli is not found; a visitor is asked to log in", async ({ page, request }) => {
    await gotoReady(page, "/kundli/does-not-exist");
    await expect(page.getByRole("heading", { name: "Log in to see this kundli" })).toBeVisible();
    await new LoginDialog(page).logIn(request, randomMobile());
    await expect(page.getByRole("heading", { name: "Kundli not found" })).toBeVisible();
  });

  test("with type the submit goes to the chat with that astrologer", async ({ page, request }) => {
    const form = new KundliFormPage(page);
    await LoginDialog.logInAtHome(page, request);
    await form.goto("/create-kundli/astra");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Birth details for your chat with Astra");
    await form.fill(sampleBirth);
    // The chat page starts the chat at once and then names it in the address (`&chat=…`), so
    // the form's own address is caught as the navigation happens, not polled afterwards.
    const arrived = page.waitForURL(/\/chats\?type=Astra&bid=[^&]+$/, { timeout: 20_000, waitUntil: "commit" });
    await form.submit.click();
    await arrived;
  });

  test("the celebrity form sends the info and goes to the celebrity chat", async ({ page, request }) => {
    const form = new KundliFormPage(page);
    await LoginDialog.logInAtHome(page, request);
    await form.goto("/free-kundli-celeb/oracle");
    await form.fill({ ...sampleBirth, name: "A. Celebrity" });
    await form.submit.click();
    await expect(form.alert).toHaveText("Error: The field 'Info about Celebrity' is required and cannot be empty.");
    await form.form.getByLabel("Info about Celebrity").fill("Film actor from Varanasi");
    await form.submit.click();
    // The chat page names the new chat in the address once it has opened it (bid= becomes chat=).
    await expect(page).toHaveURL(/\/chatsceleb\?type=Oracle&(bid|chat)=[^&]+$/, { timeout: 20_000 });
    const list = await page.request.get("/api/v1/kundlis?celebrity=true");
    const births = ((await list.json()) as { births: Array<{ full_name: string; celebrity_info: string }> }).births;
    expect(births).toEqual([
      expect.objectContaining({ full_name: "A. Celebrity", celebrity_info: "Film actor from Varanasi" }),
    ]);
  });
});
