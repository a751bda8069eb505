import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

export type CompileHintsOptions = {
  /** Chunk groups (named imports and workers) whose code runs in full as soon as it loads. */
  chunkGroups: string[];
};

/**
 * V8's magic comment asking Chrome (136 and later) to compile every function
 * of the script while it downloads, on a background thread. Other browsers
 * read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'tapcraft-compile-hints';

/** Prepends the compile hint to every script of the named chunk groups, after minifying. */
export class CompileHintsWebpackPlugin {
  constructor(private readonly chunkGroups: readonly string[]) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier, which would drop the comment; before the real
        // content hashes, which then cover it.
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING},
        () => {
          for (const name of this.chunkGroups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`${NAME}: the build has no chunk group named "${name}".`);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) {
                if (!file.endsWith('.js')) continue;
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(COMPILE_HINT, source),
                );
              }
            }
          }
        },
      );
    });
  }
}

/**
 * Chrome compiles a function the first time it is called, on the thread
 * that calls it. Search's code (the DocSearch modal, the search worker and
 * its engine) loads when a visitor is about to search and then runs almost
 * all at once: opening the modal compiles hundreds of functions on the main
 * thread and in the worker, while both race to show the first results. With
 * the hint, that work is done while the scripts download, off both threads.
 * Only these chunks get it: compiling all of the code every page loads up
 * front would cost more than it saves (UPGRADING.md has what it saves).
 */
export default function compileHintsPlugin(
  _context: LoadContext,
  {chunkGroups}: CompileHintsOptions,
): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {plugins: [new CompileHintsWebpackPlugin(chunkGroups)]};
    },
  };
}
