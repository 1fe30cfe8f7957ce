/**
 * The permission bits of an AList user, as data.
 *
 * Source: `internal/model/user.go` of github.com/alist-org/alist at tag
 * v3.45.0 (commit ffa03bfda11aa18bb899afc1f29e8690fcea1036): the comment on
 * `User.Permission` ("Determine permissions by bit") and the `Can…` methods,
 * each of which tests one bit. `key` is the name the admin panel's user form
 * gives the bit (`UserPermissions` in alist-web `src/types/user.ts`, in bit
 * order); the labels are that form's `users.permissions.<key>` texts in the
 * en and zh-CN bundles of alist-org/web-dist 3.45.0. `since` is the first
 * release whose `user.go` has the bit (the FTP bits came with the FTP server
 * in v3.41.0, the archive bits in v3.42.0).
 *
 * tests/unit/content/advanced.test.ts checks the guide pages against these keys.
 */
import type {Localized, Version} from './config/types';

export interface UserPermission {
  /** Bit number in `User.Permission` (value `1 << bit`). */
  readonly bit: number;
  /** Name of the bit in the admin panel's user form. */
  readonly key: string;
  /** The method of `model.User` that tests the bit. */
  readonly method: string;
  /** Label of the check box in the user form. */
  readonly label: Localized;
  /** First release with the bit, when it came after v3.38.0. */
  readonly since?: Version;
}

export const USER_PERMISSIONS: readonly UserPermission[] = [
  {bit: 0, key: 'see_hides', method: 'CanSeeHides', label: {en: 'Can see hides', zh: '可以看到隐藏'}},
  {
    bit: 1,
    key: 'access_without_password',
    method: 'CanAccessWithoutPassword',
    label: {en: 'Access without password', zh: '无需密码访问'},
  },
  {
    bit: 2,
    key: 'offline_download',
    method: 'CanAddOfflineDownloadTasks',
    label: {en: 'Add offline download tasks', zh: '添加离线下载任务'},
  },
  {bit: 3, key: 'write', method: 'CanWrite', label: {en: 'Make dir or upload', zh: '创建目录或上传'}},
  {bit: 4, key: 'rename', method: 'CanRename', label: {en: 'Rename', zh: '重命名'}},
  {bit: 5, key: 'move', method: 'CanMove', label: {en: 'Move', zh: '移动'}},
  {bit: 6, key: 'copy', method: 'CanCopy', label: {en: 'Copy', zh: '复制'}},
  {bit: 7, key: 'delete', method: 'CanRemove', label: {en: 'Delete', zh: '删除'}},
  {bit: 8, key: 'webdav_read', method: 'CanWebdavRead', label: {en: 'Webdav read', zh: 'Webdav 读取'}},
  {bit: 9, key: 'webdav_manage', method: 'CanWebdavManage', label: {en: 'Webdav manage', zh: 'Webdav 管理'}},
  {bit: 10, key: 'ftp_read', method: 'CanFTPAccess', label: {en: 'FTP read', zh: 'FTP 读取'}, since: 'v3.41.0'},
  {bit: 11, key: 'ftp_manage', method: 'CanFTPManage', label: {en: 'FTP manage', zh: 'FTP 管理'}, since: 'v3.41.0'},
  {
    bit: 12,
    key: 'read_archives',
    method: 'CanReadArchives',
    label: {en: 'Read archives', zh: '读取压缩文件'},
    since: 'v3.42.0',
  },
  {bit: 13, key: 'decompress', method: 'CanDecompress', label: {en: 'Decompress', zh: '解压'}, since: 'v3.42.0'},
];
