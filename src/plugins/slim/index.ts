import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {TRANSLATION_FEATURES} from '../../i18n/features';

/**
 * Bundle trims that no option of Docusaurus offers, each small and local
 * (see scripts/README.md, "Page weight"):
 *
 * - the browser's copy of `@docusaurus/utils-common` requires all of tslib
 *   for one helper: that require gets ./tslib.js;
 * - the docs plugin's version props, loaded by every doc page, lose the
 *   doc descriptions (./trimVersionProps.cjs);
 * - the UI strings bundled with every page lose those of features that load
 *   on their own (./splitTranslations.cjs, src/i18n/features.ts);
 * - the server bundle has no lazy chunks (see `dynamicImportMode`).
 */
export default function slim(context: LoadContext): Plugin {
  const here = path.join(context.siteDir, 'src/plugins/slim');
  return {
    name: 'site-slim',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        module: {
          // The server bundle resolves every import() at once: a lazily loaded
          // component that is server-rendered (src/components/Island) is then
          // ready before the first page renders instead of suspending, which
          // would stream it with an inline script per boundary.
          ...(isServer && {parser: {javascript: {dynamicImportMode: 'eager' as const}}}),
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(here, 'trimVersionProps.cjs')}],
            },
            {
              test: /[\\/]codeTranslations\.json$/,
              use: [{loader: path.join(here, 'splitTranslations.cjs'), options: {features: TRANSLATION_FEATURES}}],
            },
          ],
        },
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^tslib$/,
                (resource: {context?: string; request?: string}) => {
                  if (resource.context && /[\\/]@docusaurus[\\/]utils-common[\\/]/.test(resource.context)) {
                    resource.request = path.join(here, 'tslib.js');
                  }
                },
              ),
            ],
      };
    },
  };
}
