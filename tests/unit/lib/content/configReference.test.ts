import type {ConfigEntry} from '@site/src/data/config/configFile';
import type {SettingItem} from '@site/src/data/config/settings';
import {
  breakPoints,
  buildDefaultConfig,
  compareVersions,
  configAnchorId,
  configDepth,
  envWithoutPrefix,
  findConfigSection,
  flagAnchorId,
  formatConfigValue,
  isLongValue,
  selectConfigEntries,
  settingAnchorId,
  settingsOfGroup,
  splitInlineCode,
  VALUE_BREAKS,
} from '@site/src/lib/content/configReference';

const text = {en: 'English', zh: '中文'};

const entries: ConfigEntry[] = [
  {kind: 'field', path: 'force', type: 'bool', default: false, env: 'ALIST_FORCE', restart: true, description: text},
  {kind: 'section', path: 'scheme', envPrefix: '', description: text},
  {
    kind: 'field',
    path: 'scheme.http_port',
    type: 'int',
    default: 5244,
    env: 'ALIST_HTTP_PORT',
    restart: true,
    description: text,
  },
  {kind: 'section', path: 'tasks', envPrefix: 'TASKS_', description: text},
  {kind: 'section', path: 'tasks.copy', envPrefix: 'COPY_', description: text},
  {
    kind: 'field',
    path: 'tasks.copy.workers',
    type: 'int',
    default: 5,
    env: 'ALIST_TASKS_COPY_WORKERS',
    restart: true,
    description: text,
  },
  {
    kind: 'field',
    path: 'temp_dir',
    type: 'string',
    default: 'data/temp',
    env: 'ALIST_TEMP_DIR',
    restart: true,
    description: text,
  },
];

describe('anchor ids', () => {
  it('are stable, readable and unique per kind', () => {
    expect(configAnchorId('scheme.http_port')).toBe('config-scheme-http_port');
    expect(configAnchorId('force')).toBe('config-force');
    expect(settingAnchorId('site_title')).toBe('setting-site_title');
    expect(flagAnchorId('no-prefix')).toBe('flag-no-prefix');
  });
});

describe('selectConfigEntries', () => {
  it('returns everything without options', () => {
    expect(selectConfigEntries(entries)).toHaveLength(entries.length);
  });

  it('returns the top-level fields only', () => {
    expect(selectConfigEntries(entries, {topLevel: true}).map((e) => e.path)).toEqual(['force', 'temp_dir']);
  });

  it('returns a section’s entries, nested sections included, without the section itself', () => {
    expect(selectConfigEntries(entries, {section: 'tasks'}).map((e) => e.path)).toEqual([
      'tasks.copy',
      'tasks.copy.workers',
    ]);
    expect(selectConfigEntries(entries, {section: 'scheme'}).map((e) => e.path)).toEqual(['scheme.http_port']);
  });

  it('throws on an unknown section, so a typo fails the build', () => {
    expect(() => selectConfigEntries(entries, {section: 'schema'})).toThrow('Unknown config section "schema"');
    expect(() => selectConfigEntries(entries, {section: 'force'})).toThrow();
  });

  it('finds a section entry', () => {
    expect(findConfigSection(entries, 'tasks.copy')?.path).toBe('tasks.copy');
    expect(findConfigSection(entries, 'force')).toBeUndefined();
  });

  it('measures depth', () => {
    expect(configDepth('force')).toBe(0);
    expect(configDepth('tasks.copy.workers')).toBe(2);
  });
});

