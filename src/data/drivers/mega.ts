import type {DriverFile} from './types';

/** `drivers/mega` of AList v3.45.0. */
const drivers = {
  Mega_nz: {
    name: 'Mega_nz',
    dir: 'mega',
    displayName: {en: 'Mega nz', zh: 'Mega 网盘'},
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: false,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'email',
        label: {en: 'Email', zh: '邮箱'},
        type: 'string',
        default: '',
        required: true,
        description: {en: 'The email address you sign in to mega.nz with.', zh: '登录 mega.nz 使用的邮箱地址。'},
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The MEGA account password. MEGA derives the account's encryption keys from it, so it is needed in full at every start; changing it at MEGA means entering the new one here.",
          zh: 'MEGA 账号密码。MEGA 用它推导账号的加密密钥，所以每次启动都要用到完整密码；在 MEGA 修改密码后需要在这里同步更新。',
        },
      },
      {
        name: 'two_fa_code',
        label: {en: 'Two fa code', zh: '两步验证代码'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: '2FA 6-digit code, filling in the 2FA code alone will not support reloading driver',
          zh: '2FA 6位数字代码，仅填写2FA 代码将不支持重载驱动程序',
        },
        description: {
          en: 'A current 6-digit code from the authenticator app, for accounts with two-factor authentication. It is valid for a few seconds only, so the storage starts once and fails at the next restart or reload: prefer `two_fa_secret`.',
          zh: '开启了双重身份验证的账号，可以填写验证器 App 当前显示的 6 位验证码。它只在几十秒内有效，因此存储只能启动这一次，下次重启或重新加载就会失败；更推荐填写“两步验证秘钥”。',
        },
      },
      {
        name: 'two_fa_secret',
        label: {en: 'Two fa secret', zh: '两步验证秘钥'},
        type: 'string',
        default: '',
        required: false,
        help: {en: '2FA secret', zh: '双因素身份验证秘钥'},
        description: {
          en: "The secret key of the account's two-factor authentication (the text code MEGA shows under the QR code when you turn it on). AList computes the 6-digit code from it at every start, so restarts keep working. Leave both 2FA fields empty for accounts without two-factor authentication.",
          zh: '账号双重身份验证的密钥（开启双重身份验证时 MEGA 在二维码下方显示的那串字符）。AList 每次启动都会据此算出 6 位验证码，重启也能正常登录。账号没有开启双重身份验证时，两个验证字段都留空。',
        },
      },
    ],
    mounts: {
      en: 'A MEGA (mega.nz) cloud drive, decrypted by AList.',
      zh: '挂载 MEGA（mega.nz）网盘，由 AList 负责解密。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
