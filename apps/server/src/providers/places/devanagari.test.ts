import { describe, expect, it } from "vitest";
import { latinSpellings } from "./devanagari.ts";
import { builtinPlaceSearch, placeNamed } from "./index.ts";

describe("places written in Devanagari", () => {
  it.each([
    ["भोपाल", "Bhopal"],
    ["पटना", "Patna"],
    ["जयपुर", "Jaipur"],
    ["वाराणसी", "Varanasi"],
    ["मुंबई", "Mumbai"],
    ["कानपुर", "Kanpur"],
    ["रांची", "Ranchi"],
    ["चंडीगढ़", "Chandigarh"],
    ["लखनऊ", "Lucknow"],
    ["इंदौर", "Indore"],
    ["कटक", "Cuttack"],
    ["भुवनेश्वर", "Bhubaneshwar"],
    ["हावड़ा", "Howrah"],
    ["छपरा", "Chapra"],
  ])("%s is found as %s", async (hindi, english) => {
    expect((await placeNamed(builtinPlaceSearch, hindi))?.name).toBe(english);
  });

  it("keeps a Latin name to the search and finds nothing for an unknown one", async () => {
    expect(latinSpellings("Jaipur")).toEqual([]);
    expect((await placeNamed(builtinPlaceSearch, "Jaipur"))?.name).toBe("Jaipur");
    expect(await placeNamed(builtinPlaceSearch, "Xqzville")).toBeNull();
    expect(await placeNamed(builtinPlaceSearch, "क्ष्ज़्व")).toBeNull();
  });

  it("finds a cantonment the gazetteer does not list in its city, and nothing for an unknown city's", async () => {
    expect((await placeNamed(builtinPlaceSearch, "Ambala Cantt"))?.name).toBe("Ambala");
    expect((await placeNamed(builtinPlaceSearch, "Jalandhar Cantonment"))?.name).toBe("Jalandhar");
    expect(await placeNamed(builtinPlaceSearch, "Xqzville Cantt")).toBeNull();
  });
});
