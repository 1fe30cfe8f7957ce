/** @jest-environment jsdom */
import {RENDER_ALL_ATTRIBUTE} from '@site/src/lib/chrome/renderLater';

const location = (pathname: string) => ({pathname, search: '', hash: '', state: undefined, key: pathname});

describe('renderLater client module', () => {
  beforeEach(() => {
    jest.resetModules();
    document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
  });

  it('skips nothing after a client-side navigation', async () => {
    const {onRouteUpdate} = await import('@site/src/clientModules/renderLater');
    onRouteUpdate!({location: location('/guide/api/fs'), previousLocation: null});
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
    onRouteUpdate!({location: location('/guide/api/fs'), previousLocation: location('/guide/api/')});
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });

  it('renders everything before printing', async () => {
    await import('@site/src/clientModules/renderLater');
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });
});
