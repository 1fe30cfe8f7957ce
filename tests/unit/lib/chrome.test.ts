import {throttle} from '@site/src/lib/throttle';
import {autoHideActive, DEFAULT_NAVBAR_LAYOUT, nextNavbarVisible, normalizeNavbarLayout} from '@site/src/lib/navbar';
import {isOpenSidebarSwipe} from '@site/src/lib/gestures';
import {readingTime, readingTimeLabel} from '@site/src/lib/readingTime';
import {editLink, repoHost, repoUrl} from '@site/src/lib/editLink';
import {colorModeConfig, revealRadius} from '@site/src/lib/colorMode';
import {paginationDirection} from '@site/src/lib/keyboard';
import {activeHeadingId} from '@site/src/lib/scrollSpy';
import {scrollTopToReveal} from '@site/src/lib/scrollIntoContainer';
import {commentsConfig, commentsConfigFromEnv} from '@site/src/lib/comments';
import {copyrightYears} from '@site/src/lib/footer';
import {BREAKPOINTS, NAVBAR, SWIPE} from '@site/src/lib/constants';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, at most once per interval, and once more with the last call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 300);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(299);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(1000);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 300);
    fn(1);
    fn(2);
    fn.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});

describe('navbar auto-hide', () => {
  it('applies by mode and width', () => {
    expect(autoHideActive('none', 300)).toBe(false);
    expect(autoHideActive('always', 1600)).toBe(true);
    expect(autoHideActive('mobile', BREAKPOINTS.mobile)).toBe(true);
    expect(autoHideActive('mobile', BREAKPOINTS.mobile + 1)).toBe(false);
  });

  it('hides when scrolling down past the threshold and shows when scrolling up', () => {
    expect(nextNavbarVisible(0, NAVBAR.hideThreshold, true)).toBe(true);
    expect(nextNavbarVisible(NAVBAR.hideThreshold, NAVBAR.hideThreshold + 1, true)).toBe(false);
    expect(nextNavbarVisible(500, 400, false)).toBe(true);
    expect(nextNavbarVisible(500, 500, false)).toBe(false);
    expect(nextNavbarVisible(500, 10, false)).toBe(true);
  });

  it('normalizes the three-area layout', () => {
    expect(normalizeNavbarLayout(undefined)).toBe(DEFAULT_NAVBAR_LAYOUT);
    expect(
      normalizeNavbarLayout({start: ['brand', 'brand', 'nope'], center: 'links', end: ['search', 'links']}),
    ).toEqual({
      start: ['brand'],
      center: [],
      end: ['search', 'links'],
    });
  });
});

describe('swipe to open the sidebar', () => {
  it.each([
    [{x: 10, y: 300}, {x: 10 + SWIPE.minDistance + 1, y: 300}, true],
    [{x: SWIPE.edgeZone, y: 300}, {x: SWIPE.edgeZone + 100, y: 320}, true],
    [{x: SWIPE.edgeZone + 1, y: 300}, {x: 200, y: 300}, false],
    [{x: 10, y: 300}, {x: 10 + SWIPE.minDistance, y: 300}, false],
    [{x: 10, y: 300}, {x: 70, y: 341}, false],
    [{x: 10, y: 300}, {x: 70, y: 340}, true],
    [{x: 60, y: 300}, {x: 0, y: 300}, false],
  ])('%j → %j is %s', (start, end, expected) => {
    expect(isOpenSidebarSwipe(start, end)).toBe(expected);
  });
});

describe('reading time', () => {
  it('counts Latin words and CJK characters, not front matter, links or heading ids', () => {
    const md = '---\ntitle: X\n---\nOne two three [four](./a-very-long-link.md).\n\n## Five {#five}\n挂载存储';
    expect(readingTime(md).words).toBe(5 + 4);
  });

  it('is "less than 1 minute" below one minute, else rounded minutes', () => {
    expect(readingTimeLabel(0.4)).toEqual({kind: 'lessThanOne'});
    expect(readingTimeLabel(1.4)).toEqual({kind: 'about', minutes: 1});
    expect(readingTimeLabel(2.5)).toEqual({kind: 'about', minutes: 3});
    expect(readingTime('word '.repeat(600)).minutes).toBe(2);
  });
});

