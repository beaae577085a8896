// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown, parseInline, parseMarkdown, plainText } from "./markdown";

afterEach(cleanup);

describe("Markdown", () => {
  it("shows a <script> in a reply as text and never runs or inserts HTML", () => {
    const reply = 'Hello <script>window.__hacked = true</script> and <img src=x onerror="alert(1)"> **bold**';
    const { container } = render(<Markdown text={reply} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<script>window.__hacked = true</script>");
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it("does not turn markdown links into links", () => {
    const { container } = render(<Markdown text="[click](javascript:alert(1))" />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe("[click](javascript:alert(1))");
  });

  it("renders paragraphs, bold, italics and both kinds of list", () => {
    const text = "Your **Moon** is in *Taurus*.\nA second line.\n\n- Career\n- Marriage\n\n1. First\n2. Second";
    const { container } = render(<Markdown text={text} />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("p br")).not.toBeNull();
    expect(container.querySelector("strong")?.textContent).toBe("Moon");
    expect(container.querySelector("em")?.textContent).toBe("Taurus");
    expect([...container.querySelectorAll("ul li")].map((li) => li.textContent)).toEqual(["Career", "Marriage"]);
    expect([...container.querySelectorAll("ol li")].map((li) => li.textContent)).toEqual(["First", "Second"]);
  });

  it("runs an unclosed ** bold to the end while streaming, and shows it literally once finished", () => {
    const streaming = render(<Markdown text="Your Moon is in **Taur" streaming />);
    expect(streaming.container.querySelector("strong")?.textContent).toBe("Taur");
    expect(streaming.container.textContent).not.toContain("**");
    cleanup();
    const done = render(<Markdown text="2 ** 3 is eight" />);
    expect(done.container.querySelector("strong")).toBeNull();
    expect(done.container.textContent).toBe("2 ** 3 is eight");
  });
});

describe("parseMarkdown", () => {
  it("treats headings as bold lines and skips rules", () => {
    expect(parseMarkdown("## Your chart\n---\nText")).toEqual([
      { type: "heading", children: ["Your chart"] },
      { type: "paragraph", lines: [["Text"]] },
    ]);
  });

  it("keeps a numbered list's first number", () => {
    const [list] = parseMarkdown("3. Third\n4. Fourth");
    expect(list).toMatchObject({ type: "list", ordered: true, start: 3 });
  });

  it("leaves a lone asterisk and arithmetic alone", () => {
    expect(parseInline("5 * 3 = 15")).toEqual(["5 * 3 = 15"]);
  });
});

describe("plainText", () => {
  it("flattens a reply for the history preview", () => {
    expect(plainText("**Moon** in Taurus.\n\n- one\n- two")).toBe("Moon in Taurus. one, two");
  });
});
