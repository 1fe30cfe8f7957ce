import {readdirSync, readFileSync, statSync} from 'fs';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import toolClientsPlugin, {TOOL_CLIENTS_GLOBAL} from '@site/src/plugins/tool-clients';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('default clients in the tools chunk', () => {
  it('compiles the clients into the one global the tools read', () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const plugin = toolClientsPlugin({onedrive: {}, dropbox: {clientId: 'dbx'}})({} as LoadContext);
    const result = plugin.configureWebpack?.(
      {},
      false,
      {currentBundler: {instance: {DefinePlugin}}} as never,
      undefined,
    );
    const [define] = (result as unknown as {plugins: DefinePlugin[]}).plugins;
    expect(define?.definitions).toEqual({
      [TOOL_CLIENTS_GLOBAL]: JSON.stringify({onedrive: {}, dropbox: {clientId: 'dbx'}}),
    });
  });

  it('only the token tools read that global, so it never lands in the bundle of every page', () => {
    const src = path.join(__dirname, '../../../src');
    const readers = files(src).filter((file) => readFileSync(file, 'utf8').includes(TOOL_CLIENTS_GLOBAL));
    expect(readers.map((file) => path.relative(src, file))).toEqual([
      'plugins/tool-clients/index.ts',
      'tools/shared/clients.ts',
    ]);
    // The configuration every page loads carries the API servers, not the clients.
    // Paths relative to src/ (a checkout may itself live under a folder named `tools`); imports, not comments.
    const importers = files(src).filter(
      (file) =>
        !path.relative(src, file).startsWith(`tools${path.sep}`) &&
        /from '[^']*tools\/shared\/(clients|useToolsConfig)'/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
