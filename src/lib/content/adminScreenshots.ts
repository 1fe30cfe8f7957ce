/**
 * Screenshots of AList's own admin panel (scripts/admin-screenshots.mjs): names and the manifest's shape.
 * Pure TypeScript, shared by the capture script (through jiti), the components and the tests.
 */

/** The AList web front end (alist-org/web-dist tag) the docs document, and the screenshots must come from. */
export const DOCUMENTED_FRONT_END = '3.45.0';

/** A variant of a shot: the site's language, and `.dark` for the dark colour mode. */
export type ShotVariant = 'en' | 'en.dark' | 'zh' | 'zh.dark';
export const SHOT_VARIANTS: readonly ShotVariant[] = ['en', 'en.dark', 'zh', 'zh.dark'];

export interface ShotImage {
  /** Path under static/ (`/img/admin/driver/onedrive.en.880.webp`). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ShotEntry {
  readonly kind: 'driver' | 'screen';
  /** The web-dist tag the capture was taken from. */
  readonly frontEnd: string;
  /** Registered driver name (driver shots). */
  readonly driver?: string;
  /** The admin panel's address (screens). */
  readonly url?: string;
  readonly images: Readonly<Record<ShotVariant, ShotImage>>;
}

export interface ShotManifest {
  readonly frontEnd: {readonly repository: string; readonly version: string};
  readonly alist: string;
  readonly shots: Readonly<Record<string, ShotEntry>>;
}

/** A file-name slug of a registered driver name (`115 Cloud` → `115-cloud`). */
export function driverSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The manifest key of a driver's add-storage form. */
export function driverShotKey(name: string): string {
  return `driver/${driverSlug(name)}`;
}
