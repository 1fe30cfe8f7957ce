import {isApiConsolePage, isDriverPage, isToolPage} from '@site/src/lib/site/pageKind';

describe('pageKind', () => {
  it.each(['/tool', '/tool/', '/tool.html', '/tool/onedrive/request', '/zh/tool/google/callback.html'])(
    '%s is a tool page',
    (p) => {
      expect(isToolPage(p)).toBe(true);
    },
  );

  it.each(['/tool/api', '/tool/api.html', '/zh/tool/api', '/tool/api/'])('%s is the API console', (p) => {
    expect(isApiConsolePage(p)).toBe(true);
    expect(isToolPage(p)).toBe(true);
  });

  it.each(['/tool/apifox', '/tool/api/x', '/guide/api', '/tool/115/token'])('%s is not the API console', (p) => {
    expect(isApiConsolePage(p)).toBe(false);
  });

  it.each(['/toolbox', '/guide/tool', '/zh/guide/drivers/onedrive'])('%s is not a tool page', (p) => {
    expect(isToolPage(p)).toBe(false);
  });

  it.each(['/guide/drivers/onedrive', '/zh/guide/drivers/sftp', '/guide/drivers', '/guide/drivers.html'])(
    '%s is a driver page',
    (p) => {
      expect(isDriverPage(p)).toBe(true);
    },
  );

  it.each(['/guide/install/docker', '/tool/onedrive/request'])('%s is not a driver page', (p) => {
    expect(isDriverPage(p)).toBe(false);
  });
});
