interface MockContext {
  siteConfig: {
    title: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, {htmlLang: string; label: string; baseUrl: string; url: string}>;
  };
}

export const mockContext: MockContext = {
  siteConfig: {title: 'AList Docs', url: 'https://alist.nn.ci', baseUrl: '/', customFields: {}, themeConfig: {}},
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en', 'zh-CN'],
    localeConfigs: {
      en: {htmlLang: 'en-US', label: 'English', baseUrl: '/', url: 'https://alist.nn.ci'},
      'zh-CN': {htmlLang: 'zh-CN', label: '简体中文', baseUrl: '/zh/', url: 'https://alist.nn.ci'},
    },
  },
};

export default function useDocusaurusContext(): MockContext {
  return mockContext;
}
