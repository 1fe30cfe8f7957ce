import type {DriverFile} from './types';

/** `drivers/lenovonas_share` of AList v3.45.0. */
const drivers = {
  LenovoNasShare: {
    name: 'LenovoNasShare',
    dir: 'lenovonas_share',
    displayName: {en: 'LenovoNasShare', zh: '联想家庭储存链接分享'},
    redirectNeeds: 'referer',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The folder of the share that becomes the root of this storage, as a path from the top of the share such as `/Photos/2024`. Leave it empty to mount the whole share. A path that does not exist in the share gives an error or an empty listing.',
          zh: '作为存储根目录的分享内文件夹，用从分享顶层开始的路径表示，例如 `/照片/2024`。留空则挂载整个分享。填写分享中不存在的路径会报错或列表为空。',
        },
      },
      {
        name: 'share_id',
        label: {en: 'Share id', zh: '分享ID'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'The part after the last / in the shared link', zh: '最后一个/共享链接后的部分'},
        description: {
          en: "The code of the share: the last part of the share link, after its final `/`. For a link that ends in `/AbC123xyz`, enter `AbC123xyz`. A wrong code stops the storage with the error message of Lenovo's share service.",
          zh: '分享码，即分享链接中最后一个 `/` 之后的部分。链接以 `/AbC123xyz` 结尾时，填 `AbC123xyz`。分享码错误时，存储无法启动，并显示联想分享服务返回的错误信息。',
        },
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'The password of the shared link', zh: '分享链接的密码'},
        description: {
          en: "The password (extraction code) the sharer set for the link, sent when AList opens the share. The form requires it, so the driver is meant for password-protected shares. A wrong password stops the storage with the message of Lenovo's share service.",
          zh: '分享者为链接设置的密码（提取码），AList 打开分享时提交。表单要求必填，所以此驱动面向设置了密码的分享。密码错误时，存储无法启动，并显示联想分享服务返回的提示。',
        },
      },
      {
        name: 'host',
        label: {en: 'Host', zh: '主机地址'},
        type: 'string',
        default: 'https://siot-share.lenovo.com.cn',
        required: true,
        help: {en: 'You can change it to your local area network', zh: '你可以将它更改为你的局域网地址'},
        description: {
          en: "The server that answers the share API (`/oneproxy/api/share/v1/…`) and serves the downloads. Keep the default `https://siot-share.lenovo.com.cn` to go through Lenovo's public share service. When AList runs on the same home network as the device, you may enter the device's local address instead, such as `http://192.168.1.20` with the port the device's web service uses, so that downloads stay on the local network; the device must answer the same API there. An empty value falls back to the default.",
          zh: '应答分享 API（`/oneproxy/api/share/v1/…`）并提供下载的服务器。保持默认的 `https://siot-share.lenovo.com.cn`，即通过联想的公网分享服务访问。AList 与设备在同一个家庭网络中时，可以改填设备的局域网地址，例如 `http://192.168.1.20`（加上设备网页服务使用的端口），这样下载不出局域网；前提是设备在该地址上提供同样的 API。留空时使用默认地址。',
        },
      },
    ],
    mounts: {
      en: 'A password-protected share link of a Lenovo personal cloud storage device, read-only.',
      zh: '联想个人云存储设备分享出来的带密码的分享链接，只读。',
    },
    login: ['share'],
  },
} satisfies DriverFile;

export default drivers;
