/**
 * Parser for Tapcraft multi-point colour patterns, the string that
 * `find_colors()` takes: `"x,y,#RRGGBB|x,y,#RRGGBB"`.
 *
 * - Points are separated by `|`; each point is `x,y,#RRGGBB`.
 * - x and y are whole-pixel offsets relative to the first point, so the first
 *   point (the anchor) is always `0,0`.
 * - Spaces around numbers, commas and bars are ignored.
 *
 * The function is pure and never throws: bad input returns `{ok: false}`
 * with what is wrong and where, which the playground words in the page's
 * language.
 */

/** Most points a pattern may have; more is slow and rarely more precise. */
export const MAX_POINTS = 20;

/** Largest offset, in pixels, in either direction from the anchor. */
export const MAX_OFFSET = 4096;

export type PatternPoint = {
  /** Horizontal offset from the first point, in pixels (right is positive). */
  x: number;
  /** Vertical offset from the first point, in pixels (down is positive). */
  y: number;
  /** Colour in upper case, `#RRGGBB`. */
  color: string;
};

export type ParseSuccess = {
  ok: true;
  points: PatternPoint[];
  /** The pattern rewritten without spaces and with upper-case colours. */
  normalized: string;
};

type Axis = 'x' | 'y';

/** What is wrong with a pattern: a code, the number of the point at fault and what a message needs to name. */
export type PatternError =
  | {code: 'empty'}
  | {code: 'tooManyPoints'; count: number}
  | {code: 'emptyPoint'; point: number}
  | {code: 'partCount'; point: number; parts: number}
  | {code: 'missingOffset'; point: number; axis: Axis}
  | {code: 'fractionalOffset'; point: number; axis: Axis; text: string}
  | {code: 'offsetRange'; point: number; axis: Axis}
  | {code: 'badColour'; point: number}
  | {code: 'anchorNotAtOrigin'}
  | {code: 'duplicateOffset'; point: number; offset: string; earlier: number};

export type ParseFailure = {
  ok: false;
  error: PatternError;
};

export type ParseResult = ParseSuccess | ParseFailure;

const INTEGER = /^[+-]?\d+$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

function fail(error: PatternError): ParseFailure {
  return {ok: false, error};
}

function parseOffset(raw: string, axis: Axis, point: number): number | PatternError {
  const text = raw.trim();
  if (text === '') {
    return {code: 'missingOffset', point, axis};
  }
  if (!INTEGER.test(text)) {
    return {code: 'fractionalOffset', point, axis, text};
  }
  const value = Number.parseInt(text, 10);
  if (Math.abs(value) > MAX_OFFSET) {
    return {code: 'offsetRange', point, axis};
  }
  // Normalise "-0" to 0 so it prints as "0".
  return value === 0 ? 0 : value;
}

/** Formats points back into the canonical pattern string. */
export function formatPattern(points: readonly PatternPoint[]): string {
  return points.map((p) => `${p.x},${p.y},${p.color}`).join('|');
}

/** Parses a multi-point colour pattern. Never throws. */
export function parsePattern(input: string): ParseResult {
  const text = input.trim();
  if (text === '') {
    return fail({code: 'empty'});
  }

  const segments = text.split('|');
  if (segments.length > MAX_POINTS) {
    return fail({code: 'tooManyPoints', count: segments.length});
  }

  const points: PatternPoint[] = [];
  const seen = new Map<string, number>();

  for (const [i, segment] of segments.entries()) {
    const point = i + 1;
    if (segment.trim() === '') {
      return fail({code: 'emptyPoint', point});
    }

    const parts = segment.split(',');
    if (parts.length !== 3) {
      return fail({code: 'partCount', point, parts: parts.length});
    }
    const [rawX = '', rawY = '', rawColour = ''] = parts;

    const x = parseOffset(rawX, 'x', point);
    if (typeof x !== 'number') {
      return fail(x);
    }
    const y = parseOffset(rawY, 'y', point);
    if (typeof y !== 'number') {
      return fail(y);
    }

    const colour = rawColour.trim();
    if (!COLOUR.test(colour)) {
      return fail({code: 'badColour', point});
    }

    if (point === 1 && (x !== 0 || y !== 0)) {
      return fail({code: 'anchorNotAtOrigin'});
    }

    const offset = `${x},${y}`;
    const earlier = seen.get(offset);
    if (earlier !== undefined) {
      return fail({code: 'duplicateOffset', point, offset, earlier});
    }
    seen.set(offset, point);

    points.push({x, y, color: colour.toUpperCase()});
  }

  return {ok: true, points, normalized: formatPattern(points)};
}
