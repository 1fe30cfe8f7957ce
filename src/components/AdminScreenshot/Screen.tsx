// A screen of the admin panel on a guide page: `<AdminScreen name="settings-site" alt="…" />` (the name of the shot
// in scripts/admin-screenshots.mjs, without `screen/`). Only the screens' half of the manifest is imported, so the
// page carries the sizes of a dozen screens, not of every driver's form.
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isChineseLocale} from '@site/src/lib/site/localized';
import type {ShotManifest} from '@site/src/lib/content/adminScreenshots';
import screens from '@site/src/data/adminScreenshots/screens.json';
import AdminScreenshot from '.';

const SHOTS = (screens as unknown as ShotManifest).shots;

export interface AdminScreenProps {
  /** The shot's name (`settings-site`, `user-edit`, `tasks-offline-download`). */
  readonly name: string;
  /** What the picture shows, in the page's language. */
  readonly alt: string;
  readonly caption?: ReactNode;
  readonly wide?: boolean;
}

export default function AdminScreen({name, alt, caption, wide}: AdminScreenProps): ReactNode {
  const zh = isChineseLocale(useDocusaurusContext().i18n.currentLocale);
  const shot = SHOTS[`screen/${name}`];
  if (!shot) throw new Error(`AdminScreen: no screenshot "${name}" in src/data/adminScreenshots/screens.json`);
  return <AdminScreenshot shot={shot} locale={zh ? 'zh' : 'en'} alt={alt} caption={caption} wide={wide} />;
}
