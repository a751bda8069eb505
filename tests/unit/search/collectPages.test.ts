import {describe, expect, it} from 'vitest';

import {collectPages} from '../../../plugins/search-index';

type AllContent = Parameters<typeof collectPages>[0];

const doc = (permalink: string) => ({
  permalink,
  title: 'Actions',
  description: 'Taps.',
  source: '@site/docs/ios/api/action.mdx',
  sidebar: 'bar_ios',
});

async function platformOf(permalink: string, baseUrl: string) {
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [doc(permalink)]}]}},
  } as unknown as AllContent;
  const options = {mode: 'local' as const, sidebarSections: {bar_ios: 'iOS'}, reactPages: {}};
  const [page] = await collectPages(allContent, async () => ({}), options, {
    urlOf: (url) => url,
    baseUrl,
  });
  return page!.platform;
}

describe('the pages the search index collects', () => {
  it('know their platform in every locale, so the platform filter works on the Chinese site too', async () => {
    expect(await platformOf('/docs/ios/api/action', '/')).toBe('ios');
    expect(await platformOf('/zh-Hans/docs/ios/api/action', '/zh-Hans/')).toBe('ios');
  });
});
