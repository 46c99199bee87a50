import { Fragment, type ReactNode } from "react";

// A translated sentence that carries a name, a date or a number: each value is isolated (<bdi>) so that the bidi
// algorithm cannot join its letters or digits to its neighbours. Without it an English name and a date inside an
// Arabic sentence read as one left-to-right run ("28 ،Owner/11/2026").

const mark = "\u0000";

/**
 * `translate` is called with a marker in the place of each value; the text between markers is the sentence's own,
 * the rest are the values, each in a <bdi>.
 */
export function withIsolatedValues(
  translate: (values: Record<string, string>) => string,
  values: Record<string, ReactNode>,
): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(values).map((name) => [name, `${mark}${name}${mark}`]));
  const nodes: ReactNode[] = [];
  let isValue = false;
  // Keyed by where each part starts in the text: stable for one sentence, unique within it.
  let offset = 0;
  for (const part of translate(markers).split(mark)) {
    const key = `${offset}`;
    nodes.push(isValue && part in values ? <bdi key={key}>{values[part]}</bdi> : <Fragment key={key}>{part}</Fragment>);
    offset += part.length + 1;
    isValue = !isValue;
  }
  return nodes;
}
