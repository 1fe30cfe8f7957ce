import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readToolsConfig, type ToolsConfig} from '@site/src/lib/tools/toolsConfig';
import {toolClients} from './clients';

/** The token tools' configuration: API servers (site configuration) and default clients (the tools' own chunk). */
export function useToolsConfig(): ToolsConfig {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () => ({apiServers: readToolsConfig(siteConfig.customFields).apiServers, clients: toolClients()}),
    [siteConfig.customFields],
  );
}
