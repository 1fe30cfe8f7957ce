/**
 * Rspack loader for `.docusaurus/codeTranslations.json`, the UI strings of
 * the locale being built, which Docusaurus puts into the entry bundle of
 * every page. The strings of features that load on their own (the token
 * tools, the search dialog, the overlays, the pricing page…) are taken out
 * of it; each feature imports its share as
 * `@generated/codeTranslations?feature=<name>` and adds it to the entry's
 * object before it renders (src/i18n). See src/plugins/slim.
 *
 * Loader options: `features`, feature name → the id prefixes of its strings;
 * `unused`, id prefixes of strings left out of every bundle.
 */
module.exports = function splitTranslations(source) {
  const messages = JSON.parse(source);
  const options = (this.getOptions && this.getOptions()) || {};
  const features = options.features || {};
  const unused = options.unused || [];
  const feature = new URLSearchParams((this.resourceQuery || '').replace(/^\?/, '')).get('feature');
  if (feature !== null && !Object.hasOwn(features, feature)) {
    throw new Error(`codeTranslations: unknown feature "${feature}" (known: ${Object.keys(features).join(', ')})`);
  }
  const prefixesOf = (name) => features[name];
  const allSplit = Object.values(features).flat();
  const kept = {};
  for (const [id, message] of Object.entries(messages)) {
    if (unused.some((prefix) => id.startsWith(prefix))) continue;
    const belongs =
      feature !== null
        ? prefixesOf(feature).some((prefix) => id.startsWith(prefix))
        : !allSplit.some((prefix) => id.startsWith(prefix));
    if (belongs) kept[id] = message;
  }
  return JSON.stringify(kept);
};
