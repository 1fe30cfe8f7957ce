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
import {RELEASES} from '../../data/releases';
import {addCounts, countText, NO_TEXT, scaleCount, type TextCount} from '../../lib/chrome/readingTime';
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
export function dataWords(value: unknown, locale: ReferenceLocale): TextCount {
  if (typeof value === 'string') return countText(value);
  if (Array.isArray(value)) return addCounts(...value.map((item) => dataWords(item, locale)));
  if (typeof value === 'object' && value !== null) {
    // As the page shows it: an empty Chinese text falls back to the English one.
    if (isLocalized(value)) return countText(pickLocalized(value, locale));
    return addCounts(
      ...Object.entries(value).map(([key, item]) =>
        addCounts(
          key === 'properties' && typeof item === 'object' && item !== null
            ? countText(Object.keys(item).join(' '))
            : NO_TEXT,
          dataWords(item, locale),
        ),
      ),
    );
  }
  return NO_TEXT;
}

const ONE_WORD: TextCount = {words: 1, cjk: 0};

/** Words of a JSON example as the page prints it: every key and every value. */
export function jsonWords(value: unknown): TextCount {
  if (typeof value === 'string') return countText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return ONE_WORD;
  if (Array.isArray(value)) return addCounts(...value.map(jsonWords));
  if (typeof value === 'object') {
    return addCounts(...Object.entries(value).map(([key, item]) => addCounts(countText(key), jsonWords(item))));
  }
  return NO_TEXT;
}

function routeWords(route: ApiRoute, locale: ReferenceLocale): TextCount {
  const {example, ...rest} = route;
  return addCounts(dataWords(rest, locale), jsonWords(example));
}

/**
 * The changelog (`<Changelog />`, src/data/releases.ts): each release's version and date, its highlights in the
 * page's language, and the one-word label of a breaking change. The charts above it (`<ReleaseCharts />`) are not text.
 */
export function changelogWords(locale: ReferenceLocale): TextCount {
  return addCounts(
    ...RELEASES.map((release) =>
      addCounts(
        countText(`${release.version} ${release.date ?? ''}`),
        ...release.highlights.map((h) =>
          addCounts(countText(pickLocalized(h, locale)), h.breaking ? BREAKING_LABEL[locale] : NO_TEXT),
        ),
      ),
    ),
  );
}

/** The badge of a breaking change: `Breaking`, `破坏性变更` (`changelog.release.breaking` of i18n/zh-CN/code.json). */
const BREAKING_LABEL: Readonly<Record<ReferenceLocale, TextCount>> = {en: {words: 1, cjk: 0}, zh: {words: 0, cjk: 5}};

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
export function referenceWords(content: string, locale: ReferenceLocale): TextCount {
  const counts: TextCount[] = [];
  const routes: ApiRoute[] = [];
  for (const tag of tags(content, 'ApiRoute')) {
    const id = attribute(tag, 'id');
    const route = id === undefined ? undefined : findRoute(id);
    if (route) routes.push(route);
  }
  for (const route of routes) counts.push(routeWords(route, locale));
  // The shapes of the page's own routes (a page lists the shapes of the groups it documents).
  if (tags(content, 'ApiShapes').length > 0) {
    for (const name of shapesOf(routes)) counts.push(ONE_WORD, dataWords(SCHEMAS[name], locale));
  }
  for (const usage of driverUsages(content)) {
    if (usage.component !== 'DriverOptions') continue;
    const driver = usage.dir === undefined ? driverNamed(usage.driver) : DRIVER_FILES[usage.dir]?.[usage.driver];
    if (driver) counts.push(dataWords(driver.fields, locale));
  }
  // One row per driver: its name, what it mounts and four short labels.
  if (tags(content, 'DriverIndex').length > 0) {
    for (const driver of allDrivers().values()) {
      counts.push(dataWords([driver.name, driver.displayName, driver.mounts], locale), scaleCount(ONE_WORD, 4));
    }
  }
  for (const tag of tags(content, 'ConfigTable')) {
    const section = attribute(tag, 'section');
    const rows = selectConfigEntries(CONFIG_ENTRIES, {section, topLevel: hasFlag(tag, 'topLevel')});
    counts.push(dataWords(rows, locale));
  }
  for (const tag of tags(content, 'SettingsTable')) {
    const group = attribute(tag, 'group');
    if (group !== undefined) counts.push(dataWords(settingsOfGroup(SETTINGS, group as SettingGroup), locale));
  }
  if (tags(content, 'CommonOptions').length > 0) counts.push(dataWords(COMMON_FIELDS, locale));
  if (tags(content, 'Changelog').length > 0) counts.push(changelogWords(locale));
  return addCounts(...counts);
}

/** Words of the descriptions a page's `<Catalog />` lists (its front matter's `catalog_descriptions`). */
export function catalogWords(descriptions: Readonly<Record<string, string>> | undefined): TextCount {
  return addCounts(...Object.values(descriptions ?? {}).map(countText));
}
