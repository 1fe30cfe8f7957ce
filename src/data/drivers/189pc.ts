import type {DriverFile} from './types';

/** `drivers/189pc` of AList v3.45.0. */
const drivers = {
  '189CloudPC': {
    name: '189CloudPC',
    dir: '189pc',
    displayName: {en: '189CloudPC', zh: '天翼云盘客户端'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '-11',
      checkStatus: true,
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
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The 天翼云盘 account, normally its phone number (or its 189.cn e-mail address).',
          zh: '天翼云盘账号，一般是手机号（或者它的 189.cn 邮箱）。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The account's password. AList signs in as the 天翼云盘 PC client when the storage starts (once per user name and password), keeps the session alive, and signs in again when 189 ends it.",
          zh: '账号密码。存储启动时，AList 以天翼云盘 PC 客户端的身份登录（同一组用户名和密码只登录一次），保持会话，189 结束会话时再重新登录。',
        },
      },
      {
        name: 'validate_code',
        label: {en: 'Validate code', zh: '验证码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The characters of the captcha picture, when 189 asks for one. The storage's status then shows the picture; type what it shows here and save again soon, before the picture expires. The value is used once and cleared. Not needed when the OCR service of the `ocr_api` setting reads the picture for you.",
          zh: '189 要求验证码时，填写验证码图片上的字符。这时存储状态中会显示图片；在它过期之前把内容填到这里并再次保存。该值只用一次，随后清空。如果 `ocr_api` 设置中的识别服务能替你识别图片，就不需要填写。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '-11',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage. `-11` is the whole personal cloud; with **Type** `family`, `-11` or empty means the whole family cloud. For one folder, open it at cloud.189.cn and copy the ID at the end of the address (`…/folder/<ID>`).',
          zh: '作为存储根目录的文件夹 ID。`-11` 表示整个个人云；“类型”为 `family` 时，`-11` 或留空表示整个家庭云。只挂载某个文件夹时，在 cloud.189.cn 打开它，复制地址末尾（`…/folder/<ID>`）的 ID。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'filename',
        required: false,
        options: [
          {value: 'filename', zh: '文件名'},
          {value: 'filesize', zh: '文件大小'},
          {value: 'lastOpTime', zh: '修改时间'},
        ],
        description: {
          en: "The order 189 returns a folder's entries in: `filename`, `filesize` or `lastOpTime` (modified).",
          zh: '189 返回文件列表的排序字段：`filename`（文件名）、`filesize`（文件大小）或 `lastOpTime`（修改时间）。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: 'asc',
        required: false,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {
          en: '`asc` (ascending) or `desc` (descending), applied to **Order by**.',
          zh: '`asc`（升序）或 `desc`（降序），配合“排序”使用。',
        },
      },
      {
        name: 'type',
        label: {en: 'Type', zh: '类型'},
        type: 'select',
        default: 'personal',
        required: false,
        options: [
          {value: 'personal', zh: '个人云'},
          {value: 'family', zh: '家庭云'},
        ],
        description: {
          en: "`personal` mounts the account's personal cloud (个人云); `family` mounts a family cloud (家庭云) the account belongs to, chosen by **Family id**.",
          zh: '`personal` 挂载账号的个人云；`family` 挂载账号所在的某个家庭云，由“Family id”指定。',
        },
      },
      {
        name: 'family_id',
        label: {en: 'Family id', zh: 'Family id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The ID of the family cloud, used with **Type** `family` and with **Family transfer**. Empty: AList picks the family whose remark name appears in the account name, or else the first family of the account; it fails with `cannot get automatically,please input family_id` when the account has none.',
          zh: '家庭云的 ID，在“类型”为 `family` 或打开“家庭转移”时使用。留空时，AList 选择备注名出现在账号名中的那个家庭，找不到就用账号的第一个家庭；账号没有家庭云时报错 `cannot get automatically,please input family_id`。',
        },
      },
      {
        name: 'upload_method',
        label: {en: 'Upload method', zh: '上传方式'},
        type: 'select',
        default: 'stream',
        required: false,
        options: [
          {value: 'stream', zh: '流式'},
          {value: 'rapid', zh: '秒传'},
          {value: 'old', zh: '旧版'},
        ],
        description: {
          en: "How files are uploaded. `stream` (default): parts are sent as they arrive, without reading the file first, so nothing is cached and instant upload is impossible. `rapid`: the file is cached in AList's temporary folder and hashed first, which lets 189 complete uploads of content it already has at once (秒传). `old`: 189's older single-request upload API, a fallback when the others fail.",
          zh: '上传方式。`stream`（流式，默认）：数据到一段发一段，不预先读取文件，所以不占缓存，也不可能秒传。`rapid`（秒传）：先把文件缓存到 AList 的临时目录并计算哈希，189 已有相同内容时可以立即完成。`old`（旧版）：189 较早的单请求上传接口，其他方式失败时的备选。',
        },
      },
      {
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '3',
        required: false,
        help: {en: '1<=thread<=32', zh: '1<=线程<=32'},
        description: {
          en: 'How many parts of one file are uploaded at once with the `stream` and `rapid` methods, from 1 to 32; other values fall back to 3.',
          zh: '使用 `stream` 和 `rapid` 方式时，同一个文件同时上传的分片数，取值 1 到 32，超出范围按 3 处理。',
        },
      },
      {
        name: 'family_transfer',
        label: {en: 'Family transfer', zh: '家庭转移'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: 'With **Type** `personal`: upload each file into a folder `FamilyTransferFolder` of the family cloud first, then save it into the personal cloud and delete the family copy. A workaround for limits 189 places on direct uploads to the personal cloud. An upload then cannot overwrite an existing file: AList renames the old one and removes it after the upload.',
          zh: '“类型”为 `personal` 时：先把文件上传到家庭云的 `FamilyTransferFolder` 文件夹，再转存到个人云并删除家庭云中的副本。用来绕过 189 对直接上传到个人云的限制。此时上传不能直接覆盖同名文件：AList 会先把旧文件改名，上传完成后再删除它。',
        },
      },
      {
        name: 'rapid_upload',
        label: {en: 'Rapid upload', zh: '秒传'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Before any upload, try an instant upload (秒传) with the file's MD5 when AList already knows it (for example when copying from another storage that reports hashes). Each attempt costs a slow request to 189, so it is off by default. With **Type** `family` it also means an upload cannot overwrite an existing file directly.",
          zh: '每次上传前，如果 AList 已经知道文件的 MD5（例如从会报告哈希的存储复制过来），先用它尝试秒传。每次尝试都要等 189 一个较慢的请求，所以默认关闭。“类型”为 `family` 时，打开它还意味着上传不能直接覆盖同名文件。',
        },
      },
      {
        name: 'no_use_ocr',
        label: {en: 'No use ocr', zh: '不使用OCR'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Do not send captcha pictures to the OCR service of the `ocr_api` setting; show them in the storage's status instead, for you to type into **Validate code**. With it on, a failed sign-in also fetches a fresh picture at once.",
          zh: '不把验证码图片发给 `ocr_api` 设置中的识别服务，而是显示在存储状态中，由你填入“验证码”。打开后，登录失败时还会立即获取一张新的验证码图片。',
        },
      },
    ],
    mounts: {
      en: "The personal cloud or a family cloud of 天翼云盘 (China Telecom's 189 cloud), signed in as its PC client with phone number and password.",
      zh: '以 PC 客户端的身份用手机号和密码登录，挂载天翼云盘的个人云或家庭云。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
