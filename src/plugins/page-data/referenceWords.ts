/**
 * Words a page shows through its reference components, for its reading time.
 *
 * A page's reading time is counted from its Markdown (src/lib/content/
 * frontMatter.ts), where `<ApiRoute id="fs-list" />` or `<ConfigTable
 * section="database" />` is one tag, although it renders a whole reference
 * block from src/data. Without them, the file system API page read "about 1
 * min" for 7,700 words. This counts the words of the data each such tag shows
 * (API routes and the shapes they use, driver options, the drivers index, the
 * configuration, settings and common-option tables, and a catalog's
 * descriptions), in the page's language, as the Markdown counter counts them:
 * every string of the data (descriptions, names, defaults), the field names of
 * a shape, and the keys and values of the examples, whose code the page shows
 * as the Markdown's own code blocks count. The labels the components add around
 * the data are not counted, but for a short allowance per row of the drivers
 * index.
 *
 * Build-time only (it holds every driver and API route): docusaurus.config.ts'
 * `parseFrontMatter`.
 */
import {findRoute} from '../../data/api';
import {SCHEMAS} from '../../data/api/schemas';
import type {ApiRoute} from '../../data/api/types';
import {COMMON_FIELDS} from '../../data/drivers/common';
import {DRIVER_FILES} from '../../data/drivers/all';
import type {DriverData} from '../../data/drivers/types';
import {CONFIG_ENTRIES} from '../../data/config/configFile';
import {SETTINGS, type SettingGroup} from '../../data/config/settings';
import {countWords} from '../../lib/chrome/readingTime';
import {shapesOf} from '../../lib/content/apiReference';
import {selectConfigEntries, settingsOfGroup} from '../../lib/content/configReference';
import {driverUsages} from '../../lib/content/drivers';
import {isLocalized, localeLanguage, pickLocalized} from '../../lib/site/localized';

export type ReferenceLocale = ReturnType<typeof localeLanguage>;

const LOCALE_FOLDER = /(?:^|\/)i18n\/([^/]+)\//;

/** The data's language for a Markdown file: `zh` under a Chinese locale's `i18n/` folder, else `en`. */
export function referenceLocale(filePath: string): ReferenceLocale {
  const locale = LOCALE_FOLDER.exec(filePath.split('\\').join('/'))?.[1];
  return locale === undefined ? 'en' : localeLanguage(locale);
}

/** `{en, zh}` strings of the data files. */
/**
 * Words of every string in `value`, taking the text of `{en, zh}` pairs the
 * locale shows (`pickLocalized`); the keys of a shape's `properties` are field names the page shows.
 */
export function dataWords(value: unknown, locale: ReferenceLocale): number {
  if (typeof value === 'string') return countWords(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + dataWords(item, locale), 0);
  if (typeof value === 'object' && value !== null) {
    // As the page shows it: an empty Chinese text falls back to the English one.
    if (isLocalized(value)) return countWords(pickLocalized(value, locale));
    return Object.entries(value).reduce(
      (sum: number, [key, item]) =>
        sum +
        (key === 'properties' && typeof item === 'object' && item !== null ? Object.keys(item).length : 0) +
        dataWords(item, locale),
      0,
    );
  }
  return 0;
}

/** Words of a JSON example as the page prints it: every key and every value. */
export function jsonWords(value: unknown): number {
  if (typeof value === 'string') return countWords(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + jsonWords(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce((sum: number, [key, item]) => sum + countWords(key) + jsonWords(item), 0);
  }
  return 0;
}

function routeWords(route: ApiRoute, locale: ReferenceLocale): number {
  const {example, ...rest} = route;
  return dataWords(rest, locale) + jsonWords(example);
}

let drivers: Map<string, DriverData> | undefined;

/** Every driver, by registered name. */
function allDrivers(): Map<string, DriverData> {
  drivers ??= new Map(Object.values(DRIVER_FILES).flatMap((file) => Object.entries(file)));
  return drivers;
}

function driverNamed(name: string): DriverData | undefined {
  return allDrivers().get(name);
}

/** The string value of a JSX attribute (`id="x"` or `id={'x'}`), if the tag has it. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|\\{\\s*['"]([^'"]*)['"]\\s*\\})`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Whether a JSX tag has a bare boolean attribute (`<ConfigTable topLevel />`). */
function hasFlag(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?=[\\s/>])`).test(tag);
}

/** Each opening tag of a component in MDX (self-closing or not). */
function tags(content: string, component: string): string[] {
  return content.match(new RegExp(`<${component}\\b[^>]*>`, 'g')) ?? [];
}

/**
 * Words the reference components of an MDX page render (see above); 0 for a
 * page without any. An API route or driver that is not found adds nothing (the
 * page's own build fails on it); an unknown configuration section or settings
 * group throws, as the table does.
 */
export function referenceWords(content: string, locale: ReferenceLocale): number {
  let words = 0;
  const routes: ApiRoute[] = [];
  for (const tag of tags(content, 'ApiRoute')) {
    const id = attribute(tag, 'id');
    const route = id === undefined ? undefined : findRoute(id);
    if (route) routes.push(route);
  }
  for (const route of routes) words += routeWords(route, locale);
  // The shapes of the page's own routes (a page lists the shapes of the groups it documents).
  if (tags(content, 'ApiShapes').length > 0) {
    for (const name of shapesOf(routes)) words += 1 + dataWords(SCHEMAS[name], locale);
  }
  for (const usage of driverUsages(content)) {
    if (usage.component !== 'DriverOptions') continue;
    const driver = usage.dir === undefined ? driverNamed(usage.driver) : DRIVER_FILES[usage.dir]?.[usage.driver];
    if (driver) words += dataWords(driver.fields, locale);
  }
  // One row per driver: its name, what it mounts and four short labels.
  if (tags(content, 'DriverIndex').length > 0) {
    for (const driver of allDrivers().values()) {
      words += dataWords([driver.name, driver.displayName, driver.mounts], locale) + 4;
    }
  }
  for (const tag of tags(content, 'ConfigTable')) {
    const section = attribute(tag, 'section');
    const rows = selectConfigEntries(CONFIG_ENTRIES, {section, topLevel: hasFlag(tag, 'topLevel')});
    words += dataWords(rows, locale);
  }
  for (const tag of tags(content, 'SettingsTable')) {
    const group = attribute(tag, 'group');
    if (group !== undefined) words += dataWords(settingsOfGroup(SETTINGS, group as SettingGroup), locale);
  }
  if (tags(content, 'CommonOptions').length > 0) words += dataWords(COMMON_FIELDS, locale);
  return words;
}

/** Words of the descriptions a page's `<Catalog />` lists (its front matter's `catalog_descriptions`). */
export function catalogWords(descriptions: Readonly<Record<string, string>> | undefined): number {
  return Object.values(descriptions ?? {}).reduce((sum, text) => sum + countWords(text), 0);
}
