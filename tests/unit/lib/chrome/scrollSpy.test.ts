import {activeHeadingId} from '@site/src/lib/chrome/scrollSpy';

describe('scroll spy', () => {
  const headings = [
    {id: 'a', top: -400},
    {id: 'b', top: 60 + 5},
    {id: 'c', top: 300},
  ];

  it('picks the last heading that reached the navbar', () => {
    expect(activeHeadingId(headings, 60, 5)).toBe('b');
    expect(activeHeadingId(headings, 60, 4)).toBe('a');
    expect(activeHeadingId([{id: 'x', top: 200}], 60, 5)).toBeUndefined();
  });
});
