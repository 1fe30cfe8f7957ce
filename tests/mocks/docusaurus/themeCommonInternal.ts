// Stand-in for @docusaurus/theme-common/internal in unit tests.
export function useBackToTopButton(): {shown: boolean; scrollToTop: () => void} {
  return {shown: false, scrollToTop: () => undefined};
}
