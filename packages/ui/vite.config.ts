import { existsSync, readdirSync, readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/** One entry per component folder, so each gets its own subpath (kept in package.json by sync-exports). */
const componentEntries = Object.fromEntries(
  readdirSync(new URL('./src/components', import.meta.url))
    .filter((name) => existsSync(new URL(`./src/components/${name}/index.ts`, import.meta.url)))
    .map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
);

/**
 * Library build: ESM only, one module per source file (so each subpath pulls in only what it uses),
 * declarations beside them. The CSS entry is built separately by the Tailwind CLI (see "build").
 */
export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      exclude: ['**/*.stories.tsx', '**/*.test.*', '**/*.fixtures.*'],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        ...componentEntries,
        'i18n/index': 'src/i18n/index.ts',
        'provider/index': 'src/provider/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
