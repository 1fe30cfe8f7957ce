import type {DriverFile} from './types';

/** `drivers/ipfs_api` of AList v3.45.0. */
const drivers = {
  'IPFS API': {
    name: 'IPFS API',
    dir: 'ipfs_api',
    displayName: {en: 'IPFS API', zh: 'IPFS API'},
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
          en: "What to show, depending on the mode. `ipfs`: a CID, optionally with a path (`/bafybei…/docs`). `ipns`: an IPNS name or a DNSLink domain (`/k51qzi5u…` or `/docs.ipfs.tech`). `mfs`: a folder of the node's Mutable File System (`/` or `/alist`).",
          zh: '要显示的内容，取决于模式。`ipfs`：一个 CID，可以带路径（`/bafybei…/docs`）。`ipns`：一个 IPNS 名称或 DNSLink 域名（`/k51qzi5u…` 或 `/docs.ipfs.tech`）。`mfs`：节点可变文件系统（MFS）中的文件夹（`/` 或 `/alist`）。',
        },
      },
      {
        name: 'mode',
        label: {en: 'Mode', zh: '模式'},
        type: 'select',
        default: '',
        required: true,
        options: [
          {value: 'ipfs', zh: 'Ipfs'},
          {value: 'ipns', zh: 'Ipns'},
          {value: 'mfs', zh: 'Mfs'},
        ],
        since: 'v3.44.0',
        description: {
          en: "How the root folder path is read: `ipfs` for immutable content by CID, `ipns` for a name that points to changing content, `mfs` for the node's own writable file system. Only `mfs` allows uploads and changes. It has no default: a storage saved without it fails with `mode error`.",
          zh: '根文件夹路径的解读方式：`ipfs` 表示按 CID 访问的不可变内容，`ipns` 表示指向可变内容的名称，`mfs` 表示节点自己的可写文件系统。只有 `mfs` 允许上传和修改。它没有默认值：未选择就保存的存储会报 `mode error`。',
        },
      },
      {
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: 'http://127.0.0.1:5001',
        required: true,
        changes: [{version: 'v3.45.0', key: 'required', from: 'false'}],
        description: {
          en: "The address of the node's RPC API, port 5001 by default for Kubo: `http://127.0.0.1:5001`, or the address of that port on another machine. The RPC API gives full control of the node: reach it over a private network only, never from the internet.",
          zh: '节点 RPC API 的地址，Kubo 默认端口为 5001：`http://127.0.0.1:5001`，或另一台机器上这个端口的地址。RPC API 能完全控制节点：只能在内网中访问，绝不要暴露到公网。',
        },
      },
      {
        name: 'gateway',
        label: {en: 'Gateway', zh: '网关'},
        type: 'string',
        default: 'http://127.0.0.1:8080',
        required: true,
        changes: [
          {version: 'v3.45.0', key: 'required', from: 'false'},
          {version: 'v3.44.0', key: 'default', from: 'https://ipfs.io'},
        ],
        description: {
          en: "The IPFS gateway that downloads are redirected to, as `<gateway>/ipfs/<CID>`. The default `http://127.0.0.1:8080` (Kubo's local gateway) works only for visitors on the AList machine itself: put a gateway your visitors can reach (your own behind a domain, or a public one such as `https://ipfs.io`), or turn on Web proxy so that AList fetches from the local gateway.",
          zh: '下载重定向到的 IPFS 网关，形如 `<网关>/ipfs/<CID>`。默认的 `http://127.0.0.1:8080`（Kubo 的本地网关）只对在 AList 机器本机上访问的人有效：请填访客能访问的网关（自己用域名提供的网关，或 `https://ipfs.io` 这样的公共网关），或者打开 Web 代理，由 AList 从本地网关取回。',
        },
      },
    ],
    mounts: {
      en: "Content of an IPFS node through its Kubo RPC API: a CID, an IPNS name, or the node's MFS (writable), with downloads from an IPFS gateway.",
      zh: '通过 Kubo RPC API 挂载 IPFS 节点上的内容：某个 CID、某个 IPNS 名称，或节点的 MFS（可写），下载走 IPFS 网关。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
