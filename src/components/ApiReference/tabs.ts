/** The tab group of the routes' sample languages: one choice for every route, kept across pages. */
export const API_LANGUAGE_TABS = 'api-language';

/** Where Docusaurus' tabs keep a group's choice. */
export const API_LANGUAGE_CHOICE_KEY = `docusaurus.tab.${API_LANGUAGE_TABS}`;
