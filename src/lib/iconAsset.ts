/**
 * Where the build serves each bundled icon as a file (src/plugins/icons), under
 * every locale's base URL. Kept apart from src/lib/icons.ts so that code
 * showing a page icon does not carry the drawings.
 */
export const ICON_ASSET_DIR = 'img/icons';

export function iconAssetPath(name: string): string {
  return `/${ICON_ASSET_DIR}/${name}.svg`;
}

/** The stroke of every outline icon, inline or as a file. */
export const OUTLINE_STROKE = {width: 1.8, linecap: 'round', linejoin: 'round'} as const;
