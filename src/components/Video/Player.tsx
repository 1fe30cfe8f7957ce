/**
 * The part of <Video> loaded on the reader's click (React.lazy in index.tsx):
 * react-player for files, HLS, DASH and YouTube. It brings react-player's code,
 * which then loads the engine of the one source kind in a chunk of its own.
 */
import {useCallback, type ReactNode} from 'react';
import ReactPlayer from 'react-player';

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
