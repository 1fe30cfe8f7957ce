/**
 * One Chinese term per concept in every Chinese text of the site: the pages, sidebar and UI strings under
 * i18n/zh-CN/ and the `zh` texts of the data files under src/data/. The terms are those of the Chinese admin
 * panel of AList v3.45.0 (web-dist tag 3.45.0, its zh-CN bundle):
 *
 * - two-factor authentication is 双重身份验证 (the panel's 启用双重身份验证 and 已启用双重身份验证), never
 *   两步验证, 双重认证, 双重验证, 二次验证, 两步认证 or 双因素/双因子认证;
 * - the task that moves what an offline download fetched into the target storage is a 传输 task (the panel's
 *   将下载的文件传输到相应的存储 and 离线下载传输任务线程数), never 转存. 转存 keeps its everyday meaning of saving a
 *   share into one's own drive: next to 分享 before it, or followed by 到…网盘 or 到个人云.
 *
 * The panel itself says 两步验证 and 双因素 on a few labels (the users list's 取消两步验证, MEGA's form fields);
 * a page quotes such a label as the reader sees it, so the labels in ADMIN_LABELS are allowed verbatim.
 *
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');

/** Labels of the v3.45.0 admin panel (zh-CN) that use another wording; quoted as they are. */
const ADMIN_LABELS = [
  '取消两步验证',
  '两步验证代码',
  '两步验证秘钥',
  '双因素身份验证秘钥',
  '输入您的双重验证应用中显示的验证码',
];

const TWO_FA_TERM = '双重身份验证';
const OTHER_2FA = /两步验证|两步认证|二步验证|双重认证|双重验证|二次验证|双因素认证|双因素验证|双因子认证|双因子验证/g;

/** 转存 that names the offline-download transfer (not saving a share into one's drive). */
function transferMisuses(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/转存/g)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 12), at);
    const after = text.slice(at + 2, at + 14);
    const share = before.includes('分享') || /^到[^，。；、\n]{0,8}(网盘|个人云)/.test(after);
    if (!share) out.push(text.slice(Math.max(0, at - 20), at + 22).replace(/\n/g, ' '));
  }
  return out;
}

function twoFactorMisuses(text: string): string[] {
  let rest = text;
  for (const label of ADMIN_LABELS) rest = rest.split(label).join('〇');
  return [...rest.matchAll(OTHER_2FA)].map((m) => {
    const at = m.index ?? 0;
    return rest.slice(Math.max(0, at - 20), at + m[0].length + 20).replace(/\n/g, ' ');
  });
}

function files(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(full, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext))) out.push(full);
  }
  return out;
}

// The search synonyms list what readers type (两步验证, 转存…) to lead them to the site's terms.
const READERS_WORDS = path.join(ROOT, 'src/data/search/synonyms.ts');

const TEXTS = [
  ...files(path.join(ROOT, 'i18n/zh-CN'), ['.md', '.mdx', '.json']),
  ...files(path.join(ROOT, 'src/data'), ['.ts']).filter((file) => file !== READERS_WORDS),
].map((file) => [path.relative(ROOT, file), fs.readFileSync(file, 'utf8')] as const);

describe('Chinese terminology', () => {
  test('the check reads the Chinese pages and the data files', () => {
    const names = TEXTS.map(([name]) => name);
    expect(names).toContain('i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/advanced/2fa.md');
    expect(names).toContain('src/data/api/auth.ts');
    expect(names).toContain('i18n/zh-CN/code.json');
  });

  test('the checks catch the other spellings and let the admin panel labels and share saving pass', () => {
    expect(twoFactorMisuses('开启两步验证后')).toHaveLength(1);
    expect(twoFactorMisuses('账号开启了双重认证')).toHaveLength(1);
    expect(twoFactorMisuses('点击 **取消两步验证**，填写“两步验证秘钥”')).toEqual([]);
    expect(twoFactorMisuses('开启双重身份验证')).toEqual([]);
    expect(transferMisuses('再由转存任务把文件移入文件夹')).toHaveLength(1);
    expect(transferMisuses('无需转存。')).toHaveLength(1);
    expect(transferMisuses('不需要把分享转存到自己的网盘')).toEqual([]);
    expect(transferMisuses('不需要转存到任何网盘')).toEqual([]);
    expect(transferMisuses('再转存到个人云并删除')).toEqual([]);
  });

  test(`two-factor authentication is ${TWO_FA_TERM} everywhere`, () => {
    const found = TEXTS.flatMap(([name, text]) => twoFactorMisuses(text).map((s) => `${name}: …${s}…`));
    expect(found).toEqual([]);
  });

  test('the offline-download transfer task is 传输, not 转存', () => {
    const found = TEXTS.flatMap(([name, text]) => transferMisuses(text).map((s) => `${name}: …${s}…`));
    expect(found).toEqual([]);
  });
});
