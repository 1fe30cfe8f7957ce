/**
 * The part of <Video> loaded on the reader's click (React.lazy in index.tsx):
 * react-player for files, HLS, DASH and YouTube, the kinds that
 * src/lib/content/video.ts sends here (Bilibili plays in a frame). It then
 * loads the engine of the one source kind in a chunk of its own.
 *
 * react-player's default export lists eleven players (Mux, Vimeo, Wistia,
 * Spotify, Twitch, TikTok… as well), and each one is a chunk that every build
 * compiles and minifies, Mux's player alone 0.8 MB. The player is made here
 * from react-player's own parts with the four this site plays.
 */
import {lazy, useCallback, type ComponentType, type ReactNode} from 'react';
import {createReactPlayer} from 'react-player/ReactPlayer';
import HtmlPlayer from 'react-player/HtmlPlayer';
import {canPlay} from 'react-player/patterns';
import type {PlayerEntry} from 'react-player/players';
import type {VideoElementProps} from 'react-player/types';

/** A custom element's React wrapper, typed as react-player's list types it. */
const lazyPlayer = (load: () => Promise<{default: unknown}>): PlayerEntry['player'] =>
  lazy(load as () => Promise<{default: ComponentType<VideoElementProps>}>);

const html: PlayerEntry = {
  key: 'html',
  name: 'html',
  canPlay: canPlay.html,
  canEnablePIP: () => true,
  player: HtmlPlayer,
};

/** In react-player's order; a source no entry claims plays in the HTML player. */
export const PLAYERS: readonly PlayerEntry[] = [
  {
    key: 'hls',
    name: 'hls.js',
    canPlay: canPlay.hls,
    canEnablePIP: () => true,
    player: lazyPlayer(() => import(/* webpackChunkName: 'reactPlayerHls' */ 'hls-video-element/react')),
  },
  {
    key: 'dash',
    name: 'dash.js',
    canPlay: canPlay.dash,
    canEnablePIP: () => true,
    player: lazyPlayer(() => import(/* webpackChunkName: 'reactPlayerDash' */ 'dash-video-element/react')),
  },
  {
    key: 'youtube',
    name: 'YouTube',
    canPlay: canPlay.youtube,
    player: lazyPlayer(() => import(/* webpackChunkName: 'reactPlayerYouTube' */ 'youtube-video-element/react')),
  },
  html,
];

const ReactPlayer = createReactPlayer([...PLAYERS], html);

interface Props {
  readonly src: string;
  readonly title: string;
  readonly onError: () => void;
}

export default function Player({src, title, onError}: Props): ReactNode {
  // `onError` must be stable (the caller's useCallback).
  // The media element as soon as it exists: name it (react-player passes no
  // ARIA attributes on) and listen for a failed load there. react-player's own
  // `onError` is attached in an effect, after the commit; a file that fails
  // fast (a 404 on a quick connection) can fire `error` before that.
  const attach = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      node.setAttribute('aria-label', title);
      if ('error' in node && (node as HTMLMediaElement).error) onError();
      else node.addEventListener('error', onError, {once: true});
    },
    [title, onError],
  );
  return (
    <ReactPlayer src={src} ref={attach} playing controls playsInline width="100%" height="100%" onError={onError} />
  );
}
