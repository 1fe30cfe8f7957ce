import {copyrightYears} from '@site/src/lib/chrome/footer';

describe('copyright years', () => {
  it('spans from the first year', () => {
    expect(copyrightYears(2022, 2026)).toBe('2022–2026');
    expect(copyrightYears(2022, 2022)).toBe('2022');
  });
});
