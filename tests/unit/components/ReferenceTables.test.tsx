import fs from 'fs';
import path from 'path';
import {render, screen, within} from '@testing-library/react';
import CliFlagsTable from '@site/src/components/CliFlagsTable/Table';
import ConfigFileExample from '@site/src/components/ConfigFileExample/Example';
import ConfigTable from '@site/src/components/ConfigTable/Table';
import SettingsTable from '@site/src/components/SettingsTable/Table';
import type {ConfigEntry} from '@site/src/data/config/configFile';
import type {SettingItem} from '@site/src/data/config/settings';
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

const entries: ConfigEntry[] = [
  {
    kind: 'field',
    path: 'force',
    type: 'bool',
    default: false,
    env: 'ALIST_FORCE',
    restart: true,
    description: {en: 'Ignore the environment.', zh: '忽略环境变量。'},
  },
  {kind: 'section', path: 'scheme', envPrefix: '', description: {en: 'Where it listens.', zh: '监听方式。'}},
  {
    kind: 'field',
    path: 'scheme.http_port',
    type: 'int',
    default: 5244,
    env: 'ALIST_HTTP_PORT',
    restart: true,
    description: {en: 'HTTP port; `-1` turns it off.', zh: 'HTTP 端口；`-1` 表示关闭。'},
  },
  {
    kind: 'field',
    path: 'scheme.enable_h2c',
    type: 'bool',
    default: false,
    env: 'ALIST_ENABLE_H2C',
    restart: true,
    since: 'v3.45.0',
    description: {en: 'Cleartext HTTP/2.', zh: '明文 HTTP/2。'},
  },
  {kind: 'section', path: 'tasks', envPrefix: 'TASKS_', description: {en: 'Queues.', zh: '队列。'}},
  {kind: 'section', path: 'tasks.copy', envPrefix: 'COPY_', description: {en: 'Copies.', zh: '复制。'}},
  {
    kind: 'field',
    path: 'tasks.copy.task_persistant',
    type: 'bool',
    default: false,
    env: 'ALIST_TASKS_COPY_TASK_PERSISTANT',
    restart: true,
    defaultChanged: {version: 'v3.39.2', previous: true},
    description: {en: 'Keep tasks.', zh: '保存任务。'},
  },
  {
    kind: 'field',
    path: 'jwt_secret',
    type: 'string',
    default: null,
    defaultNote: {en: 'Random.', zh: '随机生成。'},
    env: 'ALIST_JWT_SECRET',
    restart: true,
    description: {en: 'Signs tokens.', zh: '签发令牌。'},
  },
  {
    kind: 'field',
    path: 'dist_dir',
    type: 'string',
    default: '',
    env: null,
    restart: true,
    description: {en: 'Front end.', zh: '前端。'},
  },
];