describe('edit links', () => {
  it('recognises repositories', () => {
    expect(repoUrl('alist-org/docs')).toBe('https://github.com/alist-org/docs');
    expect(repoUrl('https://gitlab.com/a/b.git/')).toBe('https://gitlab.com/a/b');
    expect(repoHost('https://gitee.com/a/b')).toBe('gitee');
    expect(repoHost('https://example.com/a/b')).toBeUndefined();
  });

  it.each([
    ['alist-org/docs', 'https://github.com/alist-org/docs/edit/main/docs/guide/a.md'],
    ['https://gitlab.com/g/docs', 'https://gitlab.com/g/docs/-/edit/main/docs/guide/a.md'],
    ['https://gitee.com/g/docs', 'https://gitee.com/g/docs/edit/main/docs/guide/a.md'],
    [
      'https://bitbucket.org/g/docs',
      'https://bitbucket.org/g/docs/src/main/docs/guide/a.md?mode=edit&spa=0&at=main&fileviewer=file-view-default',
    ],
  ])('%s', (docsRepo, expected) => {
    expect(editLink({repo: 'alist-org/alist', docsRepo, docsDir: 'docs'}, 'guide/a.md')).toBe(expected);
  });

  it('uses the docs branch, encodes paths and honours a custom pattern', () => {
    expect(editLink({repo: 'o/r', docsBranch: 'v3'}, 'docs/guide/drivers/Alist V2 V3.md')).toBe(
      'https://github.com/o/r/edit/v3/docs/guide/drivers/Alist%20V2%20V3.md',
    );
    expect(editLink({repo: 'https://git.example.com/o/r', pattern: ':repo/_edit/:branch/:path'}, 'a.md')).toBe(
      'https://git.example.com/o/r/_edit/main/a.md',
    );
    expect(editLink({repo: 'https://git.example.com/o/r'}, 'a.md')).toBeUndefined();
  });
});

describe('colour modes', () => {
  it('maps each option to the theme config', () => {
    expect(colorModeConfig('disable')).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(colorModeConfig('enable')).toEqual({
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(colorModeConfig('auto')).toMatchObject({disableSwitch: true, respectPrefersColorScheme: true});
    expect(colorModeConfig('toggle')).toMatchObject({disableSwitch: false, respectPrefersColorScheme: false});
    expect(colorModeConfig('switch')).toMatchObject({disableSwitch: false, respectPrefersColorScheme: true});
  });

  it('reveals from the control to the farthest corner', () => {
    expect(revealRadius(0, 0, 3, 4)).toBe(5);
    expect(revealRadius(1200, 20, 1280, 800)).toBeCloseTo(Math.hypot(1200, 780));
  });
});

describe('keyboard pagination', () => {
  const key = (
    k: string,
    mods: Partial<{altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}> = {},
    target: EventTarget | null = null,
  ) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    target,
    ...mods,
  });

  it('Alt+Right is next, Alt+Left previous', () => {
    expect(paginationDirection(key('ArrowRight', {altKey: true}))).toBe('next');
    expect(paginationDirection(key('ArrowLeft', {altKey: true}))).toBe('previous');
  });

  it('ignores other keys, other modifiers and typing in fields', () => {
    expect(paginationDirection(key('ArrowRight'))).toBeUndefined();
    expect(paginationDirection(key('ArrowRight', {altKey: true, ctrlKey: true}))).toBeUndefined();
    expect(paginationDirection(key('ArrowUp', {altKey: true}))).toBeUndefined();
    expect(paginationDirection(key('ArrowRight', {altKey: true}, document.createElement('input')))).toBeUndefined();
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', {value: true});
    expect(paginationDirection(key('ArrowLeft', {altKey: true}, editable))).toBeUndefined();
  });
});

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

describe('scrollTopToReveal', () => {
  it('keeps a visible child where it is and centres a hidden one', () => {
    expect(scrollTopToReveal(0, 500, 100, 30)).toBe(0);
    expect(scrollTopToReveal(0, 500, 900, 30)).toBe(900 - 235);
    expect(scrollTopToReveal(800, 500, 100, 30)).toBe(0);
  });
});

describe('comments config', () => {
  const full = {repo: 'alist-org/docs', repoId: 'R_1', category: 'Announcements', categoryId: 'DIC_1'};

  it('needs all four settings', () => {
    expect(commentsConfig(full)).toEqual(full);
    expect(commentsConfig({...full, categoryId: ''})).toBeUndefined();
    expect(commentsConfig({...full, repo: 'not a repo'})).toBeUndefined();
    expect(commentsConfig(null)).toBeUndefined();
  });

  it('reads the environment', () => {
    expect(commentsConfigFromEnv({})).toBeUndefined();
    expect(
      commentsConfigFromEnv({
        GISCUS_REPO: full.repo,
        GISCUS_REPO_ID: full.repoId,
        GISCUS_CATEGORY: full.category,
        GISCUS_CATEGORY_ID: full.categoryId,
      }),
    ).toEqual(full);
  });
});

describe('copyright years', () => {
  it('spans from the first year', () => {
    expect(copyrightYears(2022, 2026)).toBe('2022–2026');
    expect(copyrightYears(2022, 2022)).toBe('2022');
  });
});
