/**
 * The drawings of the icons bundled with the site: the shapes of an SVG on a
 * 24-unit grid, as data (tag and attributes). This is the one set;
 * `src/components/Icon` draws them inline (home page, ad block…) and
 * `src/plugins/icons` writes each as a file,
 * `img/icons/<name>.svg`, for the page icons of doc pages (front matter
 * `icon`), which load only the file they show.
 *
 * Outline icons are strokes (width 1.8, round caps and joins, no fill);
 * filled icons are shapes. Both are drawn with `currentColor`.
 */

/*
 * Each drawing is its own export (`import {play} from '@site/src/data/icons'`),
 * but `OUTLINE_ICONS` and `FILLED_ICONS` name them all, so a bundle that has
 * one drawing has the set: on pages where every byte counts, draw the icon's
 * file (src/components/PageIcon) instead.
 */

/** One shape of a drawing: an SVG element and its geometry (never paint: the icon is drawn in `currentColor`). */
export type IconShape = readonly ['path' | 'circle' | 'ellipse' | 'rect', Readonly<Record<string, string | number>>];
export type IconDrawing = readonly IconShape[];

// Outline icons: add new drawings here, in the same style, and to OUTLINE_ICONS.
export const storage: IconDrawing = [
  ['ellipse', {cx: 12, cy: 5, rx: 8, ry: 3}],
  ['path', {d: 'M4 5v7c0 1.7 3.6 3 8 3s8-1.3 8-3V5'}],
  ['path', {d: 'M4 12v7c0 1.7 3.6 3 8 3s8-1.3 8-3v-7'}],
];
export const cloud: IconDrawing = [
  ['path', {d: 'M7 18h10.5a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 6.3 10.1 4 4 0 0 0 7 18z'}],
];
export const webdav: IconDrawing = [
  ['circle', {cx: 12, cy: 12, r: 9}],
  ['path', {d: 'M3 12h18'}],
  ['path', {d: 'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z'}],
];
export const preview: IconDrawing = [
  ['path', {d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z'}],
  ['circle', {cx: 12, cy: 12, r: 3}],
];
export const lock: IconDrawing = [
  ['rect', {x: 4, y: 11, width: 16, height: 10, rx: 2}],
  ['path', {d: 'M8 11V7a4 4 0 0 1 8 0v4'}],
];
export const download: IconDrawing = [
  ['path', {d: 'M12 3v12'}],
  ['path', {d: 'M7 10l5 5 5-5'}],
  ['path', {d: 'M4 17v3h16v-3'}],
];
export const shield: IconDrawing = [
  ['path', {d: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z'}],
  ['rect', {x: 9, y: 11, width: 6, height: 5, rx: 1}],
  ['path', {d: 'M10.5 11V9.5a1.5 1.5 0 0 1 3 0V11'}],
];
export const key: IconDrawing = [
  ['circle', {cx: 8, cy: 15, r: 4}],
  ['path', {d: 'M10.8 12.2L20 3'}],
  ['path', {d: 'M16 7l3 3'}],
  ['path', {d: 'M18 5l2 2'}],
];
export const user: IconDrawing = [
  ['circle', {cx: 12, cy: 8, r: 4}],
  ['path', {d: 'M4 21c0-4 3.6-7 8-7s8 3 8 7'}],
];
export const server: IconDrawing = [
  ['rect', {x: 3, y: 3, width: 18, height: 7, rx: 1.5}],
  ['rect', {x: 3, y: 14, width: 18, height: 7, rx: 1.5}],
  ['path', {d: 'M7 6.5h.01M7 17.5h.01'}],
];
export const search: IconDrawing = [
  ['circle', {cx: 11, cy: 11, r: 7}],
  ['path', {d: 'M20 20l-4-4'}],
];
export const devices: IconDrawing = [
  ['rect', {x: 2, y: 4, width: 15, height: 11, rx: 1.5}],
  ['path', {d: 'M6 19h7'}],
  ['rect', {x: 16, y: 9, width: 6, height: 11, rx: 1.5}],
];
export const terminal: IconDrawing = [
  ['rect', {x: 3, y: 4, width: 18, height: 16, rx: 2}],
  ['path', {d: 'M7 9l3 3-3 3'}],
  ['path', {d: 'M12 15h5'}],
];
export const folder: IconDrawing = [
  ['path', {d: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z'}],
];
export const mail: IconDrawing = [
  ['rect', {x: 3, y: 5, width: 18, height: 14, rx: 2}],
  ['path', {d: 'M3 7l9 6 9-6'}],
];
export const link: IconDrawing = [
  ['path', {d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1'}],
  ['path', {d: 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'}],
];
export const home: IconDrawing = [
  ['path', {d: 'M3 11l9-7 9 7'}],
  ['path', {d: 'M5 10v10h14V10'}],
];
export const check: IconDrawing = [['path', {d: 'M5 12.5l4.5 4.5L19 7'}]];
export const close: IconDrawing = [['path', {d: 'M6 6l12 12M18 6L6 18'}]];
export const play: IconDrawing = [
  ['circle', {cx: 12, cy: 12, r: 9}],
  ['path', {d: 'M10 8.5v7l6-3.5z'}],
];
export const external: IconDrawing = [
  ['path', {d: 'M14 4h6v6'}],
  ['path', {d: 'M20 4l-9 9'}],
  ['path', {d: 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'}],
];
export const code: IconDrawing = [
  ['path', {d: 'M8 7l-5 5 5 5'}],
  ['path', {d: 'M16 7l5 5-5 5'}],
  ['path', {d: 'M13.5 4l-3 16'}],
];
export const file: IconDrawing = [
  ['path', {d: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z'}],
  ['path', {d: 'M14 3v5h5'}],
  ['path', {d: 'M9 13h6M9 17h6'}],
];
export const help: IconDrawing = [
  ['circle', {cx: 12, cy: 12, r: 9}],
  ['path', {d: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6'}],
  ['path', {d: 'M12 17h.01'}],
];
export const sliders: IconDrawing = [
  ['path', {d: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1'}],
  ['circle', {cx: 15, cy: 6, r: 2}],
  ['circle', {cx: 9, cy: 12, r: 2}],
  ['circle', {cx: 17, cy: 18, r: 2}],
];

// Filled icons (brand marks drawn as one shape).
export const github: IconDrawing = [
  [
    'path',
    {
      d: 'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12',
    },
  ],
];

/** Outline icons by name. */
export const OUTLINE_ICONS: Readonly<Record<string, IconDrawing>> = {
  storage,
  cloud,
  webdav,
  preview,
  lock,
  download,
  shield,
  key,
  user,
  server,
  search,
  devices,
  terminal,
  folder,
  mail,
  link,
  home,
  check,
  close,
  play,
  external,
  code,
  file,
  help,
  sliders,
};

/** Filled icons by name. */
export const FILLED_ICONS: Readonly<Record<string, IconDrawing>> = {github};
