import {renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {MemoryRouter} from 'react-router-dom';
import {useLocalePage} from '@site/src/hooks/useLocalePage';
import type {PageDataGlobal} from '@site/src/lib/site/pageData';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {mockGlobalData} from '@site/tests/mocks/docusaurus/useGlobalData';

/** Page data as the build writes it: the SFTP page has another path in Chinese. */
const PAGE_DATA: PageDataGlobal = {
  routes: {
    en: {
      '/': 'page:/',
      '/guide/drivers/sfpt': 'guide/drivers/sfpt',
      '/guide/install/docker': 'guide/install/docker',
      '/only-english': 'only-english',
    },
    'zh-CN': {
      '/': 'page:/',
      '/guide/drivers/sftp': 'guide/drivers/sfpt',
      '/guide/install/docker': 'guide/install/docker',
    },
  },
  footers: {},
};

function localePageAt(url: string, locale: 'en' | 'zh-CN' = 'en') {
  mockContext.i18n.currentLocale = locale;
  mockContext.siteConfig.baseUrl = locale === 'en' ? '/' : '/zh/';
  const wrapper = ({children}: {children: ReactNode}) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useLocalePage(), {wrapper}).result.current;
}

beforeEach(() => {
  mockGlobalData['page-data'] = PAGE_DATA;
});

afterEach(() => {
  delete mockGlobalData['page-data'];
  mockContext.i18n.currentLocale = 'en';
  mockContext.siteConfig.baseUrl = '/';
  mockContext.i18n.localeConfigs['zh-CN']!.url = mockContext.siteConfig.url;
});

describe('this page in the other locale', () => {
  it('follows a page whose path differs between locales (sfpt → sftp)', () => {
    expect(localePageAt('/guide/drivers/sfpt')('zh-CN')).toEqual({
      href: '/zh/guide/drivers/sftp',
      sameSite: true,
      samePage: true,
    });
    expect(localePageAt('/zh/guide/drivers/sftp', 'zh-CN')('en').href).toBe('/guide/drivers/sfpt');
  });

  it('keeps the query and the hash on the same page', () => {
    expect(localePageAt('/guide/install/docker?x=1#run')('zh-CN').href).toBe('/zh/guide/install/docker?x=1#run');
    expect(localePageAt('/guide/install/docker.html')('zh-CN').href).toBe('/zh/guide/install/docker');
    expect(localePageAt('/guide/install/docker?x=1')('zh-CN', 'y=2').href).toBe('/zh/guide/install/docker?x=1&y=2');
  });

  it("leads to the locale's home, without query or hash, where the page is missing", () => {
    expect(localePageAt('/only-english?x=1#a')('zh-CN')).toEqual({href: '/zh/', sameSite: true, samePage: false});
    expect(localePageAt('/not-a-page')('zh-CN').href).toBe('/zh/');
  });

  it('home to home', () => {
    expect(localePageAt('/')('zh-CN')).toEqual({href: '/zh/', sameSite: true, samePage: true});
    expect(localePageAt('/zh/', 'zh-CN')('en')).toEqual({href: '/', sameSite: true, samePage: true});
  });

  it('gives a full URL for a locale hosted on another site', () => {
    mockContext.i18n.localeConfigs['zh-CN']!.url = 'https://zh.example.org';
    expect(localePageAt('/guide/install/docker')('zh-CN')).toEqual({
      href: 'https://zh.example.org/zh/guide/install/docker',
      sameSite: false,
      samePage: true,
    });
  });
});
