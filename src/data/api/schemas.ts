/**
 * Shapes that several routes send or return, read from the Go structs of
 * AList v3.45.0 (JSON tags decide the keys). They become the `components`
 * of the OpenAPI document and are expanded in the reference pages.
 */
import type {Schema, SchemaName} from './types';

const str = (en: string, zh: string, extra: Partial<Schema> = {}): Schema =>
  ({type: 'string', description: {en, zh}, ...extra}) as Schema;
const int = (en: string, zh: string, extra: Partial<Schema> = {}): Schema =>
  ({type: 'integer', description: {en, zh}, ...extra}) as Schema;
const bool = (en: string, zh: string): Schema => ({type: 'boolean', description: {en, zh}});
const time = (en: string, zh: string, nullable = false): Schema => ({
  type: 'string',
  format: 'date-time',
  description: {en, zh},
  ...(nullable ? {nullable: true} : {}),
});

/** `ObjResp` of server/handles/fsread.go: one file or folder in a listing. */
const OBJ_PROPERTIES = {
  id: str(
    'ID of the object in its storage; empty for storages that address files by path.',
    '对象在存储中的 ID；按路径定位文件的存储返回空字符串。',
  ),
  path: str(
    'Path inside the storage as the driver reports it; empty for most drivers.',
    '驱动给出的存储内路径，多数驱动为空。',
  ),
  name: str('File or folder name.', '文件或文件夹名。'),
  size: int('Size in bytes; 0 for folders.', '大小（字节）；文件夹为 0。'),
  is_dir: bool('Whether it is a folder.', '是否为文件夹。'),
  modified: time('Last modification time (RFC 3339).', '最后修改时间（RFC 3339 格式）。'),
  created: time(
    'Creation time (RFC 3339); `0001-01-01T00:00:00Z` when the storage does not know it.',
    '创建时间（RFC 3339 格式）；存储不提供时为 `0001-01-01T00:00:00Z`。',
  ),
  sign: str(
    'Signature to append as `?sign=` to its `/d` or `/p` link; empty when the path needs no signature.',
    '下载签名，拼在 `/d` 或 `/p` 链接后作为 `?sign=`；该路径无需签名时为空。',
  ),
  thumb: str('Thumbnail URL, when the storage provides one.', '缩略图地址，存储提供时才有。'),
  type: int(
    'Kind of file: 0 unknown, 1 folder, 2 video, 3 audio, 4 text, 5 image.',
    '文件类别：0 未知、1 文件夹、2 视频、3 音频、4 文本、5 图片。',
    {enum: [0, 1, 2, 3, 4, 5]},
  ),
  hashinfo: str(
    'Known hashes as a JSON string, such as `{"md5":"…"}`; the string `null` or `{}` when none is known.',
    '已知哈希值的 JSON 字符串，如 `{"md5":"…"}`；没有时为字符串 `null` 或 `{}`。',
  ),
  hash_info: {
    type: 'object',
    nullable: true,
    additionalProperties: {type: 'string'},
    description: {
      en: 'The same hashes as an object keyed by `md5`, `sha1` or `sha256`; `null` when none is known.',
      zh: '同样的哈希值，以 `md5`、`sha1`、`sha256` 为键的对象；没有时为 `null`。',
    },
  },
} satisfies Record<string, Schema>;

