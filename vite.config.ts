import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// manifest.webmanifest at the root is the one source of truth; the plugin only copies it into dist/.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      injectManifest: {
        // Audio never goes to the precache; the manifest is left out because the plugin adds it itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        globIgnores: ['**/*.mp3', '**/screenshot*.png'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app targets (es2022) knows <link rel="modulepreload">: no polyfill. And a lazy
    // page's own imports are not listed in the entry for preloading: that list grows with every page
    // (1.6 KB gzip of the first load with the listening screens) while the service worker precaches
    // every chunk right after the first visit anyway (ADR 016).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left to itself, Rolldown splits
        // every module that a lazy page also imports into a chunk of its own: a dozen small files on
        // the first load, which compress worse than one and cost ~3.5 KB gzip of the 120 KB budget.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
