/**
 * What kind of video a `<Video src>` address is (src/components/Video): a
 * file the browser plays itself, an HLS or DASH stream, a YouTube video (all
 * three through react-player) or a Bilibili video (the Bilibili player in a
 * frame; react-player has no Bilibili player). Anything else is unsupported,
 * and the component says so instead of showing an empty box.
 */

export type VideoSource =
  | {readonly kind: 'file'; readonly url: string; readonly type: string}
  | {readonly kind: 'hls' | 'dash'; readonly url: string}
  | {readonly kind: 'youtube'; readonly url: string; readonly id: string}
  | {readonly kind: 'bilibili'; readonly url: string; readonly bvid: string; readonly page: number}
  | {readonly kind: 'unsupported'; readonly url: string};

/** File extensions played by the browser's own `<video>`, with the type (and codec) asked of `canPlayType`. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4; codecs="avc1.42E01E"',
  webm: 'video/webm; codecs="vp9"',
  ogg: 'video/ogg; codecs="theora"',
  ogv: 'video/ogg; codecs="theora"',
  mov: 'video/quicktime',
};

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const BILIBILI_HOSTS = new Set(['bilibili.com', 'www.bilibili.com', 'm.bilibili.com']);
const BVID = /^\/video\/(BV[0-9A-Za-z]{10})\/?$/;

/** Parses absolute http(s) addresses and site paths (`/video/x.webm`); anything else is `undefined`. */
function parse(src: string): URL | undefined {
  const trimmed = src.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed, 'https://site.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
    else if (segments.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  } else if (YOUTUBE_NOCOOKIE_HOSTS.has(host) && segments[0] === 'embed') id = segments[1];
  return id !== undefined && YOUTUBE_ID.test(id) ? id : undefined;
}

export function classifyVideo(src: string): VideoSource {
  const url = parse(src);
  if (!url) return {kind: 'unsupported', url: src};
  const host = url.hostname.toLowerCase();

  const id = youtubeId(url);
  if (id) {
    // The privacy-enhanced host: YouTube sets no cookie until the reader plays the video.
    return {kind: 'youtube', url: `https://www.youtube-nocookie.com/embed/${id}`, id};
  }
  if (BILIBILI_HOSTS.has(host)) {
    const match = BVID.exec(url.pathname);
    if (!match?.[1]) return {kind: 'unsupported', url: src};
    const p = url.searchParams.get('p');
    const page = p !== null && /^[1-9]\d{0,3}$/.test(p) ? Number(p) : 1;
    return {kind: 'bilibili', url: src, bvid: match[1], page};
  }

  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension === 'm3u8') return {kind: 'hls', url: src};
  if (extension === 'mpd') return {kind: 'dash', url: src};
  const type = extension === undefined ? undefined : FILE_TYPES[extension];
  if (type) return {kind: 'file', url: src, type};
  return {kind: 'unsupported', url: src};
}

/** The Bilibili player's address for a video (and part), started at once since the reader just clicked. */
export function bilibiliEmbedUrl(bvid: string, page: number): string {
  const params = new URLSearchParams({bvid, page: String(page), autoplay: '1'});
  return `https://player.bilibili.com/player.html?${params.toString()}`;
}

/**
 * The source to play among alternative encodings of one video (`src` given
 * as a list): the first file the browser says it can play, else the first
 * entry (its failure is then reported like any other). A single address is
 * classified as it is.
 */
export function chooseVideoSource(src: string | readonly string[], canPlayType: (type: string) => string): VideoSource {
  const list = typeof src === 'string' ? [src] : src;
  const sources = list.map(classifyVideo);
  const first = sources[0] ?? {kind: 'unsupported', url: ''};
  if (sources.length < 2) return first;
  return sources.find((source) => source.kind === 'file' && canPlayType(source.type) !== '') ?? first;
}

export const DEFAULT_ASPECT_RATIO = '16 / 9';

/** A CSS `aspect-ratio` from `16/9`, `4:3` or `1.5`; the default for anything else. */
export function cssAspectRatio(value: string | undefined): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[/:]\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value ?? '');
  const width = Number(match?.[1]);
  const height = match?.[2] === undefined ? 1 : Number(match[2]);
  if (!match || !(width > 0) || !(height > 0)) return DEFAULT_ASPECT_RATIO;
  return `${match[1]} / ${match[2] ?? '1'}`;
}
