import { resolve } from 'node:path';
import type { LandingPage } from '@platform/contracts';
import type { Plugin } from 'vite';

/** The file beside index.html the server reads (apps/server/src/workflows/page-boot.ts). */
export const LANDING_SCRIPTS_FILE = 'landing-scripts.json';

/** The module of each landing page, as src/app/lazy-pages.ts imports it. */
const LANDING_MODULES: Record<LandingPage, string> = {
  home: 'src/features/home/pages/home-page.tsx',
  lobby: 'src/features/games/pages/lobby-page.tsx',
  member: 'src/features/member/pages/member-page.tsx',
};

type ChunkInfo = { fileName: string; imports: readonly string[]; isEntry: boolean; name: string };

/**
 * Writes, for each landing page, the script files its chunk needs that index.html does not load
 * already: the server preloads them in the page of an address that opens there, so they download
 * beside the entry instead of after it has run. A landing module missing from the build fails it,
 * so a renamed page cannot silently lose its preloads.
 */
export const landingScripts = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'landing-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own hooks, which drop the chunks that held only CSS (a preload of one would 404).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkInfo>();
        const byModule = new Map<string, ChunkInfo>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, output);
          if (output.facadeModuleId) byModule.set(output.facadeModuleId, output);
        }
        const closure = (start: ChunkInfo) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          };
          visit(start.fileName);
          return seen;
        };
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
        if (!entry) return;
        const loaded = closure(entry);
        const scripts = Object.fromEntries(
          Object.entries(LANDING_MODULES).map(([landing, module]) => {
            const chunk = byModule.get(resolve(root, module));
            if (!chunk) throw new Error(`landing page ${landing}: no chunk for ${module}`);
            const files = [...closure(chunk)].filter((file) => chunks.has(file) && !loaded.has(file));
            return [landing, files.map((file) => `/${file}`)];
          }),
        );
        this.emitFile({
          type: 'asset',
          fileName: LANDING_SCRIPTS_FILE,
          source: `${JSON.stringify(scripts, null, 2)}\n`,
        });
      },
    },
  };
};
