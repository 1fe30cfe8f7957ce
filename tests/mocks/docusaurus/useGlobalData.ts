// Stand-in for @docusaurus/useGlobalData in unit tests: plugin data set by the test.
export const mockGlobalData: Record<string, unknown> = {};

export function usePluginData(pluginName: string): unknown {
  return mockGlobalData[pluginName];
}

export default function useGlobalData(): Record<string, unknown> {
  return mockGlobalData;
}
