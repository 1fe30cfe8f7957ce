/**
 * Front matter of home pages (`src/pages/index.mdx` and its Chinese copy):
 * reads the untyped YAML values into typed, validated data for the home page
 * components. Entries that lack their required fields are dropped, so a typo
 * in one feature never breaks the page; `homeFrontMatterProblems` reports them
 * for the content tests.
 */
import {isRecord} from '../unknown';

export type ActionType = 'primary' | 'secondary';
export type HighlightListType = 'order' | 'no-order' | 'un-order';
export type StyleObject = Readonly<Record<string, string | number>>;

export interface HomeAction {
  readonly text: string;
  readonly link: string;
  readonly type: ActionType;
}

export interface HomeFeature {
  readonly title: string;
  readonly details?: string;
  readonly icon?: string;
  readonly link?: string;
}

export interface HomeHighlight {
  readonly header: string;
  readonly description?: string;
  readonly image?: string;
  readonly imageDark?: string;
  readonly bgImage?: string;
  readonly bgImageDark?: string;
  readonly bgImageStyle?: StyleObject;
  readonly type: HighlightListType;
  readonly features: readonly HomeFeature[];
}

export interface HomeMedia {
  readonly name: string;
  readonly url: string;
  readonly icon?: string;
}

export interface HomeFrontMatter {
  readonly variant: 'home' | 'portfolio';
  readonly title?: string;
  readonly heroText?: string;
  readonly tagline?: string;
  readonly heroImage?: string;
  readonly heroImageDark?: string;
  readonly heroAlt?: string;
  readonly heroImageStyle?: StyleObject;
  readonly heroFullScreen: boolean;
  readonly bgImage?: string;
  readonly bgImageDark?: string;
  readonly bgImageStyle?: StyleObject;
  readonly actions: readonly HomeAction[];
  readonly features: readonly HomeFeature[];
  readonly highlights: readonly HomeHighlight[];
  // Portfolio variant.
  readonly name?: string;
  readonly avatar?: string;
  readonly avatarDark?: string;
  readonly welcome?: string;
  readonly titles: readonly string[];
  readonly medias: readonly HomeMedia[];
}

type UnknownRecord = Readonly<Record<string, unknown>>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Drops undefined properties, so `exactOptionalPropertyTypes`-style equality holds in tests. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function camelCase(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * An inline style from front matter: a YAML map (`{maxWidth: 200px}` or
 * `{max-width: 200px}`) or a CSS declaration string (`max-width: 200px; border-radius: 50%`).
 */
export function parseStyle(value: unknown): StyleObject | undefined {
  const entries: [string, string | number][] = [];
  if (typeof value === 'string') {
    for (const declaration of value.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon <= 0) continue;
      const property = declaration.slice(0, colon).trim();
      const propertyValue = declaration.slice(colon + 1).trim();
      if (property && propertyValue) entries.push([camelCase(property), propertyValue]);
    }
  } else if (isRecord(value)) {
    for (const [property, propertyValue] of Object.entries(value)) {
      if (typeof propertyValue === 'number' && Number.isFinite(propertyValue)) {
        entries.push([camelCase(property.trim()), propertyValue]);
      } else if (typeof propertyValue === 'string' && propertyValue.trim() !== '') {
        entries.push([camelCase(property.trim()), propertyValue.trim()]);
      }
    }
  }
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function parseAction(value: unknown): HomeAction | undefined {
  if (!isRecord(value)) return undefined;
  const label = text(value.text);
  const link = text(value.link);
  if (!label || !link) return undefined;
  return {text: label, link, type: value.type === 'primary' ? 'primary' : 'secondary'};
}

function parseFeature(value: unknown): HomeFeature | undefined {
  if (!isRecord(value)) return undefined;
  const title = text(value.title);
  if (!title) return undefined;
  return compact({title, details: text(value.details), icon: text(value.icon), link: text(value.link)});
}

const LIST_TYPES: readonly HighlightListType[] = ['order', 'no-order', 'un-order'];

function parseHighlight(value: unknown): HomeHighlight | undefined {
  if (!isRecord(value)) return undefined;
  const header = text(value.header);
  if (!header) return undefined;
  const type = LIST_TYPES.find((t) => t === value.type) ?? 'un-order';
  return compact({
    header,
    description: text(value.description),
    image: text(value.image),
    imageDark: text(value.imageDark),
    bgImage: text(value.bgImage),
    bgImageDark: text(value.bgImageDark),
    bgImageStyle: parseStyle(value.bgImageStyle),
    type,
    features: defined(list(value.features).map(parseFeature)),
  });
}

function parseMedia(value: unknown): HomeMedia | undefined {
  if (!isRecord(value)) return undefined;
  const name = text(value.name);
  const url = text(value.url);
  if (!name || !url) return undefined;
  return compact({name, url, icon: text(value.icon)});
}

function defined<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((v): v is T => v !== undefined);
}

/** Whether a page's front matter asks for the home page layout. */
export function isHomeFrontMatter(frontMatter: UnknownRecord): boolean {
  return frontMatter.home === true || frontMatter.portfolio === true;
}

export function parseHomeFrontMatter(frontMatter: UnknownRecord): HomeFrontMatter {
  return compact({
    variant: frontMatter.portfolio === true ? 'portfolio' : 'home',
    title: text(frontMatter.title),
    heroText: text(frontMatter.heroText),
    tagline: text(frontMatter.tagline),
    heroImage: text(frontMatter.heroImage),
    heroImageDark: text(frontMatter.heroImageDark),
    heroAlt: text(frontMatter.heroAlt),
    heroImageStyle: parseStyle(frontMatter.heroImageStyle),
    heroFullScreen: frontMatter.heroFullScreen === true,
    bgImage: text(frontMatter.bgImage),
    bgImageDark: text(frontMatter.bgImageDark),
    bgImageStyle: parseStyle(frontMatter.bgImageStyle),
    actions: defined(list(frontMatter.actions).map(parseAction)),
    features: defined(list(frontMatter.features).map(parseFeature)),
    highlights: defined(list(frontMatter.highlights).map(parseHighlight)),
    name: text(frontMatter.name),
    avatar: text(frontMatter.avatar),
    avatarDark: text(frontMatter.avatarDark),
    welcome: text(frontMatter.welcome),
    titles: defined(list(frontMatter.titles).map(text)),
    medias: defined(list(frontMatter.medias).map(parseMedia)),
  });
}

/** Entries of the front matter that `parseHomeFrontMatter` would drop, described for a writer. */
export function homeFrontMatterProblems(frontMatter: UnknownRecord): string[] {
  const problems: string[] = [];
  const check = (key: string, required: readonly string[], items: readonly unknown[]): void => {
    items.forEach((item, i) => {
      const missing = isRecord(item) ? required.filter((field) => !text(item[field])) : required;
      if (missing.length > 0) problems.push(`${key}[${i}] needs ${missing.join(', ')}`);
    });
  };
  check('actions', ['text', 'link'], list(frontMatter.actions));
  check('features', ['title'], list(frontMatter.features));
  check('highlights', ['header'], list(frontMatter.highlights));
  list(frontMatter.highlights).forEach((highlight, i) => {
    if (!isRecord(highlight)) return;
    if (highlight.type !== undefined && !LIST_TYPES.some((t) => t === highlight.type)) {
      problems.push(`highlights[${i}].type must be one of ${LIST_TYPES.join(', ')}`);
    }
    check(`highlights[${i}].features`, ['title'], list(highlight.features));
  });
  check('medias', ['name', 'url'], list(frontMatter.medias));
  return problems;
}
