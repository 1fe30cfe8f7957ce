import '@site/src/i18n/search';
import {translate} from '@docusaurus/Translate';
import type {ButtonTranslations, ModalTranslations} from '@docsearch/react';

/**
 * Texts of the search button and dialog in the current locale. Strings the
 * Docusaurus Algolia theme also shows keep its `theme.SearchModal.*` ids;
 * the states this site words its own way use `search.*` ids.
 */
export interface SearchTranslations {
  readonly button: ButtonTranslations;
  readonly modal: ModalTranslations;
  readonly placeholder: string;
  /** Accessible name of the dialog. */
  readonly dialogLabel: string;
  /** Shown while results are on their way (CSS content, see docsearch.css). */
  readonly loading: string;
  readonly seeAll: string;
}

export function searchTranslations(): SearchTranslations {
  const searchLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const placeholder = translate({
    id: 'search.modal.placeholder',
    message: 'Search the docs',
    description: 'Placeholder of the search field in the search dialog',
  });
  const clear = translate({
    id: 'theme.SearchModal.searchBox.resetButtonTitle',
    message: 'Clear the query',
    description: 'The label and ARIA label for search box reset button',
  });
  const cancel = translate({
    id: 'theme.SearchModal.searchBox.cancelButtonText',
    message: 'Cancel',
    description: 'The label and ARIA label for search box cancel button',
  });
  return {
    placeholder,
    dialogLabel: translate({
      id: 'search.modal.dialogLabel',
      message: 'Search the documentation',
      description: 'Accessible name of the search dialog (read by screen readers)',
    }),
    loading: translate({
      id: 'search.modal.loading',
      message: 'Searching…',
      description: 'Shown in the search dialog while results (or the search index) are loading',
    }),
    seeAll: translate({
      id: 'search.modal.seeAll',
      message: 'See all results',
      description: 'Link under the results of the search dialog to the full search page',
    }),
    button: {buttonText: searchLabel, buttonAriaLabel: searchLabel},
    modal: {
      searchBox: {
        clearButtonTitle: clear,
        clearButtonAriaLabel: clear,
        closeButtonText: cancel,
        closeButtonAriaLabel: cancel,
        placeholderText: placeholder,
        searchInputLabel: searchLabel,
        enterKeyHint: translate({
          id: 'theme.SearchModal.searchBox.enterKeyHint',
          message: 'search',
          description: 'The hint for the search box enter key text',
        }),
      },
      startScreen: {
        recentSearchesTitle: translate({
          id: 'theme.SearchModal.startScreen.recentSearchesTitle',
          message: 'Recent',
          description: 'The title for recent searches',
        }),
        noRecentSearchesText: translate({
          id: 'theme.SearchModal.startScreen.noRecentSearchesText',
          message: 'No recent searches',
          description: 'The text when there are no recent searches',
        }),
        saveRecentSearchButtonTitle: translate({
          id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
          message: 'Save this search',
          description: 'The title for save recent search button',
        }),
        removeRecentSearchButtonTitle: translate({
          id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
          message: 'Remove this search from history',
          description: 'The title for remove recent search button',
        }),
        favoriteSearchesTitle: translate({
          id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
          message: 'Favorite',
          description: 'The title for favorite searches',
        }),
        removeFavoriteSearchButtonTitle: translate({
          id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
          message: 'Remove this search from favorites',
          description: 'The title for remove favorite search button',
        }),
      },
      errorScreen: {
        titleText: translate({
          id: 'search.modal.error.title',
          message: 'Unable to fetch results',
          description: 'Title of the search dialog when the search failed (index or search host unreachable)',
        }),
        helpText: translate({
          id: 'search.modal.error.help',
          message: 'Check your network connection, then try again.',
          description: 'Hint under the title of the search dialog when the search failed',
        }),
      },
      noResultsScreen: {
        noResultsText: translate({
          id: 'search.modal.noResults.text',
          message: 'No results for',
          description: 'Start of the empty state of the search dialog, followed by the query in quotes',
        }),
        suggestedQueryText: translate({
          id: 'search.modal.noResults.suggestedQuery',
          message: 'Try searching for',
          description: 'Before the suggested queries of the empty state of the search dialog',
        }),
        reportMissingResultsText: translate({
          id: 'search.modal.noResults.suggestion',
          message:
            'Try fewer or more general words, a driver name or the exact error message. Should these docs cover it?',
          description:
            'Suggestion in the empty state of the search dialog, followed by the link to report missing docs',
        }),
        reportMissingResultsLinkText: translate({
          id: 'search.modal.noResults.reportLink',
          message: 'Report missing docs on GitHub.',
          description: 'Link (opens a new issue in the docs repository) in the empty state of the search dialog',
        }),
      },
      footer: {
        selectText: translate({
          id: 'theme.SearchModal.footer.selectText',
          message: 'Select',
          description: 'The select text for footer',
        }),
        selectKeyAriaLabel: translate({
          id: 'theme.SearchModal.footer.selectKeyAriaLabel',
          message: 'Enter key',
          description: 'The ARIA label for select key in footer',
        }),
        navigateText: translate({
          id: 'theme.SearchModal.footer.navigateText',
          message: 'Navigate',
          description: 'The navigate text for footer',
        }),
        navigateUpKeyAriaLabel: translate({
          id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel',
          message: 'Arrow up',
          description: 'The ARIA label for navigate up key in footer',
        }),
        navigateDownKeyAriaLabel: translate({
          id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
          message: 'Arrow down',
          description: 'The ARIA label for navigate down key in footer',
        }),
        closeText: translate({
          id: 'theme.SearchModal.footer.closeText',
          message: 'Close',
          description: 'The close text for footer',
        }),
        closeKeyAriaLabel: translate({
          id: 'theme.SearchModal.footer.closeKeyAriaLabel',
          message: 'Escape key',
          description: 'The ARIA label for close key in footer',
        }),
        poweredByText: translate({
          id: 'theme.SearchModal.footer.searchByText',
          message: 'Powered by',
          description: "The 'Powered by' text for footer",
        }),
      },
    },
  };
}