export const SCHEMAS: Readonly<Record<SchemaName, Schema>> = {
  Obj: {type: 'object', properties: OBJ_PROPERTIES},
  SearchResult: {
    type: 'object',
    description: {
      en: 'A search hit: where it is and what it is.',
      zh: '一条搜索结果：所在位置和基本信息。',
    },
    properties: {
      parent: str(
        'Folder that holds it, as a full path from the root of AList, including the caller’s base path (a user whose base path is `/local/alice` gets `/local/alice/docs`). Unlike the other routes, the path is not relative to the base path: strip the base path (`base_path` of `/api/me`) from its start, as the web interface does, before using it in other calls.',
        '所在文件夹的路径。这是从 AList 根目录算起的完整路径，包含调用者的基本路径（基本路径为 `/local/alice` 的用户得到 `/local/alice/docs`）。与其他接口不同，它不是相对于基本路径的路径：在其他请求中使用前，请像网页端那样去掉开头的基本路径（`/api/me` 返回的 `base_path`）。',
      ),
      name: str('File or folder name.', '文件或文件夹名。'),
      is_dir: bool('Whether it is a folder.', '是否为文件夹。'),
      size: int('Size in bytes as indexed.', '建立索引时记录的大小（字节）。'),
      type: int(
        'Kind of file: 0 unknown, 1 folder, 2 video, 3 audio, 4 text, 5 image.',
        '文件类别：0 未知、1 文件夹、2 视频、3 音频、4 文本、5 图片。',
        {enum: [0, 1, 2, 3, 4, 5]},
      ),
    },
  },
  ArchiveContent: {
    type: 'object',
    description: {
      en: 'An entry of an archive, with the entries below it for folders.',
      zh: '压缩包里的一项；文件夹还带有其下的各项。',
    },
    properties: {
      ...OBJ_PROPERTIES,
      children: {
        type: 'array',
        nullable: true,
        items: {ref: 'ArchiveContent'},
        description: {
          en: 'Entries inside this folder; `null` for files and when the tool only lists one level.',
          zh: '此文件夹内的各项；文件，或解压工具只列出一层时为 `null`。',
        },
      },
    },
  },
  TaskInfo: {
    type: 'object',
    properties: {
      id: str('Task ID (a 21-character nanoid).', '任务 ID（21 位 nanoid）。'),
      name: str(
        'What the task does, such as `copy [/local](/a.zip) to [/s3](/backup)`.',
        '任务内容，例如 `copy [/local](/a.zip) to [/s3](/backup)`。',
      ),
      creator: str('User name of whoever created it; empty when unknown.', '创建者的用户名；未知时为空。', {
        since: 'v3.39.1',
      }),
      creator_role: int(
        'Role of the creator (0 general, 1 guest, 2 admin); -1 when unknown.',
        '创建者的角色（0 普通用户、1 访客、2 管理员）；未知时为 -1。',
        {
          since: 'v3.39.1',
        },
      ),
      state: int(
        'State: 0 pending, 1 running, 2 succeeded, 3 canceling, 4 canceled, 5 errored (will be retried), 6 failing, 7 failed, 8 waiting to retry, 9 about to retry.',
        '状态：0 等待中、1 运行中、2 成功、3 取消中、4 已取消、5 出错（将重试）、6 失败处理中、7 失败、8 等待重试、9 即将重试。',
        {enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]},
      ),
      status: str(
        'Free-text status the task reports, such as `uploading`.',
        '任务自己报告的状态文字，如 `uploading`。',
      ),
      progress: {
        type: 'number',
        description: {en: 'Progress from 0 to 100.', zh: '进度，0 到 100。'},
      },
      start_time: time('When it started; `null` before it starts.', '开始时间；尚未开始时为 `null`。', true),
      end_time: time('When it ended; `null` while it runs.', '结束时间；运行中为 `null`。', true),
      total_bytes: int('Bytes to transfer, when known.', '需要传输的总字节数（已知时）。', {since: 'v3.42.0'}),
      error: str('Error message of the last failure; empty otherwise.', '最近一次失败的错误信息；否则为空。'),
    },
  },
  User: {
    type: 'object',
    properties: {
      id: int('User ID.', '用户 ID。'),
      username: str('User name, unique.', '用户名，不可重复。'),
      password: str(
        'Always empty in replies. In requests: the new password in plain text, or empty to keep the current one.',
        '返回时总为空。请求中填写新密码明文，留空表示不修改。',
      ),
      base_path: str(
        'Folder the user sees as `/`; every path the user sends is resolved inside it.',
        '用户的基本路径：用户看到的 `/`，其发送的所有路径都在它之下解析。',
      ),
      role: int('Role: 0 general user, 1 guest, 2 admin.', '角色：0 普通用户、1 访客、2 管理员。', {enum: [0, 1, 2]}),
      disabled: bool('The account cannot sign in or call the API.', '账号已停用，不能登录或调用 API。'),
      permission: int(
        'Permission bits: 0 see hidden files, 1 access without password, 2 add offline downloads, 3 create folders and upload, 4 rename, 5 move, 6 copy, 7 delete, 8 WebDAV read, 9 WebDAV write, 10 FTP/SFTP read, 11 FTP/SFTP write, 12 read archives, 13 decompress.',
        '权限位：0 查看隐藏文件、1 无需密码访问、2 添加离线下载、3 新建文件夹和上传、4 重命名、5 移动、6 复制、7 删除、8 WebDAV 读取、9 WebDAV 管理、10 FTP/SFTP 读取、11 FTP/SFTP 管理、12 读取压缩包、13 解压。',
      ),
      sso_id: str('ID of the linked single sign-on account; empty when none.', '绑定的单点登录账号 ID；未绑定时为空。'),
    },
  },
  Meta: {
    type: 'object',
    properties: {
      id: int('Meta ID.', '元信息 ID。'),
      path: str('Path the rules apply to.', '规则作用的路径。'),
      password: str('Password needed to open the path; empty for none.', '访问该路径所需的密码；为空表示不设密码。'),
      p_sub: bool('The password also protects sub-folders.', '密码同样作用于子文件夹。'),
      write: bool(
        'Anyone who can open the path may upload and create folders there.',
        '能访问该路径的人都可以在此上传和新建文件夹。',
      ),
      w_sub: bool('Writing is also allowed in sub-folders.', '写入权限同样作用于子文件夹。'),
      hide: str(
        'Regular expressions, one per line; matching names are hidden from users who cannot see hidden files.',
        '正则表达式，每行一个；名称匹配的项对不能查看隐藏文件的用户隐藏。',
      ),
      h_sub: bool('Hiding also applies in sub-folders.', '隐藏规则同样作用于子文件夹。'),
      readme: str('Markdown shown under the listing.', '显示在文件列表下方的 Markdown 说明。'),
      r_sub: bool('The readme also shows in sub-folders.', '说明同样显示在子文件夹中。'),
      header: str('Markdown shown above the listing.', '显示在文件列表上方的 Markdown。'),
      header_sub: bool('The header also shows in sub-folders.', '顶部说明同样显示在子文件夹中。'),
    },
  },
  Storage: {
    type: 'object',
    properties: {
      id: int('Storage ID.', '存储 ID。'),
      mount_path: str(
        'Where the storage appears in AList, such as `/local`.',
        '存储在 AList 中的挂载路径，如 `/local`。',
      ),
      order: int('Position among storages mounted in the same folder.', '同一目录下各存储的排序序号。'),
      driver: str(
        'Driver name as `/api/admin/driver/names` lists it, such as `Local`.',
        '驱动名称，与 `/api/admin/driver/names` 返回的一致，如 `Local`。',
      ),
      cache_expiration: int(
        'Minutes a folder listing stays cached; 0 disables the cache.',
        '目录列表缓存的分钟数；0 表示不缓存。',
      ),
      status: str(
        '`work` when the storage is up, otherwise the error met while loading it.',
        '正常时为 `work`，否则是加载时遇到的错误。',
      ),
      addition: str(
        "The driver's own options as a JSON string, with the field names of `/api/admin/driver/info`.",
        '驱动自身的选项，JSON 字符串，字段名见 `/api/admin/driver/info`。',
      ),
      remark: str('Free note shown in the admin panel.', '在管理面板中显示的备注。'),
      modified: time('Last change of the storage settings.', '存储设置的最后修改时间。'),
      disabled: bool('The storage is not mounted.', '存储已停用，不挂载。'),
      disable_index: {
        type: 'boolean',
        since: 'v3.42.0',
        description: {en: 'Leave the storage out of the search index.', zh: '不将该存储纳入搜索索引。'},
      },
      enable_sign: bool('Links to its files need a signature.', '访问其文件的链接需要签名。'),
      order_by: str(
        'Sort field of listings: `name`, `size` or `modified`; empty keeps the storage order.',
        '列表排序字段：`name`、`size` 或 `modified`；为空则保持存储的原有顺序。',
      ),
      order_direction: str('`asc` or `desc`.', '`asc` 或 `desc`。'),
      extract_folder: str(
        'Where folders go in listings: `front`, `back`, or empty.',
        '文件夹在列表中的位置：`front`、`back` 或空。',
      ),
      web_proxy: bool(
        'Downloads in the web interface go through AList (`/p`).',
        '网页中的下载经由 AList 中转（`/p`）。',
      ),
      webdav_policy: str(
        'WebDAV downloads: `302_redirect`, `use_proxy_url` or `native_proxy`.',
        'WebDAV 下载方式：`302_redirect`、`use_proxy_url` 或 `native_proxy`。',
      ),
      proxy_range: bool('Serve byte ranges when proxying.', '中转时支持按范围读取（Range）。'),
      down_proxy_url: str('Download proxy address(es), one per line.', '下载代理地址，每行一个。'),
    },
  },
  SettingItem: {
    type: 'object',
    properties: {
      key: str('Setting key, such as `site_title`.', '设置项的键，如 `site_title`。'),
      value: str('Value, always a string (`"true"`, `"20"`).', '值，总是字符串（如 `"true"`、`"20"`）。'),
      help: str('Help text shown in the admin panel.', '管理面板中显示的说明。'),
      type: str(
        'Input type: `string`, `number`, `bool`, `select`, `text`.',
        '输入类型：`string`、`number`、`bool`、`select`、`text`。',
      ),
      options: str('Choices of a `select`, comma-separated.', '`select` 类型的可选值，逗号分隔。'),
      group: int(
        'Group: 0 single, 1 site, 2 style, 3 preview, 4 global, 5 offline download, 6 index, 7 SSO, 8 LDAP, 9 S3, 10 FTP, 11 traffic.',
        '分组：0 独立项、1 站点、2 样式、3 预览、4 全局、5 离线下载、6 索引、7 单点登录、8 LDAP、9 S3、10 FTP、11 流量。',
      ),
      flag: int('0 public, 1 private, 2 read-only, 3 deprecated.', '0 公开、1 私有、2 只读、3 已弃用。', {
        enum: [0, 1, 2, 3],
      }),
      index: int('Position in its group.', '在分组中的排序。'),
    },
  },
  DriverItem: {
    type: 'object',
    properties: {
      name: str('Field name in `addition` (or a common storage field).', '`addition` 中的字段名（或通用存储字段）。'),
      type: str(
        'Form type: `string`, `number`, `float`, `bool`, `select`, `text`.',
        '表单类型：`string`、`number`、`float`、`bool`、`select`、`text`。',
      ),
      default: str('Default value as a string.', '默认值（字符串）。'),
      options: str('Choices of a `select`, comma-separated.', '`select` 类型的可选值，逗号分隔。'),
      required: bool('The form requires a value.', '表单要求必填。'),
      help: str('Help text.', '说明文字。'),
    },
  },
  DriverConfig: {
    type: 'object',
    properties: {
      name: str('Driver name.', '驱动名称。'),
      local_sort: bool('AList sorts listings itself.', '由 AList 自行排序列表。'),
      only_local: bool('Files can only be served through AList.', '文件只能经由 AList 提供。'),
      only_proxy: bool('Downloads always go through AList.', '下载总是经由 AList 中转。'),
      no_cache: bool('Listings are never cached.', '从不缓存目录列表。'),
      no_upload: bool('The driver cannot upload.', '该驱动不支持上传。'),
      need_ms: bool(
        'The driver asks for a message (such as a verification code) while loading.',
        '加载时需要用户输入信息（如验证码）。',
      ),
      default_root: str(
        'Root folder ID or path used when the form leaves it empty.',
        '表单未填写时使用的根目录 ID 或路径。',
      ),
      alert: str(
        'Notice shown on the form: `info|…`, `warning|…` and so on.',
        '表单上方的提示：`info|…`、`warning|…` 等。',
      ),
    },
  },
  DriverInfo: {
    type: 'object',
    properties: {
      common: {
        type: 'array',
        items: {ref: 'DriverItem'},
        description: {
          en: 'Common storage fields the form shows for this driver.',
          zh: '该驱动表单显示的通用存储字段。',
        },
      },
      additional: {
        type: 'array',
        items: {ref: 'DriverItem'},
        description: {
          en: "The driver's own fields, which go into `addition`.",
          zh: '驱动自身的字段，保存在 `addition` 中。',
        },
      },
      config: {
        ref: 'DriverConfig',
        description: {en: 'What the driver can and cannot do.', zh: '驱动能做和不能做的事。'},
      },
    },
  },
  SshKey: {
    type: 'object',
    properties: {
      id: int('Key ID.', '公钥 ID。'),
      title: str('Name given to the key.', '公钥的名称。'),
      fingerprint: str('SHA-256 fingerprint of the key.', '公钥的 SHA-256 指纹。'),
      added_time: time('When it was added.', '添加时间。'),
      last_used_time: time('Last SFTP sign-in with it.', '最近一次用它登录 SFTP 的时间。'),
    },
  },
  IndexProgress: {
    type: 'object',
    properties: {
      obj_count: int('Objects indexed so far.', '已索引的对象数。'),
      is_done: bool('No build or update is running.', '当前没有正在进行的构建或更新。'),
      last_done_time: time(
        'When the last build finished; `null` if never.',
        '上次构建完成的时间；从未完成时为 `null`。',
        true,
      ),
      error: str('Error of the last build; empty when none.', '上次构建的错误；没有错误时为空。'),
    },
  },
};
