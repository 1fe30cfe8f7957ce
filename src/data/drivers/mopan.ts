import type {DriverFile} from './types';

/** `drivers/mopan` of AList v3.45.0. */
const drivers = {
  MoPan: {
    name: 'MoPan',
    dir: 'mopan',
    displayName: {en: 'MoPan', zh: '魔盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        name: 'phone',
        label: {en: 'Phone', zh: '手机号码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The mobile number the MoPan account is registered with (the 11-digit number you sign in with in the MoPan app). It is also where SMS codes are sent.',
          zh: '注册魔盘账号时使用的手机号码，也就是在魔盘 App 中登录用的 11 位手机号。短信验证码也发到这个号码。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The account's password, as set in the MoPan app. AList signs in with it at every start and again whenever the session expires, so it must stay valid even if you first signed in with an SMS code. The admin panel warns that MoPan may keep it in clear text: use a password you use nowhere else.",
          zh: '魔盘账号的登录密码（在魔盘 App 中设置）。AList 每次启动以及会话过期后都用它重新登录，所以即使第一次用短信验证码登录，这里也要填正确的密码。管理面板会提示魔盘可能明文保存密码，请使用一个别处没用过的密码。',
        },
      },
      {
        name: 'sms_code',
        label: {en: 'Sms code', zh: '短信验证码'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "input 'send' send sms ", zh: "输入 'send' 发送短信"},
        description: {
          en: 'For a sign-in by SMS: enter `send` and save; AList asks MoPan to text a code to **Phone** and the storage stops with `please enter the SMS code`. Then replace `send` with the code you received and save again. AList uses the code once, for that sign-in; leave the field empty for a normal password sign-in.',
          zh: '用于短信验证码登录：先填 `send` 并保存，AList 会请魔盘向“手机号码”发送验证码，存储随即提示 `please enter the SMS code`；再把 `send` 换成收到的验证码，重新保存。验证码只用于这一次登录；平时用密码登录时留空即可。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of the MoPan folder that becomes the root of this storage. Empty means the account's personal file space (the storage MoPan names `/文件`), which AList looks up at sign-in. MoPan's apps do not show folder IDs; keep it empty unless you have an ID from MoPan's API answers.",
          zh: '作为存储根目录的魔盘文件夹 ID。留空时使用账号的个人文件空间（魔盘中路径为 `/文件` 的那个存储），AList 登录时自动查找。魔盘 App 不显示文件夹 ID；除非你从魔盘接口的返回中拿到了 ID，否则留空即可。',
        },
      },
      {
        name: 'cloud_id',
        label: {en: 'Cloud id', zh: 'Cloud id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of a shared cloud space (cloud circle) to mount instead of the personal space; empty for the personal space. With a cloud ID every list, link, upload, move and copy request goes to that space. AList logs the account's cloud circles at sign-in when it runs with debug logging (lines starting `[mopan] Phone: … CloudCircleApp:`); take the ID from there.",
          zh: '要挂载的共享云空间（云圈）的 ID，填了就挂载这个空间而不是个人空间；留空为个人空间。填写后，列表、下载、上传、移动、复制等请求都发往该空间。以调试日志运行 AList 时，登录时会在日志中打印账号的云圈（以 `[mopan] Phone: … CloudCircleApp:` 开头的行），ID 可以从那里找到。',
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
          en: 'The field MoPan sorts each folder by: file name, file size or last change time (`lastOpTime`). MoPan sorts on its side and AList keeps that order.',
          zh: '魔盘对每个文件夹排序所依据的字段：文件名、文件大小或最后修改时间（`lastOpTime`）。排序由魔盘服务端完成，AList 保持原顺序。',
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
          en: 'Ascending (`asc`) or descending (`desc`) order for **Order by**.',
          zh: '配合“排序”使用的顺序：升序（`asc`）或降序（`desc`）。',
        },
      },
      {
        name: 'device_info',
        label: {en: 'Device info', zh: '设备信息'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'Optional JSON that describes the device AList presents itself as to MoPan (the device structure of the mopan SDK). Empty: AList uses a generated device description. A value that is not valid JSON is ignored.',
          zh: '可选，一段 JSON，描述 AList 登录魔盘时自称的设备（即 mopan SDK 中的设备信息结构）。留空时 AList 使用自动生成的设备信息；不是合法 JSON 的内容会被忽略。',
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
          en: 'How many parts of a file AList may upload in parallel, from 1 to 32; an empty or out-of-range value becomes `3`. The driver never has more than three parts in flight at once, so values above 3 do not speed uploads up.',
          zh: '上传时并行发送的分片数，取值 1 到 32；留空或超出范围时按 `3` 处理。驱动同时在传的分片最多只有 3 个，所以填大于 3 的值并不会更快。',
        },
      },
    ],
    alert: {
      level: 'warning',
      text: {
        en: 'This network disk may store your password in clear text. Please set your password carefully',
        zh: '这个网盘可能将您的密码以明文存储，请小心设置您的密码',
      },
    },
    mounts: {
      en: "The personal space or a shared cloud circle of 魔盘 (MoPan), China Telecom Sichuan's cloud drive.",
      zh: '四川电信魔盘的个人空间或共享云圈。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
