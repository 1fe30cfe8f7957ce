import path from 'path';
import fs from 'fs/promises';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isDocPage, isMarkdown, listFiles} from '../../lib/site/files';
import {
  docPath,
  localeMoves,
  pagePath,
  type FooterOverride,
  type PageDataGlobal,
  type PageRoutes,
} from '../../lib/site/pageData';

/** What the plugin finds: every page's path per locale, and the footer overrides. */
export interface PageDataContent {
  readonly routes: PageRoutes;
  readonly footers: PageDataGlobal['footers'];
}

function footerOverride(frontMatter: Record<string, unknown>): FooterOverride | undefined {
  const override: {footer?: string | false; copyright?: string | false; license?: string} = {};
  for (const key of ['footer', 'copyright'] as const) {
    const value = frontMatter[key];
    if (typeof value === 'string' || value === false) override[key] = value;
  }
  if (typeof frontMatter.license === 'string') override.license = frontMatter.license;
  return Object.keys(override).length > 0 ? override : undefined;
}

/**
 * Collects page paths per locale and footer overrides; the pages get the
 * paths that differ between locales and the overrides (see lib/site/pageData).
 * Contributors travel in each page's front matter (./frontMatterData.ts).
 */
export default function pageData(context: LoadContext): Plugin<unknown> {
  const {siteDir, i18n} = context;
  return {
    name: 'page-data',
    async loadContent(): Promise<PageDataContent> {
      const routes: Record<string, Record<string, string>> = {};
      const footers: Record<string, Record<string, FooterOverride>> = {};
      const pages = listFiles(path.join(siteDir, 'src/pages'), (name) => /\.(tsx|jsx|md|mdx)$/.test(name));
      const enDocsDir = path.join(siteDir, 'docs');
      const docIds = listFiles(enDocsDir, isMarkdown).filter(isDocPage);
      for (const locale of i18n.locales) {
        const localeRoutes: Record<string, string> = {};
        const localeFooters: Record<string, FooterOverride> = {};
        const localePath = i18n.localeConfigs[locale]?.path ?? locale;
        const translatedDir = path.join(siteDir, 'i18n', localePath, 'docusaurus-plugin-content-docs/current');
        for (const file of docIds) {
          const translated = path.join(translatedDir, file);
          const source = locale === i18n.defaultLocale ? path.join(enDocsDir, file) : translated;
          const content = await fs
            .readFile(source, 'utf8')
            .catch(() => fs.readFile(path.join(enDocsDir, file), 'utf8'));
          const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: source, fileContent: content});
          const id = file.replace(/\.mdx?$/, '');
          const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
          const docRoute = docPath(id, slug);
          localeRoutes[docRoute] = id;
          const override = footerOverride(frontMatter);
          if (override) localeFooters[docRoute] = override;
        }
        for (const file of pages) {
          const route = pagePath(file);
          if (route !== undefined) localeRoutes[route] = `page:${route}`;
        }
        routes[locale] = localeRoutes;
        footers[locale] = localeFooters;
      }
      return {routes, footers};
    },
    async contentLoaded({content, actions}) {
      const {routes, footers} = content as PageDataContent;
      const global: PageDataGlobal = {moves: localeMoves(routes), footers};
      actions.setGlobalData(global);
    },
  };
}
