import {readToolClients, type ToolClients} from '@site/src/lib/tools/toolsConfig';

declare const __ALIST_TOOL_CLIENTS__: unknown;

/**
 * The default OAuth clients configured at build time (TOOLS_* variables),
 * typed. The build compiles them into this module only (src/plugins/tool-clients),
 * so they ship with the token tools' chunks and not with every page. Outside
 * a build (unit tests) they come from `globalThis.__ALIST_TOOL_CLIENTS__`.
 */
export function toolClients(): ToolClients {
  return readToolClients(typeof __ALIST_TOOL_CLIENTS__ === 'undefined' ? undefined : __ALIST_TOOL_CLIENTS__);
}
