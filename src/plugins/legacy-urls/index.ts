import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CANONICALIZE_SCRIPT, sectionIndexCopies} from '../../lib/site/legacyUrls';

/** Keeps the historical `/x.html` and `/x/` URLs working (see lib/site/legacyUrls). */
export default function legacyUrls(context: LoadContext): Plugin {
  return {
    name: 'legacy-urls',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: CANONICALIZE_SCRIPT}]};
    },
    async postBuild({outDir, routesPaths}) {
      const copies = sectionIndexCopies(routesPaths, context.baseUrl);
      await Promise.all(
        copies.map(async ({from, to}) => {
          const target = path.join(outDir, to);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.copyFile(path.join(outDir, from), target);
        }),
      );
    },
  };
}
