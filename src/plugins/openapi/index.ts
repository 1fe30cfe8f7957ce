import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_GROUPS} from '../../data/api';
import {buildOpenApi} from '../../lib/openapi';

/**
 * Writes the OpenAPI document of AList's HTTP API next to the built pages:
 * `openapi.json` at the root of each locale's output (`/openapi.json`,
 * `/zh/openapi.json`), with the descriptions in that locale. Built from the
 * same data as the reference pages (src/data/api), so both always agree.
 * The dev server does not serve it; run a build.
 */
export default function openApi(context: LoadContext): Plugin {
  return {
    name: 'openapi',
    async postBuild({outDir}) {
      const locale = context.i18n.currentLocale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
      const doc = buildOpenApi(API_GROUPS, locale, context.siteConfig.url);
      await fs.writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
    },
  };
}
