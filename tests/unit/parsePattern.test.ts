import {describe, it, expect} from 'vitest';

import {
  MAX_POINTS,
  formatPattern,
  parsePattern,
} from '../../src/components/ColorPatternPlayground/parsePattern';

function errorOf(input: string): string {
  const result = parsePattern(input);
  if (result.ok) {
    throw new Error(`expected "${input}" to be rejected`);
  }
  return result.error;
}

describe('parsePattern', () => {
  it('parses a valid pattern into points', () => {
    const result = parsePattern('0,0,#FF0000|12,-4,#00ff00|0,8,#0000FF');
    expect(result).toEqual({
      ok: true,
      points: [
        {x: 0, y: 0, color: '#FF0000'},
        {x: 12, y: -4, color: '#00FF00'},
        {x: 0, y: 8, color: '#0000FF'},
      ],
      normalized: '0,0,#FF0000|12,-4,#00FF00|0,8,#0000FF',
    });
  });

  it('accepts a single point', () => {
    const result = parsePattern('0,0,#123abc');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.normalized).toBe('0,0,#123ABC');
    }
  });

  it('tolerates spaces, tabs and newlines around parts', () => {
    const result = parsePattern('  0 , 0 , #ff0000 |\n 4,\t0, #00FF00  ');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.normalized).toBe('0,0,#FF0000|4,0,#00FF00');
      expect(result.points).toHaveLength(2);
    }
  });

  it('rejects a bad colour and names the point', () => {
    expect(errorOf('0,0,#FF0000|4,0,#00FF0')).toBe('Point 2: colour must look like #RRGGBB.');
    expect(errorOf('0,0,red')).toBe('Point 1: colour must look like #RRGGBB.');
    expect(errorOf('0,0,#FF0000|4,0,00FF00')).toMatch(/^Point 2: colour/);
  });

  it('rejects a bad coordinate', () => {
    expect(errorOf('0,0,#FF0000|a,0,#00FF00')).toBe(
      'Point 2: x must be a whole number of pixels, not "a".',
    );
    expect(errorOf('0,0,#FF0000|4,1.5,#00FF00')).toMatch(/^Point 2: y must be a whole number/);
    expect(errorOf('0,0,#FF0000|,3,#00FF00')).toBe('Point 2: x is missing.');
    expect(errorOf('0,0,#FF0000|99999,0,#00FF00')).toMatch(/^Point 2: x must be between/);
  });

  it('rejects a point with the wrong number of parts', () => {
    expect(errorOf('0,0,#FF0000|4,#00FF00')).toBe(
      'Point 2: expected 3 parts "x,y,#RRGGBB" but found 2.',
    );
  });

  it('requires the first point to be the 0,0 anchor', () => {
    expect(errorOf('5,5,#FF0000|6,5,#00FF00')).toMatch(/^Point 1: .*0,0/);
  });

  it('rejects duplicate offsets', () => {
    expect(errorOf('0,0,#FF0000|4,0,#00FF00|4,0,#0000FF')).toBe(
      'Point 3: offset 4,0 is already used by point 2.',
    );
  });

  it('rejects empty input with a helpful message', () => {
    expect(errorOf('')).toMatch(/^The pattern is empty/);
    expect(errorOf('   \n ')).toMatch(/^The pattern is empty/);
  });

  it('rejects an empty point between bars', () => {
    expect(errorOf('0,0,#FF0000||4,0,#00FF00')).toMatch(/^Point 2 is empty/);
    expect(errorOf('0,0,#FF0000|')).toMatch(/^Point 2 is empty/);
  });

  it(`caps a pattern at ${MAX_POINTS} points`, () => {
    const points = (n: number): string =>
      Array.from({length: n}, (_, i) => `${i},0,#FFFFFF`).join('|');

    const atCap = parsePattern(points(MAX_POINTS));
    expect(atCap.ok).toBe(true);
    if (atCap.ok) {
      expect(atCap.points).toHaveLength(20);
    }

    expect(errorOf(points(MAX_POINTS + 1))).toBe(
      'A pattern can have at most 20 points; this one has 21.',
    );
  });

  it('never throws, whatever the input', () => {
    const inputs = ['|', ',,', '#', '0,0,#', '-0,0,#FFFFFF', '0,0,#FFFFFF,1', '\u0000'];
    for (const input of inputs) {
      expect(() => parsePattern(input)).not.toThrow();
    }
  });

  it('formats points back into the same pattern', () => {
    const result = parsePattern('0,0,#FF0000|-3,7,#00FF00');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(formatPattern(result.points)).toBe(result.normalized);
    }
  });
});
