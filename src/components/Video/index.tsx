/**
 * <Video> shows a video that loads only when the reader asks for it: until the
 * click, a poster (the image, or a neutral frame with the title) with a play
 * button holds the video's box, sized by CSS `aspect-ratio` so nothing shifts.
 * The click loads the player: react-player (files, HLS, DASH, YouTube) in a
 * lazily loaded chunk, or the Bilibili player in a frame. No player code and
 * no third-party request before that. Import it in the page that uses it; see
 * the "Videos" part of CONTRIBUTING.md.
 */
import '@site/src/i18n/video';
import {Component, lazy, Suspense, useCallback, useRef, useState, type ErrorInfo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {
  bilibiliEmbedUrl,
  chooseVideoSource,
  classifyVideo,
  cssAspectRatio,
  type VideoSource,
} from '@site/src/lib/content/video';
import styles from './styles.module.css';

const Player = lazy(() => import('./Player'));

interface Props {
  /** The video's address: a file, an HLS (.m3u8) or DASH (.mpd) stream, a YouTube or Bilibili page; or a list of encodings of one file. */
  readonly src: string | readonly string[];
  /** What the video shows: its accessible name, written on the poster. */
  readonly title: string;
  /** An image shown until the reader plays the video. */
  readonly poster?: string;
  /** Width to height, `16/9` (the default), `4:3`… */
  readonly aspectRatio?: string;
  readonly className?: string;
}

/** The address a reader can open the video at, outside the page. */
function directLink(source: VideoSource): string {
  return source.kind === 'youtube' ? `https://www.youtube.com/watch?v=${source.id}` : source.url;
}

/** Only web and site addresses become links (a `javascript:` source stays text). */
function isLinkable(url: string): boolean {
  return /^(https?:\/\/|\/)/i.test(url.trim());
}

function OpenLink({url}: {readonly url: string}): ReactNode {
  if (!isLinkable(url)) return <code>{url}</code>;
  return (
    // A media file or another site's page, not a route of this site.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

function Problem({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <div className={styles.problem} role="alert">
      <p>{children}</p>
    </div>
  );
}

function PlayError({url}: {readonly url: string}): ReactNode {
  return (
    <Problem>
      <Translate
        id="components.video.playError"
        description="Shown in the video's box when the video fails to load or play; {link} is the video's address"
        values={{link: <OpenLink url={url} />}}>
        {'The video could not be played. Open it directly: {link}'}
      </Translate>
    </Problem>
  );
}

/** Turns a failure to load the player's code into the play-error message. */
class LoadBoundary extends Component<{readonly url: string; readonly children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};
  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Video player failed to load', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? <PlayError url={this.props.url} /> : this.props.children;
  }
}

function Loading(): ReactNode {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <Translate id="components.video.loading" description="Shown in the video's box while the player loads">
        Loading the video…
      </Translate>
    </div>
  );
}

function canPlayType(type: string): string {
  return typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type);
}

export default function Video({src, title, poster, aspectRatio, className}: Props): ReactNode {
  const [state, setState] = useState<'poster' | 'playing' | 'failed'>('poster');
  const [source, setSource] = useState<VideoSource>(() =>
    classifyVideo(typeof src === 'string' ? src : (src[0] ?? '')),
  );
  const frame = useRef<HTMLDivElement>(null);
  const failed = useCallback(() => setState('failed'), []);
  const {withBaseUrl} = useBaseUrlUtils();
  const playLabel = translate(
    {
      id: 'components.video.play',
      message: 'Play video: {title}',
      description: "Accessible name of the button that starts a video; {title} is the video's title",
    },
    {title},
  );

  const resolve = (s: VideoSource): VideoSource => (s.url.startsWith('/') ? {...s, url: withBaseUrl(s.url)} : s);
  const shown = resolve(source);

  const play = (): void => {
    setSource(chooseVideoSource(src, canPlayType));
    setState('playing');
    // The button disappears: keep keyboard focus in the video's box.
    frame.current?.focus();
  };

  let content: ReactNode;
  if (shown.kind === 'unsupported') {
    content = (
      <Problem>
        <Translate
          id="components.video.unsupported"
          description="Shown instead of a video whose address is of a kind the site cannot play; {link} is the address"
          values={{link: <OpenLink url={shown.url} />}}>
          {
            'This video cannot be shown here: its address is not a video file, an HLS or DASH stream, a YouTube or a Bilibili video. {link}'
          }
        </Translate>
      </Problem>
    );
  } else if (state === 'failed') {
    content = <PlayError url={directLink(shown)} />;
  } else if (state === 'playing') {
    content =
      shown.kind === 'bilibili' ? (
        <iframe
          className={styles.player}
          src={bilibiliEmbedUrl(shown.bvid, shown.page)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <LoadBoundary url={directLink(shown)}>
          <Suspense fallback={<Loading />}>
            <div className={styles.player}>
              <Player src={shown.url} title={title} onError={failed} />
            </div>
          </Suspense>
        </LoadBoundary>
      );
  } else {
    content = (
      <>
        {poster ? (
          <img className={styles.posterImage} src={withBaseUrl(poster)} alt="" loading="lazy" decoding="async" />
        ) : null}
        <span className={clsx(styles.title, poster && styles.titleOnImage)}>{title}</span>
        <button type="button" className={styles.play} onClick={play} aria-label={playLabel} title={playLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" />
          </svg>
        </button>
      </>
    );
  }

  return (
    <figure className={clsx(styles.video, className)}>
      <div
        ref={frame}
        className={clsx(styles.frame, state === 'playing' && styles.frameActive)}
        style={{aspectRatio: cssAspectRatio(aspectRatio)}}
        data-video-state={shown.kind === 'unsupported' ? 'unsupported' : state}
        tabIndex={-1}
        role="group"
        aria-label={title}>
        {content}
      </div>
    </figure>
  );
}
