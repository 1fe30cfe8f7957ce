import {addPreconnect, type HeadDocument} from '@site/src/lib/search/preconnect';

describe('addPreconnect', () => {
  it('adds a crossorigin preconnect link once', () => {
    document.head.innerHTML = '';
    const doc = document as unknown as HeadDocument;
    expect(addPreconnect(doc, 'https://app-dsn.algolia.net')).toBe(true);
    expect(addPreconnect(doc, 'https://app-dsn.algolia.net')).toBe(false);
    const links = document.head.querySelectorAll('link[rel="preconnect"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://app-dsn.algolia.net');
    expect(links[0]?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
