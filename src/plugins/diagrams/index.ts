import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Diagrams drawn before the build (src/lib/content/diagrams.ts): the server
 * build reads the drawings (src/lib/content/diagramDrawings.server.ts), the
 * browser's build gets the module that has none, so the SVG markup is in the
 * HTML only, never in a script.
 */
export default function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-diagrams',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /src[\\/]lib[\\/]content[\\/]diagramDrawings\.ts$/,
            path.join(context.siteDir, 'src/lib/content/diagramDrawings.server.ts'),
          ),
        ],
      };
    },
  };
}
