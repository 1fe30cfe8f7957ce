import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_GROUPS} from '../../data/api';
import {buildOpenApi} from '../../lib/content/openapi';
import {localeLanguage} from '../../lib/site/localized';

/**
 * The build side of the HTTP API reference (src/data/api):
 *
 * - writes the OpenAPI document next to the built pages, `openapi.json` at
 *   the root of each locale's output (`/openapi.json`, `/zh/openapi.json`),
 *   with the descriptions in that locale, from the same data as the pages;
 * - puts the code every reference page shares (the route component, shared
 *   shapes and helpers) in one chunk, which loads with the reference's
 *   islands (src/components/ApiReference: their small wrapper stays in each
 *   page's own chunk). Docusaurus only shares modules that
 *   half of all pages use, so each of the dozen API pages would carry its own
 *   copy, and a page that prefetches its siblings would fetch it a dozen times.
 *
 * The dev server does not serve the document; run a build.
 */
export default function apiReference(context: LoadContext): Plugin {
  return {
    name: 'api-reference',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                test: /[\\/]src[\\/](components[\\/]ApiReference[\\/]Reference\.tsx|data[\\/]api[\\/](common|schemas)\.ts|lib[\\/]content[\\/]apiReference\.ts)/,
                name: 'api-reference',
                chunks: 'async',
                enforce: true,
                priority: 30,
              },
            },
          },
        },
      };
    },
    async postBuild({outDir}) {
      const locale = localeLanguage(context.i18n.currentLocale);
      const doc = buildOpenApi(API_GROUPS, locale, context.siteConfig.url);
      await fs.writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
    },
  };
}
