import type {DriverFile} from './types';

/** `drivers/onedrive_sharelink` of AList v3.45.0. */
const drivers = {
  'Onedrive Sharelink': {
    name: 'Onedrive Sharelink',
    dir: 'onedrive_sharelink',
    displayName: {en: 'Onedrive Sharelink', zh: 'Onedrive 分享链接'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '/',
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder inside the shared folder that becomes the root of this storage; `/` mounts everything the link shares.',
          zh: '以分享文件夹为起点、挂载到 AList 的文件夹路径；`/` 表示挂载链接分享的全部内容。',
        },
      },
      {
        name: 'url',
        label: {en: 'Url', zh: '链接'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The share link as copied from OneDrive for work or school or SharePoint (`https://contoso-my.sharepoint.com/:f:/g/personal/…` or `https://contoso.sharepoint.com/:f:/s/…`). It must be a link to a folder that anyone with the link can open.',
          zh: '从工作/学校版 OneDrive 或 SharePoint 复制的分享链接（`https://contoso-my.sharepoint.com/:f:/g/personal/…` 或 `https://contoso.sharepoint.com/:f:/s/…`），必须是“知道链接的任何人”都能打开的文件夹链接。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The link's password, if the owner set one. AList submits it on the link's password page to get the sign-in cookie; a wrong password stops the storage with `wrong password`.",
          zh: '分享链接的密码（如果分享者设置了）。AList 会在链接的密码页提交它以取得访问 Cookie；密码错误时存储无法启动，报错 `wrong password`。',
        },
      },
    ],
    mounts: {
      en: 'A folder shared by a link from OneDrive for work or school or SharePoint, read-only, without an account.',
      zh: '通过分享链接挂载工作/学校版 OneDrive 或 SharePoint 分享的文件夹，只读，无需账号。',
    },
    login: ['share'],
  },
} satisfies DriverFile;

export default drivers;
