import { Fragment, type ReactNode } from "react";

/** The lines of one paragraph with a line break between each, each line drawn by `render`. */
export function LineBreaks<Line>({ lines, render }: { lines: readonly Line[]; render: (line: Line) => ReactNode }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {render(line)}
    </Fragment>
  ));
}
