import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

type Generator = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type SidebarItem = Awaited<ReturnType<Generator>>[number];

/**
 * The pages a newcomer reads first on each platform, in order: the overview,
 * install, connect the IDE, the first script. Each platform's sidebar leads
 * with them under "Get started", so Next and Previous walk the same path;
 * the rest of the folder follows as its front matter orders it (guides, then
 * the API reference). Doc ids, so no URL changes.
 */
export const getStartedDocs: Record<string, string[]> = {
  android: ['android/intro', 'android/download', 'android/devtools/open', 'android/guide/first'],
  ios: ['ios/intro', 'ios/download/app', 'ios/download/active', 'ios/devtools', 'ios/first'],
  windows: ['windows/intro', 'windows/download', 'windows/start'],
};

export const GET_STARTED_LABEL = 'Get started';

/** `items` without the docs in `ids`; a category left with no page goes too. */
function withoutDocs(items: SidebarItem[], ids: Set<string>): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'doc' && ids.has(item.id)) return [];
    if (item.type !== 'category') return [item];
    const children = withoutDocs(item.items, ids);
    return children.length > 0 || item.link ? [{...item, items: children}] : [];
  });
}

/**
 * The docs plugin's own generator, without the folder's own index page
 * (`docs/android/index.mdx`, listed in the `bar_docs` sidebar: see
 * sidebars.ts), and with a platform folder's Get started pages taken out of
 * their folders and put first.
 */
export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const folderIndex = `${args.item.dirName}/index`;
  const items = (await defaultSidebarItemsGenerator(args)).filter(
    (item) => !(item.type === 'doc' && item.id === folderIndex),
  );
  const start = getStartedDocs[args.item.dirName];
  if (!start) return items;
  const known = new Set(args.docs.map((doc) => doc.id));
  const missing = start.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new Error(`src/config/getStarted.ts names docs that do not exist: ${missing.join(', ')}`);
  }
  return [
    {
      type: 'category',
      label: GET_STARTED_LABEL,
      collapsed: false,
      collapsible: true,
      items: start.map((id) => ({type: 'doc', id})),
    },
    ...withoutDocs(items, new Set(start)),
  ];
};