describe('<ConfigTable />', () => {
  it('renders a section with its description as the caption and one row per field (English)', () => {
    render(<ConfigTable section="scheme" entries={entries} />);
    const table = screen.getByRole('table', {name: /scheme Where it listens\./});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Default', 'Environment variable', 'Restart']);
    const row = within(table).getByRole('row', {name: /scheme\.http_port/});
    expect(row).toHaveAttribute('id', 'config-scheme-http_port');
    expect(within(row).getByText('5244')).toBeInTheDocument();
    expect(row).toHaveTextContent('ALIST_HTTP_PORT');
    expect(within(row).getByText('5244').closest('td')).toHaveAttribute('data-label', 'Default');
    // The description sits in the next row, spanning the table, tied to the field's header cell.
    const description = row.nextElementSibling as HTMLElement;
    expect(description.querySelector('td')).toHaveAttribute('headers', 'config-scheme-http_port-name');
    expect(within(description).getByText('-1').tagName).toBe('CODE');
    expect(within(row).getByRole('link', {name: 'Direct link to scheme.http_port'})).toHaveAttribute(
      'href',
      '#config-scheme-http_port',
    );
    expect(within(table).getByText('Added in v3.45.0')).toBeInTheDocument();
    expect(within(table).queryByText('force')).not.toBeInTheDocument();
  });

  it('renders in Chinese with the Chinese descriptions and headers', () => {
    setLocale('zh-CN');
    render(<ConfigTable section="scheme" entries={entries} />);
    const table = screen.getByRole('table', {name: /监听方式/});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['字段', '默认值', '环境变量', '需重启']);
    expect(within(table).getByText('HTTP 端口；', {exact: false})).toBeInTheDocument();
    expect(within(table).getByText('v3.45.0 新增')).toBeInTheDocument();
    expect(within(table).getAllByText('是')).toHaveLength(2);
    expect(within(table).queryByText(/HTTP port/)).not.toBeInTheDocument();
  });

  it('shows the top-level fields, generated defaults, missing variables and earlier defaults', () => {
    render(<ConfigTable topLevel entries={entries} />);
    expect(
      screen
        .getAllByRole('row')
        .map((r) => r.id)
        .filter(Boolean),
    ).toEqual(['config-force', 'config-jwt_secret', 'config-dist_dir']);
    expect(screen.getByText('Random.')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(screen.getByText('""')).toBeInTheDocument();

    render(<ConfigTable section="tasks" entries={entries} />);
    const sectionRow = screen.getByRole('row', {name: /tasks\.copy Copies\./});
    expect(sectionRow).toHaveAttribute('id', 'config-tasks-copy');
    expect(screen.getByText(/Default before v3\.39\.2/)).toHaveTextContent('Default before v3.39.2: true');
  });

  it('registers every row anchor with the broken-anchor checker', () => {
    render(<ConfigTable section="tasks" entries={entries} />);
    expect([...collected.anchors].sort()).toEqual([
      'config-tasks',
      'config-tasks-copy',
      'config-tasks-copy-task_persistant',
    ]);
  });

  it('fails loudly on an unknown section', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ConfigTable section="schema" entries={entries} />)).toThrow('Unknown config section "schema"');
  });

  it('renders the whole site data without errors', () => {
    render(<ConfigTable />);
    expect(screen.getByRole('row', {name: /scheme\.http_port/})).toBeInTheDocument();
    expect(screen.getByRole('row', {name: /last_launched_version/})).toBeInTheDocument();
  });
});

const settings: SettingItem[] = [
  {
    key: 'site_title',
    group: 'site',
    type: 'string',
    flag: 'public',
    default: 'AList',
    label: {en: 'Site title', zh: '网站标题'},
    description: {en: 'Title of the pages.', zh: '页面标题。'},
  },
  {
    key: 'pagination_type',
    group: 'site',
    type: 'select',
    flag: 'public',
    default: 'all',
    options: ['all', 'pagination'],
    label: {en: 'Pagination type', zh: '分页类型'},
    description: {en: 'How long folders show.', zh: '长目录的展示方式。'},
  },
  {
    key: 'robots_txt',
    group: 'site',
    type: 'text',
    flag: 'private',
    default: 'User-agent: *\nAllow: /',
    since: 'v3.17.0',
    description: {en: 'Served at `/robots.txt`.', zh: '作为 `/robots.txt` 返回。'},
  },
  {
    key: 'proxy_types',
    group: 'preview',
    type: 'text',
    flag: 'private',
    default: 'm3u8,url',
    defaultChanged: {version: 'v3.43.0', previous: 'm3u8'},
    description: {en: 'Proxied.', zh: '中转。'},
  },
  {
    key: 'customize_body',
    group: 'global',
    type: 'text',
    flag: 'private',
    default: '',
    description: {en: 'HTML.', zh: 'HTML。'},
  },
];

