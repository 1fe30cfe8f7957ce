import type {DriverFile} from './types';

/** `drivers/webdav` of AList v3.45.0. */
const drivers = {
  WebDav: {
    name: 'WebDav',
    dir: 'webdav',
    displayName: {en: 'WebDav', zh: 'WebDav'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: true,
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
        name: 'vendor',
        label: {en: 'Vendor', zh: '供应商'},
        type: 'select',
        default: 'other',
        required: false,
        options: [
          {value: 'sharepoint', zh: 'Sharepoint'},
          {value: 'other', zh: '其他'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'tls_insecure_skip_verify',
        label: {en: 'Tls insecure skip verify', zh: '跳过SSL证书验证'},
        type: 'bool',
        default: 'false',
        required: false,
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