describe('formatting', () => {
  it('writes config values as JSON', () => {
    expect(formatConfigValue('sqlite3')).toBe('"sqlite3"');
    expect(formatConfigValue('')).toBe('""');
    expect(formatConfigValue(5244)).toBe('5244');
    expect(formatConfigValue(false)).toBe('false');
    expect(formatConfigValue(['*'])).toBe('["*"]');
  });

  it('tells long or multi-line values apart', () => {
    expect(isLongValue('m3u8')).toBe(false);
    expect(isLongValue('a\nb')).toBe(true);
    expect(isLongValue('x'.repeat(49))).toBe(true);
    expect(isLongValue('x'.repeat(10), 5)).toBe(true);
  });

  it('splits inline code', () => {
    expect(splitInlineCode('Use `-1` to turn `http` off.')).toEqual([
      {text: 'Use ', code: false},
      {text: '-1', code: true},
      {text: ' to turn ', code: false},
      {text: 'http', code: true},
      {text: ' off.', code: false},
    ]);
    expect(splitInlineCode('`a`')).toEqual([{text: 'a', code: true}]);
    expect(splitInlineCode('Open **Settings** → `tokens`, not **Secret ID**.')).toEqual([
      {text: 'Open ', code: false},
      {text: 'Settings', code: false, strong: true},
      {text: ' → ', code: false},
      {text: 'tokens', code: true},
      {text: ', not ', code: false},
      {text: 'Secret ID', code: false, strong: true},
      {text: '.', code: false},
    ]);
    expect(splitInlineCode('`**not bold**`')).toEqual([{text: '**not bold**', code: true}]);
    expect(splitInlineCode('no code')).toEqual([{text: 'no code', code: false}]);
    expect(splitInlineCode('odd ` mark')).toEqual([{text: 'odd ` mark', code: false}]);
    expect(splitInlineCode('')).toEqual([]);
  });

  it('drops the environment prefix', () => {
    expect(envWithoutPrefix('ALIST_HTTP_PORT')).toBe('HTTP_PORT');
    expect(envWithoutPrefix('HTTP_PORT')).toBe('HTTP_PORT');
    expect(envWithoutPrefix('X_PORT', 'X_')).toBe('PORT');
  });
});

describe('settingsOfGroup', () => {
  const settings: SettingItem[] = [
    {key: 'a', group: 'site', type: 'string', flag: 'public', default: '', description: text},
    {key: 'b', group: 'style', type: 'string', flag: 'public', default: '', description: text},
    {key: 'c', group: 'site', type: 'bool', flag: 'private', default: 'true', description: text},
  ];
  it('keeps the program’s order', () => {
    expect(settingsOfGroup(settings, 'site').map((s) => s.key)).toEqual(['a', 'c']);
  });
  it('throws on an empty group', () => {
    expect(() => settingsOfGroup(settings, 'ldap')).toThrow('No settings in group "ldap"');
  });
});

describe('compareVersions', () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('v3.9.0', 'v3.41.0')).toBeLessThan(0);
    expect(compareVersions('v3.41.0', 'v3.9.0')).toBeGreaterThan(0);
    expect(compareVersions('v3.38.0', '3.38.0')).toBe(0);
    expect(compareVersions('v3.38', 'v3.38.0')).toBe(0);
    expect(compareVersions('v3.39.2', 'v3.39.10')).toBeLessThan(0);
  });
});

describe('buildDefaultConfig', () => {
  it('nests sections and uses the placeholder for generated defaults', () => {
    const withSecret: ConfigEntry[] = [
      ...entries,
      {
        kind: 'field',
        path: 'jwt_secret',
        type: 'string',
        default: null,
        env: 'ALIST_JWT_SECRET',
        restart: true,
        description: text,
      },
    ];
    expect(buildDefaultConfig(withSecret, '<random>')).toEqual({
      force: false,
      scheme: {http_port: 5244},
      tasks: {copy: {workers: 5}},
      temp_dir: 'data/temp',
      jwt_secret: '<random>',
    });
  });

  it('refuses an entry listed before its section', () => {
    const [first, ...rest] = entries.filter((e) => e.path.startsWith('scheme'));
    expect(() => buildDefaultConfig([...rest, first!], '?')).toThrow('comes before its section "scheme"');
  });
});

describe('breakPoints', () => {
  it('cuts after dots, underscores and dashes and keeps every character', () => {
    expect(breakPoints('tasks.copy.task_persistant')).toEqual(['tasks.', 'copy.', 'task_', 'persistant']);
    expect(breakPoints('ALIST_HTTP_PORT')).toEqual(['ALIST_', 'HTTP_', 'PORT']);
    expect(breakPoints('--no-prefix')).toEqual(['-', '-', 'no-', 'prefix']);
    expect(breakPoints('force')).toEqual(['force']);
    expect(breakPoints('a.b_c').join('')).toBe('a.b_c');
    expect(breakPoints('authorization,referer', VALUE_BREAKS)).toEqual(['authorization,', 'referer']);
    expect(breakPoints('http://x', VALUE_BREAKS)).toEqual(['http:', '/', '/', 'x']);
  });
});
