// Stand-in for @docusaurus/theme-common in unit tests.
export const ThemeClassNames = {
  common: {backToTopButton: 'theme-back-to-top-button'},
  docs: {docMarkdown: 'theme-doc-markdown', docFooter: 'theme-doc-footer'},
  layout: {navbar: {containerLeft: 'navbar__left', containerRight: 'navbar__right'}},
};

export const mockColorMode: {colorMode: 'light' | 'dark'} = {colorMode: 'light'};

export function useColorMode(): {colorMode: 'light' | 'dark'; setColorMode: () => void} {
  return {colorMode: mockColorMode.colorMode, setColorMode: () => undefined};
}
