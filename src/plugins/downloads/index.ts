import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INSTALLER_SOURCE, installerScripts} from '../../lib/content/installer';

/**
 * Files readers download with curl from the site root, and the pages that show them:
 *
 * - writes the one-line installer, `v3.sh` and `beta.sh`, generated from
 *   `src/installer/install.sh` (src/lib/content/installer.ts; src/installer/README.md),
 *   into the build root. Only the default locale's build is the site root;
 *   `docusaurus start` does not serve them.
 * - lets a page import a file's text with a `?raw` query
 *   (`import compose from '@site/static/docker-compose.yml?raw'`), so the page
 *   shows the very file that is served (`static/docker-compose.yml`).
 */
export default function downloads(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, INSTALLER_SOURCE);
  return {
    name: 'downloads',
    getPathsToWatch() {
      return [source];
    },
    configureWebpack() {
      return {module: {rules: [{resourceQuery: /^\?raw$/, type: 'asset/source'}]}};
    },
    async postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      const scripts = installerScripts(await fs.readFile(source, 'utf8'));
      await Promise.all(
        scripts.map(({file, content}) => fs.writeFile(path.join(outDir, file), content, {mode: 0o644})),
      );
    },
  };
}
