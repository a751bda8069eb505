import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {LONG_CODE, withWordBreaks} from '../../src/utils/wordBreaks';

const html = (text: string, minLength?: number) =>
  renderToStaticMarkup(React.createElement(React.Fragment, null, withWordBreaks(text, minLength)));

describe('withWordBreaks', () => {
  it('lets a name break after each dot, slash and underscore between two parts', () => {
    expect(html('app.application.clear_data')).toBe('app.<wbr/>application.<wbr/>clear_<wbr/>data');
    expect(html('/groups/{group_id}/devices')).toBe('/groups/<wbr/>{group_<wbr/>id}/<wbr/>devices');
  });

  it('never breaks inside a word, before a leading mark or between marks', () => {
    expect(html('requestScreenCapture()')).toBe('requestScreenCapture()');
    expect(html('View._private.__init__')).toBe('View._private.__init__');
    expect(html('./x ..y')).toBe('./x ..y');
  });

  it('leaves code shorter than the threshold as it is', () => {
    expect(html('screen.capture', LONG_CODE)).toBe('screen.capture');
    expect(html('tapcraft.android.screen.find', LONG_CODE)).toContain('<wbr/>');
  });
});
