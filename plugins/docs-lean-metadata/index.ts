import {readFile} from 'node:fs/promises';
import path from 'node:path';

import docsPlugin, {
  type PluginOptions,
  type PropCategoryGeneratedIndex,
  type PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

import {leanVersionMetadata} from './leanVersionMetadata';

export {validateOptions} from '@docusaurus/plugin-content-docs';

const USES_DOC_CARD_LIST = /<DocCardList\b/;

function generatedIndexPages(route: RouteConfig): string[] {
  const index = route.props?.categoryGeneratedIndex as PropCategoryGeneratedIndex | undefined;
  return [
    ...(index ? [index.permalink] : []),
    ...(route.routes ?? []).flatMap(generatedIndexPages),
  ];
}

/** Rewrites the version metadata prop of the docs' version route, wherever it sits in the tree. */
function withLeanVersionMetadata(route: RouteConfig, cardPages: ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version && {props: {...route.props, version: leanVersionMetadata(version, cardPages)}}),
    ...(route.routes && {
      routes: route.routes.map((child) => withLeanVersionMetadata(child, cardPages)),
    }),
  };
}

/**
 * The docs plugin of preset-classic, extended the way Docusaurus documents
 * for extending a content plugin. The docs metadata is a chunk every doc page
 * downloads, and every doc's description is over half of it; this keeps only
 * the descriptions category cards show (UPGRADING.md has what it saves).
 */
export default async function docsLeanMetadataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Awaited<ReturnType<typeof docsPlugin>>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const docs = args.content.loadedVersions.flatMap((version) => version.docs);
      const sources = await Promise.all(
        docs.map((doc) =>
          readFile(path.join(context.siteDir, aliasedSitePathToRelativePath(doc.source)), 'utf8'),
        ),
      );
      const docCardListPages = docs
        .filter((_doc, i) => USES_DOC_CARD_LIST.test(sources[i]!))
        .map((doc) => doc.permalink);
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) =>
            args.actions.addRoute(
              withLeanVersionMetadata(
                route,
                new Set([...docCardListPages, ...generatedIndexPages(route)]),
              ),
            ),
        },
      });
    },
  };
}
