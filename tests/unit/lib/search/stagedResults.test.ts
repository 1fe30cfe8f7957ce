import {LOCAL_TYPE, type LocalDocument, type LocalResult} from '@site/src/lib/search/localHits';
import {groupUnderPages, mergeStages} from '@site/src/lib/search/stagedResults';

const page = (i: number): LocalDocument => ({i, t: `Page ${i}`, u: `/p${i}`});

/** A result as the worker sends it: each answer has its own copies of the page documents. */
function result(type: number, i: number, pageId?: number): LocalResult {
  return {
    document: type === LOCAL_TYPE.title ? page(i) : {i, t: `text ${i}`, u: `/p${pageId}`, p: pageId},
    type,
    page: pageId === undefined ? false : page(pageId),
    metadata: {},
    tokens: ['x'],
  };
}

const ids = (results: readonly LocalResult[]): number[] => results.map((r) => r.document.i);

describe('groupUnderPages', () => {
  it('moves headings and paragraphs after their page title, comparing pages by id', () => {
    const list = [
      result(LOCAL_TYPE.heading, 11, 2),
      result(LOCAL_TYPE.title, 1),
      result(LOCAL_TYPE.title, 2),
      result(LOCAL_TYPE.content, 21, 1),
      result(LOCAL_TYPE.content, 22, 3),
    ];
    expect(ids(groupUnderPages(list))).toEqual([1, 21, 2, 11, 22]);
  });

  it('keeps keywords and results of pages not in the list where they are', () => {
    const list = [result(LOCAL_TYPE.content, 30, 9), result(LOCAL_TYPE.title, 1), result(LOCAL_TYPE.keywords, 40, 1)];
    expect(ids(groupUnderPages(list))).toEqual([30, 1, 40]);
  });
});

describe('mergeStages', () => {
  const head = [result(LOCAL_TYPE.title, 1), result(LOCAL_TYPE.heading, 11, 1), result(LOCAL_TYPE.title, 2)];

  it('adds the paragraphs after the head, under their pages, up to the limit', () => {
    const body = [
      result(LOCAL_TYPE.content, 22, 2),
      result(LOCAL_TYPE.content, 21, 1),
      result(LOCAL_TYPE.content, 23, 3),
    ];
    expect(ids(mergeStages(head, body, 12))).toEqual([1, 11, 21, 2, 22, 23]);
    // The head keeps its places; the body fills what the limit leaves.
    expect(ids(mergeStages(head, body, 4))).toEqual([1, 11, 2, 22]);
    expect(ids(mergeStages(head, body, 3))).toEqual([1, 11, 2]);
  });

  it('answers with the head alone when the body finds nothing, and never repeats a document', () => {
    expect(ids(mergeStages(head, [], 12))).toEqual([1, 11, 2]);
    const twice = [result(LOCAL_TYPE.content, 21, 1), result(LOCAL_TYPE.content, 21, 1)];
    expect(ids(mergeStages([], twice, 12))).toEqual([21]);
  });
});
