import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {ICON_NAMES, iconSvgFile} from '../../lib/icons';
import {iconAssetPath} from '../../lib/iconAsset';

/**
 * Emits every bundled icon (src/data/icons.ts) as a file, `img/icons/<name>.svg`,
 * from the client bundler, so `docusaurus start` serves them as well as the
 * build (under each locale's base URL). A page icon (front matter `icon`)
 * shows its file as a CSS mask: pages without one load nothing, and the
 * drawings stay out of the JavaScript of doc pages.
 */
class EmitIconFiles {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('site-icons', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'site-icons', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const name of ICON_NAMES) {
            const svg = iconSvgFile(name);
            if (svg) compilation.emitAsset(iconAssetPath(name).slice(1), new sources.RawSource(svg));
          }
        },
      );
    });
  }
}

export default function icons(): Plugin {
  return {
    name: 'icons',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitIconFiles()]};
    },
  };
}
