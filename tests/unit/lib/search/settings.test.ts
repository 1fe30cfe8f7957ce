import {
  SearchSettingsError,
  algoliaSearchOrigin,
  hostedClientConfig,
  searchSettings,
} from '../../../../src/lib/search/settings';

describe('searchSettings', () => {
  it('uses the local index when no Algolia variable is set', () => {
    expect(searchSettings({})).toEqual({mode: 'local'});
    expect(searchSettings({ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_KEY: '  ', ALGOLIA_INDEX_NAME: undefined})).toEqual({
      mode: 'local',
    });
  });

  it('uses Algolia when all three are set, trimmed', () => {
    expect(
      searchSettings({ALGOLIA_APP_ID: ' APP1 ', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_INDEX_NAME: 'alist', OTHER: 'x'}),
    ).toEqual({mode: 'hosted', appId: 'APP1', apiKey: 'key', indexName: 'alist'});
  });

  it('fails on a partial configuration and names what is missing', () => {
    expect(() => searchSettings({ALGOLIA_APP_ID: 'APP1'})).toThrow(SearchSettingsError);
    try {
      searchSettings({ALGOLIA_APP_ID: 'APP1', ALGOLIA_INDEX_NAME: 'alist'});
    } catch (error) {
      expect(error).toBeInstanceOf(SearchSettingsError);
      expect((error as SearchSettingsError).missing).toEqual(['ALGOLIA_SEARCH_KEY']);
      expect((error as Error).message).toMatch(
        /set ALGOLIA_SEARCH_KEY as well, or unset ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME/,
      );
    }
  });
});

describe('algoliaSearchOrigin', () => {
  it('is the DSN host of the application, lower-cased', () => {
    expect(algoliaSearchOrigin('BH4D9OD16A')).toBe('https://bh4d9od16a-dsn.algolia.net');
  });
});

describe('hostedClientConfig', () => {
  it('reads appId, apiKey and indexName from themeConfig.algolia', () => {
    expect(
      hostedClientConfig({algolia: {appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: true}, navbar: {}}),
    ).toEqual({appId: 'A', apiKey: 'K', indexName: 'I'});
  });

  it.each([
    ['no theme config', undefined],
    ['null', null],
    ['no algolia block', {navbar: {}}],
    ['algolia is not an object', {algolia: 'x'}],
    ['algolia is null', {algolia: null}],
    ['a field is missing', {algolia: {appId: 'A', apiKey: 'K'}}],
    ['a field is empty', {algolia: {appId: '', apiKey: 'K', indexName: 'I'}}],
    ['a field is not a string', {algolia: {appId: 1, apiKey: 'K', indexName: 'I'}}],
  ])('is undefined with %s', (_, themeConfig) => {
    expect(hostedClientConfig(themeConfig)).toBeUndefined();
  });
});
