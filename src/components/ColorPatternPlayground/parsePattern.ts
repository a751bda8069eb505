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
 * with a message a reader can act on.
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

export type ParseFailure = {
  ok: false;
  /** One sentence that names the point and says what is wrong. */
  error: string;
};

export type ParseResult = ParseSuccess | ParseFailure;

const INTEGER = /^[+-]?\d+$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

function fail(error: string): ParseFailure {
  return {ok: false, error};
}

function parseOffset(raw: string, axis: 'x' | 'y', index: number): number | string {
  const text = raw.trim();
  if (text === '') {
    return `Point ${index}: ${axis} is missing.`;
  }
  if (!INTEGER.test(text)) {
    return `Point ${index}: ${axis} must be a whole number of pixels, not "${text}".`;
  }
  const value = Number.parseInt(text, 10);
  if (Math.abs(value) > MAX_OFFSET) {
    return `Point ${index}: ${axis} must be between -${MAX_OFFSET} and ${MAX_OFFSET}.`;
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
    return fail('The pattern is empty. Enter at least one point, for example 0,0,#FF0000.');
  }

  const segments = text.split('|');
  if (segments.length > MAX_POINTS) {
    return fail(
      `A pattern can have at most ${MAX_POINTS} points; this one has ${segments.length}.`,
    );
  }

  const points: PatternPoint[] = [];
  const seen = new Map<string, number>();

  for (const [i, segment] of segments.entries()) {
    const index = i + 1;
    if (segment.trim() === '') {
      return fail(`Point ${index} is empty. Remove the extra "|" or add x,y,#RRGGBB.`);
    }

    const parts = segment.split(',');
    if (parts.length !== 3) {
      return fail(`Point ${index}: expected 3 parts "x,y,#RRGGBB" but found ${parts.length}.`);
    }
    const [rawX = '', rawY = '', rawColour = ''] = parts;

    const x = parseOffset(rawX, 'x', index);
    if (typeof x === 'string') {
      return fail(x);
    }
    const y = parseOffset(rawY, 'y', index);
    if (typeof y === 'string') {
      return fail(y);
    }

    const colour = rawColour.trim();
    if (!COLOUR.test(colour)) {
      return fail(`Point ${index}: colour must look like #RRGGBB.`);
    }

    if (index === 1 && (x !== 0 || y !== 0)) {
      return fail('Point 1: the first point is the anchor, so its offset must be 0,0.');
    }

    const key = `${x},${y}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return fail(`Point ${index}: offset ${key} is already used by point ${earlier}.`);
    }
    seen.set(key, index);

    points.push({x, y, color: colour.toUpperCase()});
  }

  return {ok: true, points, normalized: formatPattern(points)};
}
