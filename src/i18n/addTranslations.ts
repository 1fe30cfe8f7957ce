import codeTranslations from '@generated/codeTranslations';

/**
 * Adds a feature's share of the UI strings (see ./features.ts) to the object
 * that `translate()` and `<Translate>` read, before the feature renders.
 */
export function addTranslations(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations as Record<string, string>, messages);
}
