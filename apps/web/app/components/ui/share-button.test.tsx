// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "../../i18n/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n";
import { ShareButton, whatsappUrl } from "./share-button";

const target = {
  title: "Aries today",
  text: "Aries horoscope on Graha:",
  url: "https://graha.example/horoscope?zodiac=Aries",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(lang: "en" | "hi" = "en", t: Parameters<typeof ShareButton>[0]["target"] = target) {
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ShareButton target={t} />
    </I18nextProvider>,
  );
}

describe("ShareButton", () => {
  it("builds WhatsApp's link with the text and the URL", () => {
    expect(whatsappUrl(target)).toBe(
      "https://wa.me/?text=Aries%20horoscope%20on%20Graha%3A%20https%3A%2F%2Fgraha.example%2Fhoroscope%3Fzodiac%3DAries",
    );
  });

  it("opens WhatsApp when the browser has no share sheet", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const open = vi.fn();
    vi.stubGlobal("open", open);
    renderButton("hi");
    await userEvent.click(screen.getByRole("button", { name: "शेयर करें" }));
    expect(open).toHaveBeenCalledWith(whatsappUrl(target), "_blank", "noopener,noreferrer");
  });

  it("uses the share sheet when there is one; a cancelled sheet opens nothing else", async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException("cancelled", "AbortError"));
    vi.stubGlobal("navigator", { ...navigator, share });
    const open = vi.fn();
    vi.stubGlobal("open", open);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(target));
    expect(open).not.toHaveBeenCalled();
  });

  it("shares nothing when making the link failed", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const make = vi.fn().mockResolvedValue(null);
    renderButton("en", make);
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(make).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
  });
});
