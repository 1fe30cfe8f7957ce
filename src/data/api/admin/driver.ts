/**
 * The driver catalogue: `server/handles/driver.go` and `internal/op/driver.go`
 * of AList v3.45.0.
 */
import {STRING, error, l, ok, param} from '../common';
import type {ApiGroup, ApiRoute} from '../types';

const localInfo = {
  common: [
    {name: 'mount_path', type: 'string', default: '', options: '', required: true, help: ''},
    {name: 'order', type: 'number', default: '', options: '', required: false, help: 'use to sort'},
    {name: 'remark', type: 'text', default: '', options: '', required: false, help: ''},
    {
      name: 'webdav_policy',
      type: 'select',
      default: 'native_proxy',
      options: 'use_proxy_url,native_proxy',
      required: true,
      help: '',
    },
  ],
  additional: [
    {name: 'root_folder_path', type: 'string', default: '/', options: '', required: true, help: ''},
    {name: 'thumbnail', type: 'bool', default: '', options: '', required: true, help: 'enable thumbnail'},
    {
      name: 'show_hidden',
      type: 'bool',
      default: 'true',
      options: '',
      required: false,
      help: 'show hidden directories and files',
    },
  ],
  config: {
    name: 'Local',
    local_sort: true,
    only_local: true,
    only_proxy: false,
    no_cache: true,
    no_upload: false,
    need_ms: false,
    default_root: '/',
    alert: '',
  },
};

const INFO_NOTE = l('Shortened here: the real reply lists every form item.', '此处有删节：实际返回会列出全部表单项。');

const list: ApiRoute = {
  id: 'admin-driver-list',
  method: 'GET',
  path: '/api/admin/driver/list',
  guard: 'admin',
  summary: l('All drivers with their forms', '所有驱动及其表单'),
  description: l(
    'Every driver of this build with the form the admin panel draws for it: the common storage fields it shows, the driver’s own options (the names to use in `addition`), and its capabilities. The reply is large (about 80 drivers).',
    '本程序包含的所有驱动，以及管理面板为它们绘制的表单：显示哪些通用存储字段、驱动自身的选项（即 `addition` 中使用的字段名），以及驱动的能力。返回内容较大（约 80 个驱动）。',
  ),
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      additionalProperties: {ref: 'DriverInfo'},
      description: l('Driver name → its form and capabilities.', '驱动名称 → 表单与能力。'),
    },
  },
  errors: [],
  example: {response: ok({Local: localInfo})},
};

const names: ApiRoute = {
  id: 'admin-driver-names',
  method: 'GET',
  path: '/api/admin/driver/names',
  guard: 'admin',
  summary: l('Driver names', '驱动名称'),
  description: l(
    'Names of the drivers of this build, in no particular order: the values `driver` accepts when adding a storage.',
    '本程序包含的驱动名称，顺序不固定，即添加存储时 `driver` 可取的值。',
  ),
  response: {kind: 'envelope', data: {type: 'array', items: {type: 'string'}}},
  errors: [],
  example: {response: ok(['Local', 'Aliyundrive Open', 'OneDrive', '115 Open', 'S3', 'WebDav', 'Alias'])},
};

const info: ApiRoute = {
  id: 'admin-driver-info',
  method: 'GET',
  path: '/api/admin/driver/info',
  guard: 'admin',
  summary: l('One driver’s form', '单个驱动的表单'),
  description: l(
    'The form and capabilities of one driver, as in the full list. ' + INFO_NOTE.en,
    '某个驱动的表单与能力，内容与完整列表中的相同。' + INFO_NOTE.zh,
  ),
  query: [
    param(
      'driver',
      STRING,
      'Driver name, case-sensitive, such as `Local` or `Aliyundrive Open`.',
      '驱动名称，区分大小写，如 `Local`、`Aliyundrive Open`。',
      {required: true},
    ),
  ],
  response: {kind: 'envelope', data: {ref: 'DriverInfo'}},
  errors: [
    error(
      404,
      undefined,
      'No driver has this name: `driver [name] not found`.',
      '没有该名称的驱动：`driver [name] not found`。',
    ),
  ],
  example: {query: {driver: 'Local'}, response: ok(localInfo)},
};

const group: ApiGroup = {
  id: 'admin-driver',
  title: l('Drivers', '驱动'),
  page: 'guide/api/admin/driver',
  routes: [names, info, list],
};

export default group;
