/**
 * Site-wide constants: product identity, repositories and community links.
 * Everything that names the program or links out to its ecosystem reads from
 * here, so a rename or a moved repository is a one-line change.
 * Pure data: imported by docusaurus.config.ts (Node) and by components (browser).
 */

export type SiteLocale = 'en' | 'zh-CN';

export const DEFAULT_LOCALE: SiteLocale = 'en';
export const LOCALES: readonly SiteLocale[] = ['en', 'zh-CN'];

export interface LocaleMeta {
  /** `<html lang>` */
  readonly htmlLang: string;
  /** Label in the language dropdown. */
  readonly label: string;
  /** Base URL of the locale, always with leading and trailing slash. */
  readonly baseUrl: string;
  readonly title: string;
  readonly description: string;
}

export const LOCALE_META: Readonly<Record<SiteLocale, LocaleMeta>> = {
  en: {
    htmlLang: 'en-US',
    label: 'English',
    baseUrl: '/',
    title: 'AList Docs',
    description: 'Documentation for AList v3',
  },
  'zh-CN': {
    htmlLang: 'zh-CN',
    label: '简体中文',
    baseUrl: '/zh/',
    title: 'AList 文档',
    description: 'AList v3 的使用与开发文档',
  },
};

export const PRODUCT = {
  name: 'AList',
  majorVersion: 'v3',
  author: 'Andy Hsu',
  license: 'AGPL-3.0',
  repo: 'alist-org/alist',
  repoUrl: 'https://github.com/alist-org/alist',
  releasesUrl: 'https://github.com/alist-org/alist/releases',
  webRepoUrl: 'https://github.com/alist-org/alist-web',
} as const;

/** Where this documentation's own sources live (edit links). */
export const DOCS_REPO = {
  repo: 'alist-org/docs',
  branch: 'main',
  /** Folder of this site inside the docs repository ('' when it is the root). */
  docsDir: '',
  url: 'https://github.com/alist-org/docs',
} as const;

export const SITE_URL = 'https://alist.nn.ci';

export const COMMUNITY = {
  discussions: 'https://github.com/alist-org/alist/discussions',
  telegram: 'https://t.me/alist_chat',
  discord: 'https://discord.gg/F4ymsH4xv2',
} as const;

export const MORE_LINKS = {
  demo: 'https://alist.pages.dev',
  v2Docs: 'https://alist-doc.nn.ci',
  desktop: 'https://ad.nn.ci',
  newSite: 'https://alistgo.com',
} as const;

/** First year of the project, for the copyright line. */
export const COPYRIGHT_SINCE = 2022;

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
