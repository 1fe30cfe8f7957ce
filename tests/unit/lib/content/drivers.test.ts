import type {DriverConfig, DriverOperations} from '@site/src/data/drivers/types';
import {
  canUpload,
  commonItems,
  driverFieldAnchorId,
  driverSlug,
  copiesThroughAList,
  copyThroughAListSince,
  downloadMode,
  driverIndexRows,
  uploadSince,
  findDriver,
  formDefault,
  manageOperations,
  webdavPolicies,
} from '@site/src/lib/content/drivers';
import doubao from '@site/src/data/drivers/doubao';
import baidu from '@site/src/data/drivers/baidu_netdisk';
import quark from '@site/src/data/drivers/quark_uc';
import local from '@site/src/data/drivers/local';
import onedrive from '@site/src/data/drivers/onedrive';

const BASE: DriverConfig = {
  localSort: false,
  onlyLocal: false,
  onlyProxy: false,
  noCache: false,
  noUpload: false,
  needMs: false,
  defaultRoot: '',
  checkStatus: false,
  noOverwriteUpload: false,
  proxyRangeOption: false,
};
const NONE: DriverOperations = {
  mkdir: false,
  move: false,
  rename: false,
  copy: false,
  remove: false,
  upload: false,
  uploadUrl: false,
  decompress: false,
  archive: false,
  other: false,
};

describe('commonItems', () => {
  it('gives a redirecting driver web proxy and every WebDAV policy', () => {
    expect(commonItems(BASE)).toEqual([
      'mount_path',
      'order',
      'remark',
      'cache_expiration',
      'web_proxy',
      'webdav_policy',
      'down_proxy_url',
      'extract_folder',
      'disable_index',
      'enable_sign',
    ]);
  });

  it('drops web proxy and proxy range for drivers that must proxy, and the cache for no_cache', () => {
    const items = commonItems({...BASE, onlyLocal: true, noCache: true, proxyRangeOption: true});
    expect(items).not.toContain('web_proxy');
    expect(items).not.toContain('proxy_range');
    expect(items).not.toContain('cache_expiration');
  });

  it('adds proxy range and the sort pair where the flags ask for them, in form order', () => {
    const items = commonItems({...BASE, proxyRangeOption: true, localSort: true});
    expect(items.slice(4, 10)).toEqual([
      'web_proxy',
      'webdav_policy',
      'proxy_range',
      'down_proxy_url',
      'order_by',
      'order_direction',
    ]);
  });
});

describe('downloads', () => {
  it('redirects unless a flag says the server must carry the bytes', () => {
    expect(downloadMode({config: BASE})).toBe('redirect');
    expect(downloadMode({config: {...BASE, onlyProxy: true}})).toBe('proxy');
  });

  it('calls a driver local only where the data says the server holds the files, not for OnlyLocal alone', () => {
    expect(downloadMode({config: {...BASE, onlyLocal: true}})).toBe('proxy');
    expect(downloadMode({config: {...BASE, onlyLocal: true, onlyProxy: true}})).toBe('proxy');
    expect(downloadMode({config: {...BASE, onlyLocal: true}, localFiles: true})).toBe('local');
  });

  it('lists the WebDAV policies with the default first', () => {
    expect(webdavPolicies(BASE)[0]).toBe('302_redirect');
    expect(webdavPolicies({...BASE, onlyProxy: true})).toEqual(['native_proxy', 'use_proxy_url']);
  });
});

describe('release of uploads and copies', () => {
  it('takes the upload release from the noUpload flag change, else from the data', () => {
    expect(uploadSince({configChanges: [{flag: 'noUpload', from: true, version: 'v3.40.0'}]})).toEqual({
      version: 'v3.40.0',
      readOnlyBefore: true,
    });
    expect(uploadSince({uploadSince: 'v3.45.0'})).toEqual({version: 'v3.45.0', readOnlyBefore: false});
    expect(uploadSince({})).toBeUndefined();
  });

  it('dates copies through AList by the fallback, the driver or its uploads, whichever is latest', () => {
    expect(copyThroughAListSince({})).toBe('v3.42.0');
    expect(copyThroughAListSince({since: 'v3.44.0'})).toBe('v3.44.0');
    expect(copyThroughAListSince({since: 'v3.44.0', uploadSince: 'v3.45.0'})).toBe('v3.45.0');
    expect(copyThroughAListSince({since: 'v3.9.0'})).toBe('v3.42.0');
  });

  it('copies through AList only where the driver can upload and has no copy', () => {
    expect(copiesThroughAList({config: BASE, operations: {...NONE, upload: true}})).toBe(true);
    expect(copiesThroughAList({config: BASE, operations: {...NONE, upload: true, copy: true}})).toBe(false);
    expect(copiesThroughAList({config: BASE, operations: NONE})).toBe(false);
  });
});

describe('drivers index rows', () => {
  it('carry the upload release, the download case and what a redirect needs, from the data', () => {
    const rows = driverIndexRows({doubao, baidu_netdisk: baidu, quark_uc: quark, local}, [], 'en');
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(row('Doubao').uploadSince).toBe('v3.45.0');
    expect(row('BaiduNetdisk')).toMatchObject({mode: 'redirect', redirectNeeds: 'user-agent'});
    expect(row('Quark').mode).toBe('proxy');
    expect(row('Local').mode).toBe('local');
  });
});

describe('writing', () => {
  it('needs an upload and no no_upload flag', () => {
    expect(canUpload({config: BASE, operations: {...NONE, upload: true}})).toBe(true);
    expect(canUpload({config: BASE, operations: {...NONE, uploadUrl: true}})).toBe(true);
    expect(canUpload({config: {...BASE, noUpload: true}, operations: {...NONE, upload: true}})).toBe(false);
    expect(canUpload({config: BASE, operations: NONE})).toBe(false);
  });

  it('lists the other operations in a fixed order', () => {
    expect(manageOperations({...NONE, remove: true, mkdir: true, copy: true})).toEqual(['mkdir', 'copy', 'remove']);
    expect(manageOperations(NONE)).toEqual([]);
  });
});

describe('names and anchors', () => {
  it('makes slugs and row anchors from registered names', () => {
    expect(driverSlug('115 Cloud')).toBe('115-cloud');
    expect(driverSlug('Onedrive Sharelink')).toBe('onedrive-sharelink');
    expect(driverFieldAnchorId('AList V3', 'meta_password')).toBe('alist-v3-meta_password');
  });

  it('shows an empty switch default as off and other defaults as they are', () => {
    expect(formDefault({type: 'bool', default: ''})).toBe('false');
    expect(formDefault({type: 'string', default: ''})).toBe('');
    expect(formDefault({type: 'bool', default: 'true'})).toBe('true');
  });

  it('finds a driver by registered name and names the choices on a typo', () => {
    expect(findDriver(onedrive, 'Onedrive').dir).toBe('onedrive');
    expect(() => findDriver(onedrive, 'OneDrive')).toThrow('this data file has: Onedrive');
  });
});
