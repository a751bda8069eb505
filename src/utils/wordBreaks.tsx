import React, {Fragment, type ReactNode} from 'react';

/**
 * Code of fewer characters keeps no break opportunity: it fits any column,
 * and most code on a page is that short, so it renders no extra elements.
 */
export const LONG_CODE = 20;

/** After a dot, slash or underscore that joins two parts of a name or path. */
const JOINT = /(?<=[^\s./_][./_])(?=[^\s./_])/;

/**
 * `text` with a line-break opportunity (`<wbr>`) after each dot, slash and
 * underscore that joins two parts, when it has at least `minLength`
 * characters: `app.application.clear_data` may wrap as `app.application.` /
 * `clear_data`, never inside `clear`. `<wbr>`, unlike a zero-width space, is
 * not copied with the text, so pasted code still runs.
 */
export function withWordBreaks(text: string, minLength = 0): ReactNode {
  if (text.length < minLength) return text;
  const parts = text.split(JOINT);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
