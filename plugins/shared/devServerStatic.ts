import type {Plugin} from '@docusaurus/types';

/**
 * What a plugin's `configureWebpack` returns so that `npm start` serves the
 * files the plugin writes to `directory` at the site's root, as the build
 * has them. Docusaurus merges a returned `devServer` into its dev server's
 * options (documented; its types leave the key out: facebook/docusaurus#9654),
 * and each plugin's folder is added to the others'.
 */
export function devServerStatic(
  directory: string,
): ReturnType<NonNullable<Plugin['configureWebpack']>> {
  const devServer = {static: [{directory, publicPath: '/', watch: false}]};
  return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
}
