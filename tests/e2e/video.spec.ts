import {type Page, type Response} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

// The player chunk and the video load on a busy 2-core machine: more than the default 30 s.
test.describe.configure({timeout: 90_000});

/** A string only react-player's code holds (its default oEmbed address). */
const REACT_PLAYER_MARKER = 'noembed.com/embed';

const TOOL_INDEX = {
  en: {
    path: '/tool',
    title: 'The OneDrive tool: choosing an API server and entering your own app',
    play: 'Play video: The OneDrive tool: choosing an API server and entering your own app',
    failed: 'The video could not be played.',
  },
  zh: {
    path: '/zh/tool',
    title: 'OneDrive 工具：选择 API 服务器并填写自己的应用',
    play: '播放视频：OneDrive 工具：选择 API 服务器并填写自己的应用',
    failed: '视频无法播放。',
  },
} as const;

/** Every request of the page, and the scripts' texts (read as they arrive). */
function trackLoads(page: Page): {urls: string[]; scripts: () => Promise<string[]>} {
  const urls: string[] = [];
  const texts: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return {urls, scripts: () => Promise.all(texts)};
}

const isVideoFile = (url: string): boolean => /\/video\/[^/]+\.(webm|mp4)(\?|$)/.test(url);

// Playing in Chinese, failing in English: each locale's own recording (/video/tool-walkthrough-<locale>.*).
test("the tool index's recording loads only on click, then plays", async ({page}) => {
  const [locale, t] = ['zh', TOOL_INDEX.zh] as const;
  const problems = watchPage(page);
  const loads = trackLoads(page);
  await page.goto(t.path);
  await waitForHydration(page);

  const box = page.getByRole('group', {name: t.title});
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-video-state', 'poster');
  const before = await box.boundingBox();
  expect(before).not.toBeNull();
  expect(Math.abs((before?.width ?? 0) / (before?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
  await expect(box.locator('video, iframe')).toHaveCount(0);
  expect(loads.urls.filter(isVideoFile), 'no video file before the click').toEqual([]);
  const scriptsBefore = await loads.scripts();
  expect(
    scriptsBefore.some((text) => text.includes(REACT_PLAYER_MARKER)),
    'no react-player code before the click',
  ).toBe(false);

  await page.getByRole('button', {name: t.play}).click();
  const video = box.locator('video');
  await expect(video).toHaveCount(1);
  // Playing: Debian's Chromium has no H.264, so the WebM encoding is chosen there.
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const check = (): void => {
          if (!element.paused && element.currentTime > 0) resolve();
          else element.addEventListener('timeupdate', check, {once: true});
        };
        check();
      }),
  );
  const current = await video.evaluate((element: HTMLVideoElement) => ({
    src: element.currentSrc,
    mp4: element.canPlayType('video/mp4; codecs="avc1.42E01E"'),
  }));
  expect(current.src).toMatch(new RegExp(`/video/tool-walkthrough-${locale}\\.${current.mp4 ? 'mp4' : 'webm'}$`));
  expect((await loads.scripts()).some((text) => text.includes(REACT_PLAYER_MARKER))).toBe(true);
  const after = await box.boundingBox();
  expect(after?.height, 'the box keeps its size').toBeCloseTo(before?.height ?? 0, 0);
  expectNoProblems(problems);
});

test('a video that fails to load says so and links to the file', async ({page}) => {
  await page.route(
    (url) => isVideoFile(url.href),
    (route) => route.fulfill({status: 404, body: 'gone'}),
  );
  const t = TOOL_INDEX.en;
  await page.goto(t.path);
  await waitForHydration(page);
  const box = page.getByRole('group', {name: t.title});
  await box.scrollIntoViewIfNeeded();
  await page.getByRole('button', {name: t.play}).click();
  await expect(box.getByRole('alert')).toContainText(t.failed);
  await expect(box.getByRole('link')).toHaveAttribute('href', /\/video\/tool-walkthrough-en\.(webm|mp4)$/);
  await expect(box).toHaveAttribute('data-video-state', 'failed');
});
