import type {DriverFile} from './types';

/** `drivers/local` of AList v3.45.0. */
const drivers = {
  Local: {
    name: 'Local',
    dir: 'local',
    displayName: {en: 'Local', zh: '本机存储'},
    localFiles: true,
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: true,
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
          en: "The folder on the AList machine that becomes the root of this storage, as a path of the operating system: `/srv/media` on Linux, `D:\\Media` or `D:/Media` on Windows, and in Docker the path inside the container (the right-hand side of the `-v` option). A relative path is taken from AList's working directory. The folder must exist, or the storage fails with `root folder … not exists`.",
          zh: 'AList 所在机器上作为存储根目录的文件夹，填操作系统里的路径：Linux 如 `/srv/media`，Windows 如 `D:\\Media` 或 `D:/Media`；Docker 部署时填容器内的路径（`-v` 参数冒号右边的部分）。相对路径以 AList 的工作目录为起点。文件夹必须已经存在，否则存储会报 `root folder … not exists`。',
        },
      },
      {
        name: 'thumbnail',
        label: {en: 'Thumbnail', zh: '缩略图'},
        type: 'bool',
        default: '',
        required: true,
        help: {en: 'enable thumbnail', zh: '启用缩略图'},
        description: {
          en: 'Turn on to show thumbnails of images and videos (the extensions listed in the `image_types` and `video_types` settings). AList makes each thumbnail on demand, 144 pixels wide, as PNG; video frames are grabbed with `ffmpeg` and `ffprobe`, which must be installed on the AList machine. SVG files are shown as they are.',
          zh: '打开后为图片和视频（即设置中 `image_types`、`video_types` 列出的扩展名）显示缩略图。缩略图在首次请求时生成，宽 144 像素，PNG 格式；视频截帧依赖 AList 所在机器上安装的 `ffmpeg` 和 `ffprobe`。SVG 文件直接显示原图。',
        },
      },
      {
        name: 'thumb_cache_folder',
        label: {en: 'Thumb cache folder', zh: '缩略图缓存文件夹'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'A folder on the AList machine where generated thumbnails are kept as `alist_thumb_<MD5 of the file path>.png`, so each is made only once; AList creates it (with `mkdir_perm`) if it is missing. Empty: thumbnails are generated again at every request. The cache is keyed on the path only: a file replaced under the same name keeps its old thumbnail until you delete the cached PNG.',
          zh: 'AList 所在机器上保存已生成缩略图的文件夹，文件名为 `alist_thumb_<文件路径的 MD5>.png`，每张缩略图只生成一次；文件夹不存在时 AList 会按“创建文件夹权限”创建它。留空则每次请求都重新生成。缓存只按路径区分：同名文件被替换后，仍显示旧缩略图，直到删掉对应的 PNG。',
        },
      },
      {
        name: 'thumb_concurrency',
        label: {en: 'Thumb concurrency', zh: '缩略图并发数'},
        type: 'string',
        default: '16',
        required: false,
        help: {
          en: 'Number of concurrent thumbnail generation goroutines. This controls how many thumbnails can be generated in parallel.',
          zh: '同时生成缩略图的数量。这控制了可以并行生成多少缩略图。',
        },
        description: {
          en: 'How many thumbnails this storage generates at the same time; further requests wait for a free slot. `0` means no limit. Lower it on a small machine, since decoding large photos and running `ffmpeg` take memory and CPU. It must be a whole number, or the storage does not start.',
          zh: '这个存储同时生成缩略图的最大数量，超出的请求排队等待；`0` 表示不限制。机器配置较低时应调小，因为解码大尺寸照片和运行 `ffmpeg` 都很占内存和 CPU。必须是整数，否则存储无法启动。',
        },
      },
      {
        name: 'video_thumb_pos',
        label: {en: 'Video thumb pos', zh: '视频缩略图'},
        type: 'string',
        default: '20%',
        required: false,
        help: {
          en: "The position of the video thumbnail. If the value is a number (integer ot floating point), it represents the time in seconds. If the value ends with '%', it represents the percentage of the video duration.",
          zh: '视频缩略图的位置。如果该值是一个数字(整数点浮点)，它代表几秒钟的时间。 如果值以“%”结尾，则代表视频持续时间的百分比。',
        },
        since: 'v3.42.0',
        description: {
          en: "Where in a video the thumbnail frame is taken: a number is a time in seconds (`5`, `12.5`; past the end, the last frame is used), a number followed by `%` is a share of the video's length (`0%` to `100%`). Empty counts as `20%`. Before v3.42.0 the driver always took the eleventh frame.",
          zh: '视频缩略图取自视频的哪个位置：纯数字表示秒数（如 `5`、`12.5`，超过视频时长则取结尾），数字加 `%` 表示占视频总时长的比例（`0%` 到 `100%`）。留空按 `20%` 处理。v3.42.0 之前固定截取第 11 帧。',
        },
      },
      {
        name: 'show_hidden',
        label: {en: 'Show hidden', zh: '显示隐藏'},
        type: 'bool',
        default: 'true',
        required: false,
        help: {en: 'show hidden directories and files', zh: '显示隐藏目录以及文件'},
        description: {
          en: 'On (the default): files and folders whose names start with a dot (`.git`, `.DS_Store`) are listed. Off: they are left out of listings. Only the leading dot counts; the hidden attribute of Windows is ignored.',
          zh: '打开（默认）时列出名称以点开头的文件和文件夹（如 `.git`、`.DS_Store`），关闭则不显示。只看名称是否以点开头，不识别 Windows 的“隐藏”属性。',
        },
      },
      {
        name: 'mkdir_perm',
        label: {en: 'Mkdir perm', zh: '创建文件夹权限'},
        type: 'string',
        default: '777',
        required: false,
        description: {
          en: 'Permission bits, in octal, of the folders AList creates (from the web interface, WebDAV, uploads into new folders, the thumbnail cache): `777` by default, `755` to keep others from writing. The process umask is applied on top, so with the usual `022` a `777` becomes `755`. Ignored on Windows; a value that is not octal (`0o755`, `rwx`) stops the storage from starting.',
          zh: 'AList 新建文件夹（网页端、WebDAV、上传时自动创建的目录、缩略图缓存目录）使用的权限，八进制：默认 `777`，填 `755` 则其他用户不可写。进程的 umask 还会再扣除一部分，常见的 `022` 会让 `777` 变成 `755`。Windows 上不起作用；填入非八进制数（如 `0o755`、`rwx`）会导致存储无法启动。',
        },
      },
      {
        name: 'recycle_bin_path',
        label: {en: 'Recycle bin path', zh: '回收站路径'},
        type: 'string',
        default: 'delete permanently',
        required: false,
        help: {
          en: "path to recycle bin, delete permanently if empty or keep 'delete permanently'",
          zh: '回收站的路径，如果空或保留“永久删除”则永久删除',
        },
        description: {
          en: 'A folder on the AList machine where deleted files and folders are moved instead of being erased; a name already taken there gets a `_YYYYMMDDHHMMSS` suffix. It is a path of the operating system, not of the storage, must already exist and must be on the same disk (file system) as the storage, because AList moves items with a rename. Empty or `delete permanently` (the default) deletes for good. AList never empties the folder itself.',
          zh: '删除文件和文件夹时，不真正删除，而是移动到 AList 所在机器上的这个文件夹；重名时自动加上 `_年月日时分秒` 后缀。它是操作系统里的路径（不是存储内的路径），必须事先存在，并且要和存储在同一个磁盘（文件系统）上，因为 AList 是用重命名来移动的。留空或保持默认的 `delete permanently` 表示永久删除。AList 不会自动清空回收站。',
        },
      },
    ],
    mounts: {
      en: 'A folder of the disks of the machine (or container) that runs AList.',
      zh: '挂载 AList 所在机器（或容器）磁盘上的文件夹。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
