import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {missingHelpers} from '../../plugins/tslib-helpers/missingHelpers';

describe('missingHelpers', () => {
  const provided = new Set(['__importDefault']);

  it('finds tslib helpers called as module properties that are not provided', () => {
    const script =
      'let r=n(6182);r.__importDefault(a);(0,r.__awaiter)(this,void 0,void 0,f);r.__assign({},b)';
    expect(missingHelpers(script, provided)).toEqual(['__assign', '__awaiter']);
  });

  it('ignores provided helpers and properties that only look like helpers', () => {
    const script =
      'r.__importDefault(a);e.__esModule;t.__proto__;window.__REACT_DEVTOOLS_GLOBAL_HOOK__';
    expect(missingHelpers(script, provided)).toEqual([]);
  });

  it('accepts the helpers the browser module exports', async () => {
    const exported = new Set(
      Object.keys(await import('../../plugins/tslib-helpers/clientHelpers.mjs')),
    );
    expect(exported).toEqual(provided);
    const utilsCommon = readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
    expect(missingHelpers(utilsCommon, exported)).toEqual([]);
  });
});
