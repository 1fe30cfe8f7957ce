import fs from 'fs';
import path from 'path';
import {render, screen, within} from '@testing-library/react';
import CommonOptions from '@site/src/components/CommonOptions/Table';
import DriverBehaviour from '@site/src/components/DriverBehaviour/Behaviour';
import DriverOptions from '@site/src/components/DriverOptions/Options';
import DriverIndex from '@site/src/components/DriverIndex/Table';
import baidu from '@site/src/data/drivers/baidu_netdisk';
import quark from '@site/src/data/drivers/quark_uc';
import doubao from '@site/src/data/drivers/doubao';
import type {DriverIndexRow} from '@site/src/lib/content/drivers';
import type {DriverData, DriverFile} from '@site/src/data/drivers/types';
import onedrive from '@site/src/data/drivers/onedrive';
import {useLocaleMessages as loadLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import {collected} from '@site/tests/mocks/docusaurus/useBrokenLinks';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';

const zhMessages = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../i18n/zh-CN/code.json'), 'utf8'),
) as Record<string, {message: string}>;

function setLocale(locale: 'en' | 'zh-CN'): void {
  mockContext.i18n.currentLocale = locale;
  loadLocaleMessages(locale === 'en' ? {} : zhMessages);
}

afterEach(() => {
  setLocale('en');
  collected.anchors.clear();
});

const base = onedrive.Onedrive;
const readOnly: DriverData = {
  ...base,
  name: 'Example Share',
  displayName: {en: 'Example Share', zh: '示例分享'},
  since: 'v3.44.0',
  config: {...base.config, onlyProxy: true, noUpload: true, localSort: false, noCache: true},
  operations: {...base.operations, mkdir: false, move: false, rename: false, copy: false, remove: false, upload: false},
  fields: [
    {
      name: 'mode',
      label: {en: 'Mode', zh: '模式'},
      type: 'select',
      default: 'a',
      required: true,
      options: [{value: 'a', zh: '甲'}, {value: 'b'}],
      since: 'v3.44.0',
      changes: [{version: 'v3.45.0', key: 'default', from: 'b'}],
      description: {en: 'Which `mode` to use.', zh: '使用哪种 `mode`。'},
    },
  ],
  removedFields: [{name: 'old_field', version: 'v3.41.0'}],
};
const data: DriverFile = {'Example Share': readOnly};

describe('DriverOptions', () => {
  it('renders every field with its label, default, required flag, values, version and anchor', () => {
    render(<DriverOptions data={onedrive} driver="Onedrive" />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(base.fields.length);
    const region = document.getElementById('onedrive-region');
    expect(region).not.toBeNull();
    expect(within(region!).getByText('Region')).toBeInTheDocument();
    expect(within(region!).getByText('global')).toBeInTheDocument();
    expect(collected.anchors.has('onedrive-region')).toBe(true);
    expect(collected.anchors.has('driver-onedrive')).toBe(true);
    // An empty switch default reads as off.
    expect(within(document.getElementById('onedrive-is_sharepoint')!).getByText('false')).toBeInTheDocument();
  });

  it('links the common options this driver shows, and only those', () => {
    render(<DriverOptions data={data} driver="Example Share" />);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/guide/drivers/common#common-mount_path');
    expect(links).not.toContain('/guide/drivers/common#common-web_proxy');
    expect(links).not.toContain('/guide/drivers/common#common-cache_expiration');
    expect(screen.getByText(/Default before v3\.45\.0/)).toBeInTheDocument();
    expect(screen.getByText('old_field')).toBeInTheDocument();
    expect(screen.getAllByText('Added in v3.44.0')).toHaveLength(2);
  });

  it('shows the admin panel’s Chinese labels and option names on Chinese pages', () => {
    setLocale('zh-CN');
    render(<DriverOptions data={data} driver="Example Share" />);
    expect(screen.getByText('模式')).toBeInTheDocument();
    expect(screen.getByText('（甲）')).toBeInTheDocument();
    expect(screen.getByText('默认值', {selector: 'th'})).toBeInTheDocument();
  });

  it('fails loudly on a driver name the data does not have', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DriverOptions data={onedrive} driver="OneDrive" />)).toThrow('Unknown driver "OneDrive"');
  });
});

