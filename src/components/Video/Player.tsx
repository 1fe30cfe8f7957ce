/**
 * The part of <Video> loaded on the reader's click (React.lazy in index.tsx):
 * react-player for files, HLS, DASH and YouTube. It brings react-player's code,
 * which then loads the engine of the one source kind in a chunk of its own.
 */
import type {ReactNode} from 'react';
import ReactPlayer from 'react-player';

interface Props {
  readonly src: string;
  readonly title: string;
  readonly onError: () => void;
}

export default function Player({src, title, onError}: Props): ReactNode {
  return (
    <ReactPlayer
      src={src}
      // react-player passes no ARIA attributes on: name the media element itself.
      ref={(node: HTMLElement | null) => node?.setAttribute('aria-label', title)}
      playing
      controls
      playsInline
      width="100%"
      height="100%"
      onError={onError}
    />
  );
}
