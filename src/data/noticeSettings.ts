/**
 * Where the notice popup (notice.tsx) shows and how its dismissal is stored.
 * Change `id` when the notice's content changes, so visitors who dismissed
 * the old notice see the new one.
 */
import type {SiteLocale} from './site';

export const NOTICE = {
  id: 'upgrade-2024-01',
  /** Pages that show it, per locale (any URL form: `/`, `/index.html`, `/zh/`, `/zh.html`). */
  paths: {en: ['/'], 'zh-CN': ['/zh']} satisfies Record<SiteLocale, readonly string[]>,
  /** localStorage key prefix; the key is this plus `id`, set once the visitor dismisses it. */
  storageKeyPrefix: 'alist-docs.notice.',
} as const;

export const NOTICE_STORAGE_KEY = `${NOTICE.storageKeyPrefix}${NOTICE.id}`;
