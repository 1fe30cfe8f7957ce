import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readToolsConfig, type ToolsConfig} from '@site/src/lib/siteConfig';

/** The token tools' configuration (API servers, default clients), typed. */
export function useToolsConfig(): ToolsConfig {
  const {siteConfig} = useDocusaurusContext();
  return readToolsConfig(siteConfig.customFields);
}
