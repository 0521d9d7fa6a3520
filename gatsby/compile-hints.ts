/**
 * V8's compile hint for the scripts every page runs at once. Chrome compiles a function only when
 * it is first called, on the main thread; for the entry scripts (React, Gatsby's runtime, the
 * site's entry code and the store's chunk) that lazy compiling was about a third of the longest
 * task of a page load on a phone. A file that starts with `//# allFunctionsCalledOnLoad` is
 * compiled whole while it streams in, off the main thread (https://v8.dev/blog/explicit-compile-hints).
 * Browsers without the feature read a comment.
 *
 * The comment is put in after minification (which would drop it) and before the source maps are
 * written, so the maps still point at the right lines.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const PLUGIN = 'CompileHintsPlugin';

export class CompileHintsPlugin {
  /** `loadsAtOnce`: the named chunk groups (besides the entry) every page loads and runs at once. */
  constructor(private readonly loadsAtOnce: (groupName: string) => boolean = () => false) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          // The initial chunks, and every chunk of the groups named (with the vendor chunks split from them).
          const onLoad = new Set([...compilation.chunks].filter((chunk) => chunk.canBeInitial()));
          for (const [name, group] of compilation.namedChunkGroups)
            if (this.loadsAtOnce(name)) for (const chunk of group.chunks) onLoad.add(chunk);
          for (const chunk of onLoad) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
