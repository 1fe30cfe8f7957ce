import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ToolClients} from '../../lib/tools/toolsConfig';

/** The global the default clients are compiled into; read by src/tools/shared/clients.ts only. */
export const TOOL_CLIENTS_GLOBAL = '__ALIST_TOOL_CLIENTS__';

/**
 * Compiles the tools' default OAuth clients (TOOLS_* variables) into the one
 * module that reads them, src/tools/shared/clients.ts, which only the token
 * tools import: they ship in the tool pages' chunks, not in the site
 * configuration every page loads. They stay public to every visitor of a
 * tool page (src/tools/README.md, "Default clients").
 */
export default function toolClientsPlugin(clients: ToolClients): (context: LoadContext) => Plugin {
  return function toolClients() {
    return {
      name: 'tool-clients',
      configureWebpack(_config, _isServer, {currentBundler}) {
        return {
          plugins: [new currentBundler.instance.DefinePlugin({[TOOL_CLIENTS_GLOBAL]: JSON.stringify(clients)})],
        };
      },
    };
  };
}
