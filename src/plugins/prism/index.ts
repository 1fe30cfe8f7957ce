import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themeVariablesCss, type PrismThemeLike} from '../../lib/content/prismThemeVars';

export interface PrismPluginOptions {
  readonly light: PrismThemeLike;
  readonly dark: PrismThemeLike;
}

/**
 * Code highlighting without Prism on page load (see src/theme/CodeBlock):
 *
 * - writes the CSS variables of the light and dark Prism themes, used by the
 *   variable theme that the config gives to both colour modes
 *   (src/lib/prismThemeVars.ts);
 * - takes the theme's client module that loads Prism and its extra languages
 *   into every page (`prism-include-languages`) out of the bundle: the code
 *   block's lazily loaded part (src/theme/CodeBlock/Highlighted.tsx) loads
 *   them when a block is highlighted in the browser, and the server loads
 *   them to render the pages.
 */
export default function prismPlugin(options: PrismPluginOptions): (context: LoadContext) => Plugin {
  return function prism(context) {
    const cssFile = path.join(context.generatedFilesDir, 'site-prism', 'theme-variables.css');
    const css = themeVariablesCss([
      {selector: ":root, [data-theme='light']", theme: options.light},
      {selector: "[data-theme='dark']", theme: options.dark},
    ]);
    fs.mkdirSync(path.dirname(cssFile), {recursive: true});
    if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
    return {
      name: 'site-prism',
      getClientModules() {
        return [cssFile];
      },
      configureWebpack(_config, _isServer, {currentBundler}) {
        return {
          plugins: [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              path.join(context.siteDir, 'src/clientModules/prismOnDemand.ts'),
            ),
          ],
        };
      },
    };
  };
}
