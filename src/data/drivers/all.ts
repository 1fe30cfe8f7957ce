/**
 * Every data file of src/data/drivers, by source folder: for build-time code
 * (the drivers index plugin) and tests. Pages import the one file they need;
 * never import this module from a page or component (it holds every driver).
 */
import type {DriverFile} from './types';
import d115 from './115';
import d115_open from './115_open';
import d115_share from './115_share';
import d123 from './123';
import d123_link from './123_link';
import d123_share from './123_share';
import d139 from './139';
import d189 from './189';
import d189pc from './189pc';
import alias from './alias';
import alist_v2 from './alist_v2';
import alist_v3 from './alist_v3';
import aliyundrive from './aliyundrive';
import aliyundrive_open from './aliyundrive_open';
import aliyundrive_share from './aliyundrive_share';
import azure_blob from './azure_blob';
import baidu_netdisk from './baidu_netdisk';
import baidu_photo from './baidu_photo';
import baidu_share from './baidu_share';
import chaoxing from './chaoxing';
import cloudreve from './cloudreve';
import cloudreve_v4 from './cloudreve_v4';
import crypt from './crypt';
import doubao from './doubao';
import doubao_share from './doubao_share';
import dropbox from './dropbox';
import febbox from './febbox';
import ftp from './ftp';
import github from './github';
import github_releases from './github_releases';
import google_drive from './google_drive';
import google_photo from './google_photo';
import halalcloud from './halalcloud';
import ilanzou from './ilanzou';
import ipfs_api from './ipfs_api';
import kodbox from './kodbox';
import lanzou from './lanzou';
import lark from './lark';
import lenovonas_share from './lenovonas_share';
import local from './local';
import mediatrack from './mediatrack';
import mega from './mega';
import misskey from './misskey';
import mopan from './mopan';
import netease_music from './netease_music';
import onedrive from './onedrive';
import onedrive_app from './onedrive_app';
import onedrive_sharelink from './onedrive_sharelink';
import pikpak from './pikpak';
import pikpak_share from './pikpak_share';
import quark_uc from './quark_uc';
import quark_uc_tv from './quark_uc_tv';
import quqi from './quqi';
import s3 from './s3';
import seafile from './seafile';
import sftp from './sftp';
import smb from './smb';
import teambition from './teambition';
import terabox from './terabox';
import thunder from './thunder';
import thunder_browser from './thunder_browser';
import thunderx from './thunderx';
import trainbit from './trainbit';
import url_tree from './url_tree';
import uss from './uss';
import virtual from './virtual';
import vtencent from './vtencent';
import webdav from './webdav';
import weiyun from './weiyun';
import wopan from './wopan';
import yandex_disk from './yandex_disk';

export const DRIVER_FILES: Readonly<Record<string, DriverFile>> = {
  '115': d115,
  '115_open': d115_open,
  '115_share': d115_share,
  '123': d123,
  '123_link': d123_link,
  '123_share': d123_share,
  '139': d139,
  '189': d189,
  '189pc': d189pc,
  alias: alias,
  alist_v2: alist_v2,
  alist_v3: alist_v3,
  aliyundrive: aliyundrive,
  aliyundrive_open: aliyundrive_open,
  aliyundrive_share: aliyundrive_share,
  azure_blob: azure_blob,
  baidu_netdisk: baidu_netdisk,
  baidu_photo: baidu_photo,
  baidu_share: baidu_share,
  chaoxing: chaoxing,
  cloudreve: cloudreve,
  cloudreve_v4: cloudreve_v4,
  crypt: crypt,
  doubao: doubao,
  doubao_share: doubao_share,
  dropbox: dropbox,
  febbox: febbox,
  ftp: ftp,
  github: github,
  github_releases: github_releases,
  google_drive: google_drive,
  google_photo: google_photo,
  halalcloud: halalcloud,
  ilanzou: ilanzou,
  ipfs_api: ipfs_api,
  kodbox: kodbox,
  lanzou: lanzou,
  lark: lark,
  lenovonas_share: lenovonas_share,
  local: local,
  mediatrack: mediatrack,
  mega: mega,
  misskey: misskey,
  mopan: mopan,
  netease_music: netease_music,
  onedrive: onedrive,
  onedrive_app: onedrive_app,
  onedrive_sharelink: onedrive_sharelink,
  pikpak: pikpak,
  pikpak_share: pikpak_share,
  quark_uc: quark_uc,
  quark_uc_tv: quark_uc_tv,
  quqi: quqi,
  s3: s3,
  seafile: seafile,
  sftp: sftp,
  smb: smb,
  teambition: teambition,
  terabox: terabox,
  thunder: thunder,
  thunder_browser: thunder_browser,
  thunderx: thunderx,
  trainbit: trainbit,
  url_tree: url_tree,
  uss: uss,
  virtual: virtual,
  vtencent: vtencent,
  webdav: webdav,
  weiyun: weiyun,
  wopan: wopan,
  yandex_disk: yandex_disk,
};
