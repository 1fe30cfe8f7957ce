/**
 * Every route group of the HTTP API reference. Pages import their own group
 * file (so a page only bundles its routes); the OpenAPI document, the request
 * console and the tests use this list.
 */
import auth from './auth';
import download from './download';
import fs from './fs';
import publicGroup from './public';
import {adminTaskGroup, userTaskGroup} from './task';
import adminDriver from './admin/driver';
import adminIndex from './admin/search';
import adminMessage from './admin/message';
import adminMeta from './admin/meta';
import adminSetting from './admin/setting';
import adminStorage from './admin/storage';
import adminUser from './admin/user';
import type {ApiGroup, ApiRoute} from './types';

export const API_GROUPS: readonly ApiGroup[] = [
  publicGroup,
  auth,
  fs,
  download,
  userTaskGroup,
  adminUser,
  adminStorage,
  adminDriver,
  adminSetting,
  adminMeta,
  adminTaskGroup,
  adminIndex,
  adminMessage,
];

export const API_ROUTES: readonly ApiRoute[] = API_GROUPS.flatMap((g) => g.routes);

/** The route with this id, if any. */
export function findRoute(id: string): ApiRoute | undefined {
  return API_ROUTES.find((r) => r.id === id);
}
