import type {DriverFile} from './types';

/** `drivers/virtual` of AList v3.45.0. */
const drivers = {
  Virtual: {
    name: 'Virtual',
    dir: 'virtual',
    displayName: {en: 'Virtual', zh: '虚拟存储'},
    localFiles: true,
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: true,
      defaultRoot: '',
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
        default: '',
        required: false,
        description: {
          en: 'Present because the driver embeds the usual root-path field, but it changes nothing: Virtual makes up the same kind of listing in every folder, whatever its path. Leave it empty.',
          zh: '这个字段来自驱动内嵌的通用根路径字段，但对虚拟存储没有任何作用：无论路径是什么，每个文件夹里都是同样随机生成的内容。留空即可。',
        },
      },
      {
        name: 'num_file',
        label: {en: 'Num file', zh: '文件数量'},
        type: 'number',
        default: '30',
        required: true,
        description: {
          en: 'How many files each folder shows. Every time the listing is built anew (when the cache expires or you refresh), the files get new random names of 10 letters and digits without an extension. `0` gives folders without files.',
          zh: '每个文件夹里显示多少个文件。每次重新生成列表（缓存过期或手动刷新）时，这些文件都会换成新的随机名称：10 个字母或数字，没有扩展名。填 `0` 则文件夹里没有文件。',
        },
      },
      {
        name: 'num_folder',
        label: {en: 'Num folder', zh: '文件夹数量'},
        type: 'number',
        default: '30',
        required: true,
        description: {
          en: 'How many subfolders each folder shows. Every subfolder can be opened and again holds this many files and folders, so the tree has no bottom. `0` gives a flat storage of files only.',
          zh: '每个文件夹里显示多少个子文件夹。每个子文件夹都能继续打开，里面又是同样数量的文件和文件夹，所以目录树没有尽头。填 `0` 则只有一层文件。',
        },
      },
      {
        name: 'max_file_size',
        label: {en: 'Max file size', zh: '最大文件大小'},
        type: 'number',
        default: '1073741824',
        required: true,
        description: {
          en: 'Upper bound, in bytes, of the size shown for a generated file (the default `1073741824` is 1 GiB). In v3.45.0 the size is drawn between minus **Min file size** and this value, so a file may show a size below the minimum, rarely even a negative one. If this and **Min file size** add up to `0` or less, listing a folder fails with `invalid argument to Int63n` in the log.',
          zh: '随机文件显示大小的上限，单位为字节（默认 `1073741824` 即 1 GiB）。v3.45.0 实际是在“负的**最小文件大小**”到这个值之间取随机数，所以文件显示的大小可能小于最小值，偶尔甚至是负数。如果它与**最小文件大小**之和不大于 `0`，列目录会失败，日志中出现 `invalid argument to Int63n`。',
        },
      },
      {
        name: 'min_file_size',
        label: {en: 'Min file size', zh: '最小文件大小'},
        type: 'number',
        default: '1048576',
        required: true,
        description: {
          en: "Meant as the lower bound, in bytes, of a generated file's size (the default `1048576` is 1 MiB). Because of how v3.45.0 draws the number, it works as a negative offset instead: sizes fall between minus this value and **Max file size**. Keep it small next to the maximum.",
          zh: '本意是随机文件大小的下限，单位为字节（默认 `1048576` 即 1 MiB）。由于 v3.45.0 取随机数的方式，它实际起的是负偏移的作用：大小落在“负的这个值”到**最大文件大小**之间。让它远小于最大值即可。',
        },
      },
    ],
    mounts: {
      en: 'No real storage: random files and folders made up on every listing, for developing and testing AList itself.',
      zh: '不连接任何真实存储：每次列目录都随机生成文件和文件夹，供开发和测试 AList 本身使用。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
