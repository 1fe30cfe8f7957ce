import path from 'path';
import fs from 'fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DRIVER_FILES} from '../../data/drivers/all';
import {driverIndexRows, type DriverPage} from '../../lib/content/drivers';

/**
 * Builds the rows of the drivers index (`<DriverIndex />`) for the locale being
 * built: every registered driver with what it mounts, how one signs in,
 * whether it writes, how downloads travel and the page that documents it.
 * The rows come from the driver data and the driver pages themselves, so the
 * index cannot drift from them; the page imports only this small JSON file,
 * not the data of every driver. Import it as
 * `@generated/driver-index/default/drivers.json`.
 */
export default function driverIndex(context: LoadContext): Plugin<unknown> {
  const {siteDir, i18n} = context;
  const locale = i18n.currentLocale;
  const localePath = i18n.localeConfigs[locale]?.path ?? locale;
  const pagesDir =
    locale === i18n.defaultLocale
      ? path.join(siteDir, 'docs/guide/drivers')
      : path.join(siteDir, 'i18n', localePath, 'docusaurus-plugin-content-docs/current/guide/drivers');
  return {
    name: 'driver-index',
    getPathsToWatch() {
      return [path.join(pagesDir, '*.mdx'), path.join(siteDir, 'src/data/drivers/*.ts')];
    },
    async loadContent() {
      const pages: DriverPage[] = [];
      for (const file of (await fs.readdir(pagesDir)).sort()) {
        if (!file.endsWith('.mdx')) continue;
        pages.push({file, source: await fs.readFile(path.join(pagesDir, file), 'utf8')});
      }
      return driverIndexRows(DRIVER_FILES, pages, locale);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('drivers.json', JSON.stringify(content));
    },
  };
}
