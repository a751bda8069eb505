import type {
  PropSidebarItem,
  PropVersionDoc,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';

/**
 * The version metadata every doc page loads, without the description of
 * every doc. The theme reads those descriptions in one place: a DocCard for a
 * doc link shows `item.description ?? doc.description`. Cards appear on
 * `cardPages` (generated indexes, and docs rendering `<DocCardList />`), and
 * list the items of the deepest category holding that page, or the sidebar's
 * top level. The links in those lists carry their doc's description on the
 * sidebar item; no other description is kept.
 */
export function leanVersionMetadata(
  version: PropVersionMetadata,
  cardPages: ReadonlySet<string>,
): PropVersionMetadata {
  const withCardDescriptions = (
    items: PropSidebarItem[],
    categoryHref: string | undefined,
  ): PropSidebarItem[] => {
    const listedOnCardPage =
      (categoryHref !== undefined && cardPages.has(categoryHref)) ||
      items.some((item) => item.type === 'link' && cardPages.has(item.href));
    return items.map((item) => {
      if (item.type === 'category') {
        return {...item, items: withCardDescriptions(item.items, item.href)};
      }
      if (item.type !== 'link' || !listedOnCardPage || item.description !== undefined) {
        return item;
      }
      const description = item.docId ? version.docs[item.docId]?.description : undefined;
      return description ? {...item, description} : item;
    });
  };

  return {
    ...version,
    docsSidebars: Object.fromEntries(
      Object.entries(version.docsSidebars).map(([name, items]) => [
        name,
        withCardDescriptions(items, undefined),
      ]),
    ),
    docs: Object.fromEntries(
      Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [
        id,
        // The theme's type says every doc has a description; only DocCard reads it.
        doc as PropVersionDoc,
      ]),
    ),
  };
}
