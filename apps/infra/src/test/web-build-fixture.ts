/**
 * A small web build shaped as `build:web` makes it (tests): index.html with an inline script, a
 * hashed settings chunk carrying every placeholder, another hashed chunk and its (hidden) source
 * map, an unhashed public file and Vite's manifest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { WEB_PLACEHOLDERS } from '../web-build';

export const FIXTURE_INLINE_SCRIPT = "(() => { document.documentElement.dataset.preload = 'yes'; })();";

export function writeFixtureWebBuild(dir: string): string {
  const files: Record<string, string> = {
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <script>${FIXTURE_INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <script type="application/ld+json">{"@type": "WebSite"}</script>
  </head>
  <body><div id="root"></div></body>
</html>
`,
    // Its source map, written beside it but named nowhere (`build.sourcemap: 'hidden'`).
    'assets/index-Ab12Cd34.js': "import('./config-Ef56Gh78.js');\n",
    'assets/index-Ab12Cd34.js.map': '{"version":3,"sources":["src/main.tsx"],"mappings":""}\n',
    'assets/config-Ef56Gh78.js': `var e={apiUrl:\`${WEB_PLACEHOLDERS.apiUrl}\`,identity:{userPoolId:\`${WEB_PLACEHOLDERS.userPoolId}\`,clientId:\`${WEB_PLACEHOLDERS.clientId}\`,region:\`${WEB_PLACEHOLDERS.region}\`}};export{e as t};\n`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    '.vite/manifest.json': '{}\n',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
