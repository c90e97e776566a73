import { resolve } from 'node:path';
import type { LandingPage } from '@platform/contracts';
import type { Plugin } from 'vite';

/** The file beside index.html the server reads (apps/server/src/workflows/page-boot.ts). */
export const LANDING_PRELOADS_FILE = 'landing-preloads.json';

/**
 * The modules each landing page draws with: the page, as src/app/lazy-pages.ts imports it, and on
 * the member centre (where only members land) the header's member area, which the header loads
 * once it knows a member is logged in.
 */
const LANDING_MODULES: Record<LandingPage, readonly string[]> = {
  home: ['src/features/home/pages/home-page.tsx'],
  lobby: ['src/features/games/pages/lobby-page.tsx'],
  member: ['src/features/member/pages/member-page.tsx', 'src/app/layout/member-area.tsx'],
};

type ChunkInfo = {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  name: string;
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Writes, for each landing page, the scripts and stylesheets its modules need that index.html
 * does not carry already: the server adds them to the page of an address that opens there, so
 * they download with the site's own scripts instead of after the site has run and asked for the
 * page (docs/ARCHITECTURE.md, "The site page"). A landing module missing from the build fails it,
 * so a renamed page cannot silently lose its preloads.
 */
export const landingPreloads = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'landing-preloads',
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
        /** A chunk and every chunk it imports statically. */
        const closure = (start: ChunkInfo) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName) || !chunks.has(fileName)) return;
            seen.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          };
          visit(start.fileName);
          return [...seen];
        };
        const stylesOf = (files: readonly string[]) =>
          files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
        if (!entry) return;
        const loaded = new Set(closure(entry));
        const inPage = new Set(stylesOf([...loaded]));
        const preloads = Object.fromEntries(
          Object.entries(LANDING_MODULES).map(([landing, modules]) => {
            const scripts = modules.flatMap((module) => {
              const chunk = byModule.get(resolve(root, module));
              if (!chunk) throw new Error(`landing page ${landing}: no chunk for ${module}`);
              return closure(chunk).filter((file) => !loaded.has(file));
            });
            const styles = stylesOf(scripts).filter((file) => !inPage.has(file));
            return [landing, [...new Set([...scripts, ...styles])].map((file) => `/${file}`)];
          }),
        );
        this.emitFile({
          type: 'asset',
          fileName: LANDING_PRELOADS_FILE,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
};
