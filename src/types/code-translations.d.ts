// A feature's share of the UI strings (src/i18n, src/plugins/slim).
declare module '@generated/codeTranslations?feature=*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
