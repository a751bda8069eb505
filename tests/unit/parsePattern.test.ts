import {describe, it, expect} from 'vitest';

import {
  MAX_POINTS,
  formatPattern,
  parsePattern,
  type PatternError,
} from '../../src/components/ColorPatternPlayground/parsePattern';

function errorOf(input: string): PatternError {
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
    expect(errorOf('0,0,#FF0000|4,0,#00FF0')).toEqual({code: 'badColour', point: 2});
    expect(errorOf('0,0,red')).toEqual({code: 'badColour', point: 1});
    expect(errorOf('0,0,#FF0000|4,0,00FF00')).toEqual({code: 'badColour', point: 2});
  });

  it('rejects a bad coordinate', () => {
    expect(errorOf('0,0,#FF0000|a,0,#00FF00')).toEqual({
      code: 'fractionalOffset',
      point: 2,
      axis: 'x',
      text: 'a',
    });
    expect(errorOf('0,0,#FF0000|4,1.5,#00FF00')).toEqual({
      code: 'fractionalOffset',
      point: 2,
      axis: 'y',
      text: '1.5',
    });
    expect(errorOf('0,0,#FF0000|,3,#00FF00')).toEqual({code: 'missingOffset', point: 2, axis: 'x'});
    expect(errorOf('0,0,#FF0000|99999,0,#00FF00')).toEqual({
      code: 'offsetRange',
      point: 2,
      axis: 'x',
    });
  });

  it('rejects a point with the wrong number of parts', () => {
    expect(errorOf('0,0,#FF0000|4,#00FF00')).toEqual({code: 'partCount', point: 2, parts: 2});
  });

  it('requires the first point to be the 0,0 anchor', () => {
    expect(errorOf('5,5,#FF0000|6,5,#00FF00')).toEqual({code: 'anchorNotAtOrigin'});
  });

  it('rejects duplicate offsets', () => {
    expect(errorOf('0,0,#FF0000|4,0,#00FF00|4,0,#0000FF')).toEqual({
      code: 'duplicateOffset',
      point: 3,
      offset: '4,0',
      earlier: 2,
    });
  });

  it('rejects empty input', () => {
    expect(errorOf('')).toEqual({code: 'empty'});
    expect(errorOf('   \n ')).toEqual({code: 'empty'});
  });

  it('rejects an empty point between bars', () => {
    expect(errorOf('0,0,#FF0000||4,0,#00FF00')).toEqual({code: 'emptyPoint', point: 2});
    expect(errorOf('0,0,#FF0000|')).toEqual({code: 'emptyPoint', point: 2});
  });

  it(`caps a pattern at ${MAX_POINTS} points`, () => {
    const points = (n: number): string =>
      Array.from({length: n}, (_, i) => `${i},0,#FFFFFF`).join('|');

    const atCap = parsePattern(points(MAX_POINTS));
    expect(atCap.ok).toBe(true);
    if (atCap.ok) {
      expect(atCap.points).toHaveLength(20);
    }

    expect(errorOf(points(MAX_POINTS + 1))).toEqual({code: 'tooManyPoints', count: 21});
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