describe('<SettingsTable />', () => {
  it('lists one group with labels, types, visibility, choices and anchors (English)', () => {
    render(<SettingsTable group="site" settings={settings} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Setting', 'Default', 'Description']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.id)).toEqual(['setting-site_title', 'setting-pagination_type', 'setting-robots_txt']);
    expect(within(rows[0]!).getByText('Site title')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('public')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Choices:/)).toHaveTextContent('Choices: all, pagination');
    expect(within(rows[2]!).getByText('admin only')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Added in v3.17.0')).toBeInTheDocument();
    // A multi-line default is folded away.
    expect(within(rows[2]!).getByText('Show value').closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByText('proxy_types')).not.toBeInTheDocument();
    expect(collected.anchors.has('setting-robots_txt')).toBe(true);
  });

  it('renders in Chinese', () => {
    setLocale('zh-CN');
    render(<SettingsTable group="site" settings={settings} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['设置项', '默认值', '说明']);
    expect(screen.getByText('网站标题')).toBeInTheDocument();
    expect(screen.getByText('页面标题。')).toBeInTheDocument();
    expect(screen.getAllByText('公开')).toHaveLength(2);
    expect(screen.getByText('仅管理员')).toBeInTheDocument();
    expect(screen.getByText(/可选值：/)).toHaveTextContent('可选值：all, pagination');
    expect(screen.getByText('v3.17.0 新增')).toBeInTheDocument();
    expect(screen.getByText('展开查看')).toBeInTheDocument();
  });

  it('shows an empty default and an earlier default', () => {
    render(<SettingsTable group="global" settings={settings} />);
    expect(screen.getByText('(empty)')).toBeInTheDocument();
    render(<SettingsTable group="preview" settings={settings} />);
    expect(screen.getByText(/Default before v3\.43\.0/)).toHaveTextContent('Default before v3.43.0: m3u8');
  });

  it('renders every group of the site data', () => {
    for (const group of [
      'site',
      'style',
      'preview',
      'global',
      'single',
      'offline_download',
      'index',
      'sso',
      'ldap',
      's3',
      'ftp',
      'traffic',
    ] as const) {
      const {unmount} = render(<SettingsTable group={group} />);
      expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
      unmount();
    }
  });
});

describe('the text of the reference tables', () => {
  // What the search index, a copy and paste and a reader mode take from a
  // row: its parts are blocks or badges, so without a space between them
  // the words run together ("site_titleSite title").
  const text = (element: Element | null | undefined): string =>
    (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

  it('keeps a key, its label and its type apart', () => {
    const {container} = render(<SettingsTable group="site" settings={settings} />);
    expect(text(container.querySelector('#setting-site_title th'))).toBe('site_title Site title string · public');
    render(<ConfigTable section="scheme" entries={entries} />);
    expect(text(document.querySelector('#config-scheme-http_port th'))).toBe('scheme.http_port int');
  });

  it('keeps the “added in” badge apart from the description that follows it', () => {
    render(<ConfigTable section="scheme" entries={entries} />);
    const row = document.querySelector('#config-scheme-enable_h2c')?.nextElementSibling;
    expect(text(row)).toBe('Added in v3.45.0 Cleartext HTTP/2.');
  });

  it('does the same in Chinese', () => {
    setLocale('zh-CN');
    const {container} = render(<SettingsTable group="site" settings={settings} />);
    expect(text(container.querySelector('#setting-site_title th'))).toBe('site_title 网站标题 string · 公开');
  });
});

describe('<CliFlagsTable />', () => {
  it('lists the flags with anchors, in English and in Chinese', () => {
    const {unmount} = render(<CliFlagsTable />);
    const row = screen.getByRole('row', {name: /Direct link to --no-prefix/});
    expect(row).toHaveAttribute('id', 'flag-no-prefix');
    expect(within(row).getByText('false')).toBeInTheDocument();
    expect(within(row).getByText(/official Docker image/)).toBeInTheDocument();
    unmount();
    setLocale('zh-CN');
    render(<CliFlagsTable />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['参数', '默认值', '说明']);
    expect(screen.getByRole('row', {name: /--data 的直达链接/})).toHaveTextContent('数据目录');
  });
});

describe('<ConfigFileExample />', () => {
  it('shows the default file as JSON, with a title and the placeholder in the reader’s language', () => {
    const {unmount} = render(<ConfigFileExample />);
    expect(screen.getByText('data/config.json as v3.45.0 creates it')).toBeInTheDocument();
    const code = screen.getByText(/"http_port": 5244/);
    const json = JSON.parse(code.textContent ?? '') as {jwt_secret: string; scheme: {https_port: number}};
    expect(json.scheme.https_port).toBe(-1);
    expect(json.jwt_secret).toBe('(generated at first start)');
    unmount();
    setLocale('zh-CN');
    render(<ConfigFileExample />);
    expect(JSON.parse(screen.getByText(/"http_port"/).textContent ?? '')).toMatchObject({
      jwt_secret: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
  });
});
