import {mockContext} from './useDocusaurusContext';

export default function useBaseUrl(url: string): string {
  if (/^[a-z]+:/i.test(url) || url.startsWith('#')) return url;
  return mockContext.siteConfig.baseUrl.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`);
}

export function useBaseUrlUtils(): {withBaseUrl: (url: string) => string} {
  return {withBaseUrl: useBaseUrl};
}
