import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';

import {leanVersionMetadata} from '../../plugins/docs-lean-metadata/leanVersionMetadata';

const link = (docId: string): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${docId}`,
  label: docId,
  docId,
  unlisted: false,
});

const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href && {href}),
});

const docIds = ['intro', 'guide/a', 'guide/b', 'api/index', 'api/x', 'plain/c', 'plain/d'];

const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    main: [
      link('intro'),
      category('Guide', [link('guide/a'), link('guide/b')], '/docs/category/guide'),
      category('API', [link('api/index'), link('api/x')], '/docs/api/index'),
      category('Plain', [link('plain/c'), category('Nested', [link('plain/d')])]),
    ],
  },
  docs: Object.fromEntries(
    docIds.map((id) => [id, {id, title: id, description: `About ${id}.`, sidebar: 'main'}]),
  ),
};

/** docId → description, for the link items that carry one. */
function cardDescriptions(items: PropSidebarItem[]): Record<string, string> {
  return Object.fromEntries(
    items.flatMap((item): Array<[string, string]> => {
      if (item.type === 'category') return Object.entries(cardDescriptions(item.items));
      return item.type === 'link' && item.docId && item.description
        ? [[item.docId, item.description]]
        : [];
    }),
  );
}

describe('leanVersionMetadata', () => {
  it('drops every description from the docs map and keeps the rest of each doc', () => {
    const lean = leanVersionMetadata(version, new Set());
    expect(Object.keys(lean.docs)).toEqual(docIds);
    for (const id of docIds) {
      expect(lean.docs[id]).toEqual({id, title: id, sidebar: 'main'});
    }
    expect(cardDescriptions(lean.docsSidebars.main!)).toEqual({});
  });

  it('puts descriptions on the links a generated index lists as cards', () => {
    const lean = leanVersionMetadata(version, new Set(['/docs/category/guide']));
    expect(cardDescriptions(lean.docsSidebars.main!)).toEqual({
      'guide/a': 'About guide/a.',
      'guide/b': 'About guide/b.',
    });
  });

  it('lists the siblings of a doc showing <DocCardList />, including a category index doc', () => {
    const lean = leanVersionMetadata(version, new Set(['/docs/api/index', '/docs/plain/d']));
    expect(cardDescriptions(lean.docsSidebars.main!)).toEqual({
      'api/index': 'About api/index.',
      'api/x': 'About api/x.',
      'plain/d': 'About plain/d.',
    });
  });

  it('covers the top level of a sidebar when a top-level doc shows cards', () => {
    const lean = leanVersionMetadata(version, new Set(['/docs/intro']));
    expect(cardDescriptions(lean.docsSidebars.main!)).toEqual({intro: 'About intro.'});
  });

  it('keeps a description a sidebar item already has, and leaves the input untouched', () => {
    const own = {...version, docsSidebars: {main: [{...link('intro'), description: 'Own.'}]}};
    const lean = leanVersionMetadata(own, new Set(['/docs/intro']));
    expect(cardDescriptions(lean.docsSidebars.main!)).toEqual({intro: 'Own.'});
    expect(version.docs.intro!.description).toBe('About intro.');
  });
});
