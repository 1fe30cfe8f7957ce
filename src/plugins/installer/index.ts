import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INSTALLER_SOURCE, installerScripts} from '../../lib/installer';

/**
 * Writes the one-line installer to the root of the build: `v3.sh` and
 * `beta.sh`, both from `src/installer/install.sh` (see src/lib/installer.ts
 * and scripts/README.md). Only the default locale's build is the site root;
 * `docusaurus start` does not serve the scripts.
 */
export default function installer(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, INSTALLER_SOURCE);
  return {
    name: 'installer-scripts',
    getPathsToWatch() {
      return [source];
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
