import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {BUNDLE_LOADER, withBundleLoader} from '@site/src/lib/site/bundleLoader';

/** The template of docusaurus.config.ts. */
const SSG_TEMPLATE = withBundleLoader(defaultTemplate);

const DATA = {
  appHtml: '<main>Page</main>',
  baseUrl: '/zh/',
  htmlAttributes: 'lang="zh-CN"',
  bodyAttributes: 'class="x"',
  headTags: '<script>gate()</script>',
  preBodyTags: '',
  postBodyTags: '<div id="portal"></div>',
  metaAttributes: ['<title>Page</title>'],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
  stylesheets: ['assets/css/styles.3.css'],
  noIndex: false,
  version: '3.10.2',
};

async function render(template: string, data = DATA): Promise<string> {
  return (await compileSSGTemplate(template))(data);
}

describe('the page template', () => {
  it('is Docusaurus’ own but for the bundles, which the loader at the end of the body adds', async () => {
    const ours = await render(SSG_TEMPLATE);
    const theirs = await render(defaultTemplate);
    const loader = `<script data-scripts="/zh/assets/js/runtime~main.1.js /zh/assets/js/main.2.js">${BUNDLE_LOADER}</script>`;
    expect(ours).toContain(`${loader}\n</body>`);
    expect(ours).not.toMatch(/<script src=/);
    expect(theirs).toMatch(/<script src="\/zh\/assets\/js\/main\.2\.js" defer><\/script>/);
    const withoutScripts = (html: string): string =>
      html
        .replace(/<script src="[^"]*" defer><\/script>\n?/g, '')
        .replace(loader, '')
        .replace(/\n/g, '');
    expect(withoutScripts(ours)).toBe(withoutScripts(theirs));
  });

  it('refuses a template without the script loop it replaces', () => {
    expect(() => withBundleLoader('<html><head></head><body><%~ it.appHtml %></body></html>')).toThrow(
      /page template has changed/,
    );
  });

  it('has no loader when a page has no bundle', async () => {
    expect(await render(SSG_TEMPLATE, {...DATA, scripts: []})).not.toContain('data-scripts');
  });
});

describe('the bundle loader', () => {
  let frames: (() => void)[];
  let timers: (() => void)[];
  let listeners: Record<string, () => void>;
  let hidden: boolean;

  beforeEach(() => {
    document.head.innerHTML = '';
    frames = [];
    timers = [];
    listeners = {};
    hidden = false;
  });

  function runLoader(): void {
    const self = document.createElement('script');
    self.setAttribute('data-scripts', '/assets/js/runtime~main.1.js /assets/js/main.2.js');
    const doc = {
      currentScript: self,
      get hidden() {
        return hidden;
      },
      head: document.head,
      createElement: (tag: string) => document.createElement(tag),
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', BUNDLE_LOADER)(
      doc,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
  }

  const added = (): {src: string; async: boolean}[] =>
    Array.from(document.head.querySelectorAll('script')).map((script) => ({
      src: script.getAttribute('src') ?? '',
      async: script.async,
    }));
  const BUNDLES = [
    {src: '/assets/js/runtime~main.1.js', async: false},
    {src: '/assets/js/main.2.js', async: false},
  ];

  it('adds the bundles, in order, in the task after the first frame', () => {
    runLoader();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame());
    // The frame's callback runs before its paint: still nothing.
    expect(added()).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added()).toEqual(BUNDLES);
  });

  it('adds them at once in a background tab, which paints no frame', () => {
    hidden = true;
    runLoader();
    expect(added()).toEqual(BUNDLES);
    expect(frames).toEqual([]);
  });

  it('adds them when a tab hidden before its first frame shows again, and only once', () => {
    runLoader();
    listeners.visibilitychange?.();
    expect(added()).toEqual(BUNDLES);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    listeners.visibilitychange?.();
    expect(added()).toEqual(BUNDLES);
  });
});
