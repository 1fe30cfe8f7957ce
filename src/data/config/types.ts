/**
 * Shapes shared by the configuration reference data (config file, command-line
 * flags, admin settings). Pure types: no React, no Docusaurus.
 */

/** A text in both site languages. `zh` is written for Chinese readers, not translated word by word. */
export interface Localized {
  readonly en: string;
  readonly zh: string;
}

/** Release tag of AList v3 such as `v3.41.0`. */
export type Version = `v3.${number}.${number}`;

/**
 * The newest AList v3 release these tables describe. Entries added after the
 * fact pack's commit (v3.38.0 + 2) carry a `since` tag up to this one.
 */
export const LATEST_DOCUMENTED_VERSION: Version = 'v3.45.0';
