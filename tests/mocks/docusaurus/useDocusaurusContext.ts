interface MockContext {
  siteConfig: {
    title: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, {htmlLang: string; label: string; baseUrl: string}>;
  };
}

export const mockContext: MockContext = {
  siteConfig: {title: 'AList Docs', baseUrl: '/', customFields: {}, themeConfig: {}},
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en', 'zh-CN'],
    localeConfigs: {
      en: {htmlLang: 'en-US', label: 'English', baseUrl: '/'},
      'zh-CN': {htmlLang: 'zh-CN', label: '简体中文', baseUrl: '/zh/'},
    },
  },
};

export default function useDocusaurusContext(): MockContext {
  return mockContext;
}
