import type {DriverFile} from './types';

/** `drivers/github_releases` of AList v3.45.0. */
const drivers = {
  'GitHub Releases': {
    name: 'GitHub Releases',
    dir: 'github_releases',
    displayName: {en: 'GitHub Releases', zh: 'GitHub 发行'},
    since: 'v3.42.0',
    config: {
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
    },
    operations: {
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
    },
    fields: [
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'Not used by this driver: the folders come from **Repo structure**. Leave it empty.',
          zh: '此驱动不使用该字段，文件夹结构由“仓库结构”决定，留空即可。',
        },
      },
      {
        name: 'repo_structure',
        label: {en: 'Repo structure', zh: '仓库结构'},
        type: 'text',
        default: 'alistGo/alist',
        required: true,
        help: {en: 'structure:[path:]org/repo', zh: '结构：[path：]org/repo'},
        description: {
          en: 'The repositories to show, one per line, as `owner/repo` (its files appear at the root of the storage) or `path:owner/repo` (they appear in the folder `path`, created as needed, such as `tools/rclone:rclone/rclone`). Several repositories may share a folder. Write only the `owner/repo` part of the address, not `https://github.com/…` (its colon would be read as a folder separator), and never more than one `:` in a line: such a line makes the whole storage empty.',
          zh: '要显示的仓库，每行一个，写成 `owner/repo`（文件显示在存储根目录）或 `路径:owner/repo`（显示在该路径的文件夹中，文件夹会自动生成，例如 `tools/rclone:rclone/rclone`）。多个仓库可以放在同一个文件夹。只写地址中的 `owner/repo` 部分，不要写 `https://github.com/…`（其中的冒号会被当成文件夹分隔符）；每行最多一个 `:`，否则整个存储都会变成空的。',
        },
      },
      {
        name: 'show_readme',
        label: {en: 'Show readme', zh: '显示自述文件'},
        type: 'bool',
        default: 'true',
        required: false,
        help: {en: 'show README、LICENSE file', zh: '显示 README、LICENSE 文件'},
        description: {
          en: "Also list the repository's top-level `*.md` files and files whose names start with `LICENSE` next to the release files; they download from `raw.githubusercontent.com`.",
          zh: '在发行版文件旁边同时列出仓库根目录中的 `*.md` 文件和以 `LICENSE` 开头的文件；它们从 `raw.githubusercontent.com` 下载。',
        },
      },
      {
        name: 'token',
        label: {en: 'Token', zh: '令牌'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'GitHub token, if you want to access private repositories or increase the rate limit',
          zh: 'GitHub 令牌，如果您想要访问私有仓库或提高费率限制',
        },
        description: {
          en: 'A GitHub personal access token, optional. Without it, AList may make 60 API requests per hour from its IP address; with it, 5,000. It also lets AList list the releases of a private repository (a fine-grained token with **Contents: Read-only**, or a classic one with `repo`), although their downloads still need a GitHub sign-in (see the page).',
          zh: 'GitHub 个人访问令牌，可不填。不填时 AList 所在 IP 每小时只能调用 60 次 API，填了则为 5000 次。它还能让 AList 列出私有仓库的发行版（细粒度令牌给 **Contents: Read-only**，或带 `repo` 权限的经典令牌），但这些文件的下载仍需要登录 GitHub（见正文）。',
        },
      },
      {
        name: 'show_all_version',
        label: {en: 'Show all version', zh: '显示所有版本'},
        type: 'bool',
        default: 'false',
        required: false,
        help: {en: 'show all versions', zh: '显示所有版本'},
        description: {
          en: "Off: each repository's folder holds the files of its latest release (GitHub's **Latest**, never a pre-release or draft). On: it holds one folder per release, named after the tag, for the 30 newest releases.",
          zh: '关闭时，每个仓库的文件夹里是最新发行版（GitHub 标为 **Latest** 的版本，不含预发行版和草稿）的文件；打开时，按标签名为每个发行版建一个文件夹，最多列出最新的 30 个发行版。',
        },
      },
      {
        name: 'gh_proxy',
        label: {en: 'Gh proxy', zh: 'Gh 代理'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'GitHub proxy, e.g. https://ghproxy.net/github.com or https://gh-proxy.com/github.com '},
        description: {
          en: "A prefix that replaces `https://github.com` in download links, for visitors who cannot reach GitHub, such as `https://gh-proxy.com/github.com`. Leave it empty to hand out GitHub's links. README and LICENSE links are not rewritten.",
          zh: '用来替换下载链接开头 `https://github.com` 的前缀，供访问不了 GitHub 的访客使用，例如 `https://gh-proxy.com/github.com`。留空则直接使用 GitHub 的链接。README 和 LICENSE 文件的链接不会被改写。',
        },
      },
    ],
    mounts: {
      en: 'The files attached to the releases of one or more GitHub repositories, read-only, laid out in folders you define.',
      zh: '以只读方式挂载一个或多个 GitHub 仓库发行版中的附件，文件夹结构由你指定。',
    },
    login: ['none', 'token'],
  },
} satisfies DriverFile;

export default drivers;
