import { LoginDialog } from "./pages/login-dialog.ts";
import { MatchingPage } from "./pages/kundli-matching.ts";
import { expect, test } from "./support/test.ts";

test("the matching page shows a score out of 36 and the Mangal dosha verdict", async ({ page }) => {
  const matching = new MatchingPage(page);
  await matching.goto();
  await expect(page).toHaveTitle(/Kundli Matching/);
  await matching.fillSample();
  await matching.submit.click();
  await expect(matching.result).toBeVisible();
  await expect(matching.score).toHaveText(/^\d+(\.\d+)? \/ 36$/);
  await expect(matching.result.getByRole("row")).toHaveCount(9);
  await expect(matching.result).toContainText(/Compatible on Mangal dosha|Not compatible on Mangal dosha/);
  await expect(matching.result.getByRole("link", { name: "Ask Astra about this match" })).toHaveAttribute(
    "href",
    "/create-kundli?type=Astra",
  );
});

test("a logged-in user matches two saved kundlis", async ({ page, request }) => {
  const matching = new MatchingPage(page);
  await LoginDialog.logInAtHome(page, request);
  for (const [name, gender, dob] of [
    ["Arjun", "Male", "12/01/1988"],
    ["Priya", "Female", "23/09/1991"],
  ] as const) {
    const response = await page.request.post("/api/v1/kundlis", {
      data: {
        full_name: name,
        dob,
        tob: "08:20",
        pob: "Bengaluru, Karnataka, India",
        lat: 12.97,
        lng: 77.59,
        gender,
        marital_status: "Single",
        language: "English",
      },
    });
    expect(response.ok()).toBe(true);
  }
  await matching.goto();
  await matching.side("groom").getByLabel("Use a saved kundli").selectOption({ label: "Arjun · 12/01/1988" });
  await matching.side("bride").getByLabel("Use a saved kundli").selectOption({ label: "Priya · 23/09/1991" });
  await expect(matching.side("bride").getByLabel(/^Latitude$/)).toHaveValue("12.97");
  await matching.submit.click();
  await expect(matching.score).toHaveText(/^\d+(\.\d+)? \/ 36$/);
});
