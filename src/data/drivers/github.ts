import type {DriverFile} from './types';

/** `drivers/github` of AList v3.45.0. */
const drivers = {
  'GitHub API': {
    name: 'GitHub API',
    dir: 'github',
    displayName: {en: 'GitHub API', zh: 'GitHub API'},
    since: 'v3.42.0',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder of the repository that becomes the root of this storage, as a path from the top of the repository: `/` for the whole repository, `/docs` for one folder.',
          zh: '挂载为存储根目录的仓库文件夹，用从仓库顶层开始的路径表示：`/` 表示整个仓库，`/docs` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'token',
        label: {en: 'Token', zh: '令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "A GitHub personal access token (GitHub → **Settings** → **Developer settings** → **Personal access tokens**), sent as a Bearer token with every API call. A fine-grained token needs the repository's **Contents** permission (**Read-only** to browse, **Read and write** to change files); a classic token needs the `repo` scope for a private repository. A wrong or expired token fails with `401 Unauthorized: Bad credentials`.",
          zh: 'GitHub 个人访问令牌（GitHub → **Settings** → **Developer settings** → **Personal access tokens**），每次调用 API 时作为 Bearer 令牌发送。细粒度令牌（fine-grained）需要该仓库的 **Contents** 权限：只浏览给 **Read-only**，要修改文件给 **Read and write**；经典令牌（classic）访问私有仓库需要 `repo` 权限范围。令牌错误或过期时报 `401 Unauthorized: Bad credentials`。',
        },
      },
      {
        name: 'owner',
        label: {en: 'Owner', zh: '所有者'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The user or organization that owns the repository: the first part of its address, `alist-org` in `https://github.com/alist-org/docs`.',
          zh: '仓库所属的用户或组织，即仓库地址的第一段：`https://github.com/alist-org/docs` 中的 `alist-org`。',
        },
      },
      {
        name: 'repo',
        label: {en: 'Repo', zh: '仓库'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The repository's name: the second part of its address, `docs` in `https://github.com/alist-org/docs`. The repository must have at least one commit.",
          zh: '仓库名，即仓库地址的第二段：`https://github.com/alist-org/docs` 中的 `docs`。仓库里至少要有一次提交。',
        },
      },
      {
        name: 'ref',
        label: {en: 'Ref', zh: 'Ref'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'A branch, a tag or a commit SHA, main branch by default.',
          zh: '分支名、标签或提交 SHA，不填写使用默认主分支。',
        },
        description: {
          en: "The branch, tag or commit SHA to show. Empty means the repository's default branch. Only a branch can be written to: with a tag or a SHA the storage is read-only and every change fails with `cannot write to non-branch reference`.",
          zh: '要显示的分支、标签或提交 SHA，留空则使用仓库的默认分支。只有分支可以写入：填标签或 SHA 时存储是只读的，任何修改都会报 `cannot write to non-branch reference`。',
        },
      },
      {
        name: 'gh_proxy',
        label: {en: 'Gh proxy', zh: 'Gh 代理'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'GitHub proxy, e.g. https://ghproxy.net/raw.githubusercontent.com or https://gh-proxy.com/raw.githubusercontent.com',
          zh: 'GitHub 代理，例如https://ghproxy.net/raw.githubusercontent.com 或 https://gh-proxy.com/raw.githubusercontent.com',
        },
        description: {
          en: "A prefix that replaces `https://raw.githubusercontent.com` in download links, for visitors who cannot reach GitHub's file host, such as `https://gh-proxy.com/raw.githubusercontent.com`. Leave it empty to hand out GitHub's own links. The proxy sees every link, including the temporary tokens GitHub puts into links of private repositories.",
          zh: '用来替换下载链接开头 `https://raw.githubusercontent.com` 的前缀，供访问不了 GitHub 文件域名的访客使用，例如 `https://gh-proxy.com/raw.githubusercontent.com`。留空则直接使用 GitHub 的链接。代理能看到所有链接，包括 GitHub 为私有仓库链接附带的临时令牌。',
        },
      },
      {
        name: 'gpg_private_key',
        label: {en: 'Gpg private key', zh: 'Gpg 私钥'},
        type: 'text',
        default: '',
        required: false,
        description: {
          en: 'An ASCII-armored OpenPGP private key (the text of `gpg --armor --export-secret-keys <key id>`, from `-----BEGIN PGP PRIVATE KEY BLOCK-----` to the end line) used to sign every commit the storage makes. Leave it empty for unsigned commits. GitHub shows the commits as **Verified** only when the public key is added to the GitHub account and the committer email is one of its verified addresses.',
          zh: '用于为存储产生的每个提交签名的 ASCII 格式 OpenPGP 私钥（`gpg --armor --export-secret-keys <密钥 ID>` 输出的全文，从 `-----BEGIN PGP PRIVATE KEY BLOCK-----` 到结尾那一行）。留空则提交不签名。只有公钥已添加到 GitHub 账号、且提交者邮箱是该账号已验证的邮箱时，GitHub 才会把提交标为 **Verified**。',
        },
      },
      {
        name: 'gpg_key_passphrase',
        label: {en: 'Gpg key passphrase', zh: 'Gpg 密钥密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The passphrase of that private key, if it has one. A wrong passphrase stops the storage with `password incorrect: …`.',
          zh: '该私钥的密码（如果设置了）。密码错误时存储无法启动，报 `password incorrect: …`。',
        },
      },
      {
        name: 'committer_name',
        label: {en: 'Committer name', zh: '提交者名称'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The name recorded as committer of the commits. Fill it together with the email, or leave both empty: GitHub then records the author as committer. With a GPG key and both empty, AList takes the public name and email of the token owner's GitHub profile.",
          zh: '提交记录中的提交者名称。要么与邮箱一起填写，要么都留空，留空时 GitHub 以作者作为提交者。设置了 GPG 私钥而两者都留空时，AList 使用令牌所属 GitHub 账号公开的名称和邮箱。',
        },
      },
      {
        name: 'committer_email',
        label: {en: 'Committer email', zh: '提交者电子邮件'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The committer's email address; required when a committer name is set (`committer email is required`). For a verified signature it must be a verified address of the GitHub account that holds the GPG key.",
          zh: '提交者的邮箱；填了提交者名称就必须填写（否则报 `committer email is required`）。要让签名显示为已验证，它必须是持有该 GPG 公钥的 GitHub 账号中已验证的邮箱。',
        },
      },
      {
        name: 'author_name',
        label: {en: 'Author name', zh: '提交作者姓名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The name recorded as author of the commits. Fill it together with the email, or leave both empty: GitHub then records the token's owner. With a GPG key and both empty, AList takes the public name and email of the token owner's GitHub profile.",
          zh: '提交记录中的作者名称。要么与邮箱一起填写，要么都留空，留空时 GitHub 记录令牌所属的用户。设置了 GPG 私钥而两者都留空时，AList 使用令牌所属 GitHub 账号公开的名称和邮箱。',
        },
      },
      {
        name: 'author_email',
        label: {en: 'Author email', zh: '提交作者电子邮件'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The author's email address; required when an author name is set (`author email is required`).",
          zh: '作者的邮箱；填了作者名称就必须填写（否则报 `author email is required`）。',
        },
      },
      {
        name: 'mkdir_commit_message',
        label: {en: 'Mkdir commit message', zh: '创建文件夹操作提交消息'},
        type: 'text',
        default: '{{.UserName}} mkdir {{.ObjPath}}',
        required: false,
        description: {
          en: 'The message of the commit that creates a folder, a Go template. Since Git has no empty folders, the new folder holds an empty `.gitkeep` file, which AList hides. Variables: `{{.UserName}}` (the AList user, `<system>` for background tasks), `{{.ObjName}}`, `{{.ObjPath}}`, `{{.ParentName}}` and `{{.ParentPath}}`.',
          zh: '新建文件夹时的提交信息，使用 Go 模板。Git 不能保存空文件夹，所以新文件夹里会放一个空的 `.gitkeep` 文件，AList 列表中不显示它。可用变量：`{{.UserName}}`（AList 用户名，后台任务为 `<system>`）、`{{.ObjName}}`、`{{.ObjPath}}`、`{{.ParentName}}` 和 `{{.ParentPath}}`。',
        },
      },
      {
        name: 'delete_commit_message',
        label: {en: 'Delete commit message', zh: '删除操作提交消息'},
        type: 'text',
        default: '{{.UserName}} remove {{.ObjPath}}',
        required: false,
        description: {
          en: "The message of the commit that deletes a file or folder, a Go template with the same variables as the folder message. The files stay in the repository's history.",
          zh: '删除文件或文件夹时的提交信息，Go 模板，变量与新建文件夹相同。被删除的文件仍保留在仓库历史中。',
        },
      },
      {
        name: 'put_commit_message',
        label: {en: 'Put commit message', zh: '上传操作提交消息'},
        type: 'text',
        default: '{{.UserName}} upload {{.ObjPath}}',
        required: false,
        description: {
          en: "The message of the commit that uploads a file, a Go template with the same variables (`{{.ObjPath}}` is the new file's path in the repository).",
          zh: '上传文件时的提交信息，Go 模板，变量相同（`{{.ObjPath}}` 是新文件在仓库中的路径）。',
        },
      },
      {
        name: 'rename_commit_message',
        label: {en: 'Rename commit message', zh: '重命名操作提交消息'},
        type: 'text',
        default: '{{.UserName}} rename {{.ObjPath}} to {{.TargetName}}',
        required: false,
        description: {
          en: 'The message of the commit that renames a file or folder, a Go template; `{{.TargetName}}` is the new name and `{{.TargetPath}}` the new path.',
          zh: '重命名文件或文件夹时的提交信息，Go 模板；`{{.TargetName}}` 是新名称，`{{.TargetPath}}` 是新路径。',
        },
      },
      {
        name: 'copy_commit_message',
        label: {en: 'Copy commit message', zh: '复制操作提交消息'},
        type: 'text',
        default: '{{.UserName}} copy {{.ObjPath}} to {{.TargetPath}}',
        required: false,
        description: {
          en: 'The message of the commit that copies a file or folder, a Go template; `{{.TargetName}}` and `{{.TargetPath}}` name the destination folder.',
          zh: '复制文件或文件夹时的提交信息，Go 模板；`{{.TargetName}}` 和 `{{.TargetPath}}` 指目标文件夹。',
        },
      },
      {
        name: 'move_commit_message',
        label: {en: 'Move commit message', zh: '移动操作提交消息'},
        type: 'text',
        default: '{{.UserName}} move {{.ObjPath}} to {{.TargetPath}}',
        required: false,
        description: {
          en: 'The message of the commit that moves a file or folder, a Go template; `{{.TargetName}}` and `{{.TargetPath}}` name the destination folder.',
          zh: '移动文件或文件夹时的提交信息，Go 模板；`{{.TargetName}}` 和 `{{.TargetPath}}` 指目标文件夹。',
        },
      },
    ],
    mounts: {
      en: 'A branch, tag or commit of a GitHub repository through the GitHub REST API; every change on a branch is a commit.',
      zh: '通过 GitHub REST API 挂载 GitHub 仓库的某个分支、标签或提交；在分支上的每次修改都是一次提交。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
