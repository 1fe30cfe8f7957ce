import type {Location} from 'history';
import {createToolIsolation} from '@site/src/clientModules/toolIsolation';

// Only the isolations these tests create listen; not the one the module sets up for the page.
jest.mock('@docusaurus/ExecutionEnvironment', () => ({__esModule: true, default: {canUseDOM: false}}));

function loc(pathname: string): Location {
  return {pathname, search: '', hash: '', state: undefined, key: pathname} as Location;
}

function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}): {reactSaw: boolean; prevented: boolean} {
  let reactSaw = false;
  const root = document.createElement('div');
  document.body.appendChild(root);
  root.appendChild(anchor);
  // Stands in for React's listener on the app's root element.
  const onRoot = (): void => {
    reactSaw = true;
  };
  root.addEventListener('click', onRoot);
  const event = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ...init});
  anchor.dispatchEvent(event);
  root.remove();
  return {reactSaw, prevented: event.defaultPrevented};
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

describe('tool isolation', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
    window.history.replaceState(null, '', '/');
  });

  function start(pathname: string, reload = jest.fn()): jest.Mock {
    window.history.replaceState(null, '', pathname);
    const isolation = createToolIsolation(window, reload);
    document.addEventListener('click', isolation.onClick, true);
    cleanup = () => document.removeEventListener('click', isolation.onClick, true);
    (start as unknown as {last: typeof isolation}).last = isolation;
    return reload;
  }

  it('marks the document with the kind of page it began as', () => {
    start('/guide/');
    expect(document.documentElement.dataset.toolDocument).toBe('false');
    cleanup?.();
    start('/zh/tool/onedrive/request');
    expect(document.documentElement.dataset.toolDocument).toBe('true');
  });

  it('reloads on every route out of a document that began on a 404 under /tool/', () => {
    const main = document.createElement('main');
    main.setAttribute('data-not-found', '');
    document.body.appendChild(main);
    try {
      const reload = start('/tool/does-not-exist');
      expect(document.documentElement.dataset.toolDocument).toBe('false');
      const {onRouteUpdate} = (start as unknown as {last: ReturnType<typeof createToolIsolation>}).last;
      onRouteUpdate({location: loc('/tool/onedrive/request'), previousLocation: loc('/tool/does-not-exist')});
      expect(reload).toHaveBeenCalledTimes(1);
      expect(click(link('/tool/api')).reactSaw).toBe(false);
      expect(click(link('/tool/onedrive/request')).reactSaw).toBe(false);
      cleanup?.();
      // A miss among the ordinary pages stays an ordinary page.
      const reloadPage = start('/guide/does-not-exist');
      (start as unknown as {last: ReturnType<typeof createToolIsolation>}).last.onRouteUpdate({
        location: loc('/guide/'),
        previousLocation: loc('/guide/does-not-exist'),
      });
      expect(reloadPage).not.toHaveBeenCalled();
    } finally {
      main.remove();
    }
  });

  it('leaves a link into the tool pages to the browser (a fresh document), and other links to the router', () => {
    start('/guide/');
    expect(click(link('/tool/'))).toEqual({reactSaw: false, prevented: false});
    expect(click(link('/zh/tool/google/request'))).toEqual({reactSaw: false, prevented: false});
    expect(click(link('/faq/'))).toEqual({reactSaw: true, prevented: false});
    expect(click(link('/tool/', {target: '_blank'})).reactSaw).toBe(true);
    expect(click(link('/tool/'), {ctrlKey: true}).reactSaw).toBe(true);
    expect(click(link('https://elsewhere.example/guide/')).reactSaw).toBe(true);
  });

  it('leaves links across to a tools origin of its own (TOOLS_URL) to the browser, both ways', () => {
    // Doc page → a tool page the build pointed at the tools origin: the router would stay on this origin.
    start('/guide/');
    expect(click(link('https://tools.example.com/tool/onedrive/request'))).toEqual({reactSaw: false, prevented: false});
    expect(click(link('https://tools.example.com/zh/tool'))).toEqual({reactSaw: false, prevented: false});
    cleanup?.();
    // Tool page → a doc page on the docs origin.
    start('/tool/onedrive/request');
    expect(click(link('https://docs.example.com/guide/'))).toEqual({reactSaw: false, prevented: false});
  });

  it('does the same for links out of the tool pages, and keeps moves between tool pages client-side', () => {
    start('/tool/onedrive/request');
    expect(click(link('/guide/')).reactSaw).toBe(false);
    expect(click(link('/tool/google/')).reactSaw).toBe(true);
  });

  it('keeps the API console (a wider Content-Security-Policy) and the token tools in separate documents', () => {
    start('/tool/onedrive/request');
    expect(click(link('/tool/api')).reactSaw).toBe(false);
    cleanup?.();
    start('/zh/tool/api');
    expect(document.documentElement.dataset.toolDocument).toBe('true');
    expect(click(link('/zh/tool/google/request')).reactSaw).toBe(false);
    expect(click(link('/zh/tool/api?route=fs-list')).reactSaw).toBe(true);
  });

  it('reloads any other client-side navigation across, before the route renders', () => {
    const reload = start('/guide/');
    const isolation = (start as unknown as {last: ReturnType<typeof createToolIsolation>}).last;
    isolation.onRouteUpdate({location: loc('/guide/'), previousLocation: null});
    isolation.onRouteUpdate({location: loc('/faq/'), previousLocation: loc('/guide/')});
    expect(reload).not.toHaveBeenCalled();
    isolation.onRouteUpdate({location: loc('/tool/baidu/'), previousLocation: loc('/faq/')});
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
