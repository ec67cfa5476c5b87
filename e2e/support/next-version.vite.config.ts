import { mergeConfig, type Plugin } from 'vite';
import app from '../../vite.config';

// The app's build as a next release would make it (e2e/offline/service-worker-update.spec.ts): the same
// code, marked in its page and its entry script so both change, and with them the service worker's
// precache list — which is how a browser learns that there is a new version.

const nextVersion: Plugin = {
  name: 'fablecast-next-version',
  transformIndexHtml: (html) =>
    html.replace('</head>', '  <meta name="fablecast-build" content="next" />\n  </head>'),
  transform(code, id) {
    if (!id.endsWith('/src/main.tsx')) return null;
    return { code: `${code}\ndocument.documentElement.dataset.build = 'next';\n`, map: null };
  },
};

export default mergeConfig(app, { plugins: [nextVersion] });
