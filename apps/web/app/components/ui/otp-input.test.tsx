// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyCode, isCodeComplete, OtpInput } from "./otp-input";

afterEach(cleanup);

type HarnessProps = { onEnter?: () => void; onValue?: (code: string[]) => void };

function Harness({ onEnter, onValue }: HarnessProps) {
  const [code, setCode] = useState<string[]>(emptyCode);
  return (
    <OtpInput
      value={code}
      onChange={(next) => {
        setCode(next);
        onValue?.(next);
      }}
      onEnter={onEnter}
      label="Enter OTP"
      digitLabel={(n, total) => `Digit ${n} of ${total}`}
    />
  );
}

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

/** Renders the boxes and clicks box `index`; returns the user that types into them. */
async function clickBox(index: number, props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(boxes()[index]!);
  return user;
}

describe("OtpInput", () => {
  it("renders six labelled boxes in a group named Enter OTP", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Enter OTP" })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText("Digit 1 of 6").getAttribute("autocomplete")).toBe("one-time-code");
  });

  it.each([
    ["moves to the next box after a digit", "12", ["1", "2", "", "", "", ""], 2],
    ["ignores characters that are not digits", "a-+ 7", ["7", "", "", "", "", ""], 1],
  ])("%s", async (_what, keys, typed, focused) => {
    const user = await clickBox(0);
    await user.keyboard(keys);
    expect(values()).toEqual(typed);
    expect(document.activeElement).toBe(boxes()[focused]);
  });

  it("replaces the digit of a filled box instead of growing it", async () => {
    const user = await clickBox(0);
    await user.keyboard("1");
    await user.click(boxes()[0]!);
    await user.keyboard("9");
    expect(values()[0]).toBe("9");
  });

  it("goes back on Backspace in an empty box, and Backspace then clears that digit", async () => {
    const user = await clickBox(0);
    await user.keyboard("123");
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard("{Backspace}");
    expect(document.activeElement).toBe(boxes()[2]);
    expect(values()).toEqual(["1", "2", "3", "", "", ""]);
    await user.keyboard("{Backspace}");
    expect(values()).toEqual(["1", "2", "", "", "", ""]);
    await user.keyboard("{Backspace}");
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it("fills every box from a paste of exactly six digits", async () => {
    const user = await clickBox(2);
    await user.paste(" 654321 ");
    expect(values()).toEqual(["6", "5", "4", "3", "2", "1"]);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it.each(["12345", "1234567", "12a456", "12 3456"])("ignores a paste of %j", async (text) => {
    const user = await clickBox(0);
    await user.paste(text);
    expect(values()).toEqual(["", "", "", "", "", ""]);
  });

  it("accepts the whole code autofilled into the first box", () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: "987654" } });
    expect(values()).toEqual(["9", "8", "7", "6", "5", "4"]);
  });

  it("calls onEnter when Enter is pressed", async () => {
    const onEnter = vi.fn();
    const user = await clickBox(0, { onEnter });
    await user.keyboard("{Enter}");
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});

describe("isCodeComplete", () => {
  it("is true only when every box holds one digit", () => {
    expect(isCodeComplete(["1", "2", "3", "4", "5", "6"])).toBe(true);
    expect(isCodeComplete(["1", "2", "3", "4", "5", ""])).toBe(false);
    expect(isCodeComplete(emptyCode())).toBe(false);
  });
});
