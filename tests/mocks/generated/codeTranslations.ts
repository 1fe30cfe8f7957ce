// Stand-in for the generated translation table. Tests may fill it with the
// messages of a locale (e.g. i18n/zh-CN/code.json) to check localized output.
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
export function useLocaleMessages(messages: Record<string, {message: string} | string>): void {
  for (const key of Object.keys(codeTranslations)) delete codeTranslations[key];
  for (const [id, value] of Object.entries(messages)) {
    codeTranslations[id] = typeof value === 'string' ? value : value.message;
  }
}
