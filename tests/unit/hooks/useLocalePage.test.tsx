import {renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {MemoryRouter} from 'react-router-dom';
import {useLocalePage} from '@site/src/hooks/useLocalePage';
import type {PageDataGlobal} from '@site/src/lib/site/pageData';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {mockGlobalData} from '@site/tests/mocks/docusaurus/useGlobalData';
import routes from '@generated/routes';

/** Page data as the build writes it: the SFTP page has another path in Chinese, one page is English only. */
const PAGE_DATA: PageDataGlobal = {
  moves: {
    en: {'zh-CN': {'/guide/drivers/sfpt': '/guide/drivers/sftp', '/only-english': null}},
    'zh-CN': {en: {'/guide/drivers/sftp': '/guide/drivers/sfpt'}},
  },
  footers: {},
};

/** The route table of both locales (each build has its own; the hook asks with the locale's base URL). */
const ROUTES = [
  {path: '/', exact: true},
  {path: '/zh/', exact: true},
  {
    path: '/',
    routes: [
      '/guide/drivers/sfpt',
      '/guide/install/docker',
      '/only-english',
      '/zh/guide/drivers/sftp',
      '/zh/guide/install/docker',
    ].map((path) => ({path, exact: true})),
  },
];

function localePageAt(url: string, locale: 'en' | 'zh-CN' = 'en') {
  mockContext.i18n.currentLocale = locale;
  mockContext.siteConfig.baseUrl = locale === 'en' ? '/' : '/zh/';
  const wrapper = ({children}: {children: ReactNode}) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useLocalePage(), {wrapper}).result.current;
}

beforeEach(() => {
  mockGlobalData['page-data'] = PAGE_DATA;
  (routes as unknown[]).push(...ROUTES);
});

afterEach(() => {
  delete mockGlobalData['page-data'];
  (routes as unknown[]).length = 0;
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
