import {emptyResponse, requestsOf} from '../../../src/components/SiteSearch/backend';

describe('requestsOf', () => {
  it('reads the requests of a DocSearch query in both call forms', () => {
    const request = {indexName: 'alist', query: 'docker', hitsPerPage: 20};
    expect(requestsOf({requests: [request]})).toEqual([request]);
    expect(requestsOf([request])).toEqual([request]);
  });

  it('drops anything without an index name', () => {
    expect(requestsOf({requests: [{query: 'x'}, null, 'y', {indexName: 'i'}]})).toEqual([{indexName: 'i'}]);
  });

  it.each([undefined, null, 'x', 1, {}, {requests: 'x'}])('is empty for %p', (params) => {
    expect(requestsOf(params)).toEqual([]);
  });
});

describe('emptyResponse', () => {
  it('answers every request with no hits', () => {
    expect(emptyResponse({requests: [{indexName: 'a', query: 'q'}, {indexName: 'b'}]}).results).toEqual([
      expect.objectContaining({hits: [], nbHits: 0, index: 'a', query: 'q'}),
      expect.objectContaining({hits: [], nbHits: 0, index: 'b', query: ''}),
    ]);
  });
});
