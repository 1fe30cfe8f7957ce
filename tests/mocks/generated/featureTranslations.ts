// Stand-in for a feature's share of the UI strings (src/i18n): empty, since
// tests fill the whole table of ./codeTranslations.ts instead.
const messages: Readonly<Record<string, string>> = {};
export default messages;
