import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {DocFrontMatter} from '@docusaurus/plugin-content-docs';

/**
 * Front-matter keys of the site beyond Docusaurus' own (CONTRIBUTING.md,
 * "Front matter"). Values come from Markdown, so each is `unknown` until a
 * reader checks it; the page-info keys are read by `lib/chrome/pageInfo`.
 */
export interface SiteFrontMatter extends DocFrontMatter {
  readonly breadcrumb?: unknown;
  readonly comment?: unknown;
  readonly lastUpdated?: unknown;
  readonly contributors?: unknown;
  readonly footer?: unknown;
  readonly copyright?: unknown;
  readonly license?: unknown;
  /** A bundled icon's name; the build drops names it does not know (lib/content/frontMatter). */
  readonly icon?: unknown;
  readonly [key: string]: unknown;
}

/** The current doc's front matter with the site's keys typed: the one place that widens the theme's type. */
export function useSiteFrontMatter(): SiteFrontMatter {
  return useDoc().frontMatter as SiteFrontMatter;
}

/**
 * The current doc's front matter, or `undefined` on a page that renders doc
 * components without a doc: a generated-index category page renders the
 * breadcrumbs, the version banner and badge and the doc cards outside the
 * theme's DocProvider, where `useDoc` throws.
 */
export function useSiteFrontMatterIfDoc(): SiteFrontMatter | undefined {
  try {
    return useSiteFrontMatter();
  } catch (error) {
    // useDoc's only error: no DocProvider above (theme-common's ReactContextError).
    if (error instanceof Error && error.name === 'ReactContextError') return undefined;
    throw error;
  }
}
