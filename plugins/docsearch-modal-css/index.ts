import type {LoadContext, Plugin} from '@docusaurus/types';

/** The stylesheet of the DocSearch modal, as the SearchBar imports it when the modal opens. */
const MODAL_STYLESHEET = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

/**
 * Docusaurus puts every stylesheet into one file that each page loads. The
 * DocSearch modal's styles are a large part of it and only needed once
 * someone opens search, so this gives them a file of their own, loaded with
 * the modal's code (UPGRADING.md has what it saves). Order does not matter:
 * the theme puts the DocSearch styles in their own CSS cascade layer.
 */
export default function docsearchModalCssPlugin(_context: LoadContext): Plugin {
  return {
    name: 'tapcraft-docsearch-modal-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsearchModal: {
                name: 'docsearch-modal',
                type: 'css/mini-extract',
                test: MODAL_STYLESHEET,
                chunks: 'async',
                enforce: true,
                // Above Docusaurus's single `styles` group (priority 50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
