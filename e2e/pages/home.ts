import { expect, type Locator } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** Sends a horizontal touch swipe of `dx` pixels across `target` (a phone's finger). */
export async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, by) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const touch = (clientX: number) => new Touch({ identifier: 1, target: element, clientX, clientY: y });
    element.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }),
    );
    element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(x + by)] }));
  }, dx);
}

/** The home page's sections, each found by its heading or anchor. */
export class HomePage extends PageObject {
  readonly heroTitle = this.page.getByRole("heading", { level: 1 });
  readonly heroStats = this.page.locator("dl[aria-label]");
  readonly astrologers = this.page.locator("#chat-with-ai");
  readonly howItWorks = this.page.getByRole("region", { name: /How it works|यह कैसे काम करता है/ });
  readonly promo = this.page.getByRole("region", { name: /Book an Online Astrologer|ऑनलाइन ज्योतिषी/ });
  readonly zodiac = this.page.getByTestId("zodiac-cards");
  readonly zodiacCards = this.zodiac.getByRole("link");
  readonly zodiacPrevious = this.page.getByRole("button", { name: /Previous signs|पिछली राशियाँ/ });
  readonly zodiacNext = this.page.getByRole("button", { name: /Next signs|अगली राशियाँ/ });
  readonly testimonials = this.page.getByTestId("testimonials");
  readonly testimonialTrack = this.testimonials.locator("ul[data-step]");
  readonly testimonialsInView = this.testimonials.locator("li[data-in-view]");
  readonly testimonialPrevious = this.page.getByRole("button", { name: /Previous testimonials|पिछली समीक्षाएँ/ });
  readonly testimonialNext = this.page.getByRole("button", { name: /Next testimonials|अगली समीक्षाएँ/ });
  readonly vlogs = this.page.getByRole("region", { name: /^(Vlogs|वीडियो)$/ });
  readonly subscription = this.page.getByRole("region", { name: /500 questions a month|500 सवाल/ });
  readonly astroHub = this.page.getByRole("region", { name: /Join AstroHub|AstroHub से जुड़ें/ });
  readonly statsBlock = this.page.getByRole("region", { name: /Graha so far|अब तक Graha/ });
  readonly rechargeBar = this.page.getByTestId("recharge-fab");
  readonly footer = this.page.getByRole("contentinfo");

  async expectTestimonialStep(step: number): Promise<void> {
    await expect(this.testimonialTrack).toHaveAttribute("data-step", String(step));
  }
}

/** The consult page: the astrologers' cards, the form dialog and the success dialog. */
export class ConsultPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly cards = this.page.getByRole("article");
  readonly dialog = this.page.getByRole("dialog");
  readonly fullName = this.dialog.getByLabel(/Full name|पूरा नाम/);
  readonly mobile = this.dialog.getByLabel(/^(Mobile number|मोबाइल नंबर)$/);
  readonly email = this.dialog.getByLabel(/Email|ईमेल/);
  readonly birthPlace = this.dialog.getByLabel(/Birth place|जन्म स्थान/);
  readonly submit = this.dialog.getByRole("button", { name: /^(Submit|जमा करें)$/ });

  card(name: string): Locator {
    return this.page.getByRole("article", { name });
  }

  consultNow(name: string): Locator {
    return this.card(name).getByRole("button", { name: new RegExp(`^(Consult ${name}|${name} से परामर्श लें)$`) });
  }
}
