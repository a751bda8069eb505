import {translate} from '@docusaurus/Translate';

import {MAX_OFFSET, MAX_POINTS, type PatternError} from './parsePattern';

type OffsetError = Extract<PatternError, {axis: unknown}>;

/** What is wrong with one offset of a point. */
function offsetErrorText(error: OffsetError): string {
  const {point, axis} = error;
  switch (error.code) {
    case 'missingOffset':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.missingOffset',
          message: 'Point {point}: {axis} is missing.',
        },
        {point, axis},
      );
    case 'fractionalOffset':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.fractionalOffset',
          message: 'Point {point}: {axis} must be a whole number of pixels, not "{text}".',
        },
        {point, axis, text: error.text},
      );
    case 'offsetRange':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.offsetRange',
          message: 'Point {point}: {axis} must be between -{max} and {max}.',
        },
        {point, axis, max: MAX_OFFSET},
      );
  }
}

/** The parser's complaint as one sentence in the page's language, naming the point at fault. */
export function errorText(error: PatternError): string {
  switch (error.code) {
    case 'empty':
      return translate({
        id: 'tapcraft.colorPattern.error.empty',
        message: 'The pattern is empty. Enter at least one point, for example 0,0,#FF0000.',
      });
    case 'tooManyPoints':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.tooManyPoints',
          message: 'A pattern can have at most {max} points; this one has {count}.',
        },
        {max: MAX_POINTS, count: error.count},
      );
    case 'emptyPoint':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.emptyPoint',
          message: 'Point {point} is empty. Remove the extra "|" or add x,y,#RRGGBB.',
        },
        {point: error.point},
      );
    case 'partCount':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.partCount',
          message: 'Point {point}: expected 3 parts "x,y,#RRGGBB" but found {parts}.',
        },
        {point: error.point, parts: error.parts},
      );
    case 'badColour':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.badColour',
          message: 'Point {point}: colour must look like #RRGGBB.',
        },
        {point: error.point},
      );
    case 'anchorNotAtOrigin':
      return translate({
        id: 'tapcraft.colorPattern.error.anchorNotAtOrigin',
        message: 'Point 1: the first point is the anchor, so its offset must be 0,0.',
      });
    case 'duplicateOffset':
      return translate(
        {
          id: 'tapcraft.colorPattern.error.duplicateOffset',
          message: 'Point {point}: offset {offset} is already used by point {earlier}.',
        },
        {point: error.point, offset: error.offset, earlier: error.earlier},
      );
    default:
      return offsetErrorText(error);
  }
}