describe('DriverBehaviour', () => {
  it('explains redirected downloads, the default WebDAV policy, writing and sorting', () => {
    render(<DriverBehaviour data={onedrive} driver="Onedrive" />);
    expect(screen.getByText('Downloads go straight to the provider.')).toBeInTheDocument();
    expect(screen.getByText('302_redirect')).toBeInTheDocument();
    expect(screen.getByText(/Upload, and new folder, rename, move, copy, delete/)).toBeInTheDocument();
    expect(screen.getByText('Sorting')).toBeInTheDocument();
  });

  it('explains proxied, read-only, uncached drivers', () => {
    render(<DriverBehaviour data={data} driver="Example Share" />);
    expect(screen.getByText('Downloads always go through AList.')).toBeInTheDocument();
    expect(screen.getByText('native_proxy')).toBeInTheDocument();
    expect(screen.getByText(/Read-only/)).toBeInTheDocument();
    expect(screen.getByText(/Listings are not cached/)).toBeInTheDocument();
    expect(screen.queryByText('Sorting')).not.toBeInTheDocument();
  });

  it('calls Quark proxied although it sets OnlyLocal, and warns that Baidu links are bound to a User-Agent', () => {
    render(
      <>
        <DriverBehaviour data={quark} driver="Quark" />
        <DriverBehaviour data={baidu} driver="BaiduNetdisk" />
      </>,
    );
    expect(screen.getByText('Downloads always go through AList.')).toBeInTheDocument();
    expect(screen.queryByText('AList reads the files itself.')).not.toBeInTheDocument();
    expect(screen.getByText(/binds each link to a User-Agent/)).toBeInTheDocument();
    expect(screen.getByText(/has no copy of its own: since v3\.42\.0, a copy runs as a copy task/)).toBeInTheDocument();
  });

  it('dates Doubao’s uploads and copies by v3.45.0, when its uploads came', () => {
    render(<DriverBehaviour data={doubao} driver="Doubao" />);
    expect(screen.getByText(/Uploads since v3\.45\.0; earlier releases could change files here/)).toBeInTheDocument();
    expect(screen.getByText(/since v3\.45\.0, a copy runs as a copy task/)).toBeInTheDocument();
  });

  it('gives each drawing its own arrow marker', () => {
    render(
      <>
        <DriverBehaviour data={onedrive} driver="Onedrive" />
        <DriverBehaviour data={data} driver="Example Share" />
      </>,
    );
    const ids = Array.from(document.querySelectorAll('marker'), (m) => m.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('DriverIndex', () => {
  const row = (name: string, extra: Partial<DriverIndexRow>): DriverIndexRow => ({
    name,
    displayName: name,
    mounts: `${name} files`,
    login: ['none'],
    upload: true,
    mode: 'redirect',
    ...extra,
  });

  it('marks redirects whose links need a User-Agent or a Referer, in both locales', () => {
    const rows = [
      row('Plain', {}),
      row('Bound', {redirectNeeds: 'user-agent'}),
      row('Protected', {redirectNeeds: 'referer'}),
      row('Doubao', {uploadSince: 'v3.45.0'}),
    ];
    const {unmount} = render(<DriverIndex rows={rows} />);
    const cell = (name: string): string =>
      screen.getByRole('row', {name: new RegExp(`^${name}`)}).querySelectorAll('td')[3]!.textContent!;
    expect(cell('Plain')).toBe('redirect (proxy optional)');
    expect(cell('Bound')).toBe('redirect (UA-bound links)');
    expect(cell('Protected')).toBe('redirect (hotlink-protected)');
    expect(screen.getByRole('row', {name: /^Doubao/}).querySelectorAll('td')[2]!.textContent).toBe(
      'yes, since v3.45.0',
    );
    unmount();
    setLocale('zh-CN');
    render(<DriverIndex rows={rows} />);
    expect(cell('Bound')).toMatch(/UA/);
    expect(cell('Protected')).toMatch(/防盗链/);
  });
});

describe('CommonOptions', () => {
  it('renders every common item with its anchor and when it is shown', () => {
    render(<CommonOptions />);
    expect(document.getElementById('common-webdav_policy')).not.toBeNull();
    expect(collected.anchors.has('common-disable_index')).toBe(true);
    expect(screen.getAllByText('Shown:').length).toBeGreaterThan(10);
  });
});
