import { MatchingPage } from "./pages/kundli-matching.ts";
import { expect, test } from "./support/test.ts";

test("the matching page shows a score out of 36 and the Mangal dosha verdict", async ({ page }) => {
  const matching = new MatchingPage(page);
  await matching.goto();
  await expect(page).toHaveTitle(/Kundli Matching/);
  await matching.fillSide("groom", {
    day: "1",
    month: "5",
    year: "1990",
    hours: "10",
    minute: "30",
    place: "Varanasi",
  });
  await matching.fillSide("bride", {
    day: "14",
    month: "2",
    year: "1992",
    hours: "6",
    minute: "5",
    place: "Bangalore",
  });
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
