import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Video from '@site/src/components/Video';
import {
  bilibiliEmbedUrl,
  chooseVideoSource,
  classifyVideo,
  cssAspectRatio,
  DEFAULT_ASPECT_RATIO,
} from '@site/src/lib/content/video';

// react-player lives in the lazily loaded chunk; a stand-in shows what it receives and can fail like a 404.
jest.mock('@site/src/components/Video/Player', () => ({
  __esModule: true,
  default: ({src, title, onError}: {src: string; title: string; onError: () => void}) => (
    <div data-testid="player" data-src={src} aria-label={title}>
      <button type="button" onClick={onError}>
        fail
      </button>
    </div>
  ),
}));

describe('classifyVideo', () => {
  it.each([
    ['/video/a.mp4', 'video/mp4; codecs="avc1.42E01E"'],
    ['https://example.com/v/a.WEBM', 'video/webm; codecs="vp9"'],
    ['https://example.com/a.ogg?x=1', 'video/ogg; codecs="theora"'],
    ['https://example.com/a.ogv#t=5', 'video/ogg; codecs="theora"'],
    ['/a.mov', 'video/quicktime'],
  ])('plays the file %s itself', (src, type) => {
    expect(classifyVideo(src)).toEqual({kind: 'file', url: src, type});
  });

  it('recognises HLS and DASH streams by their manifests', () => {
    expect(classifyVideo('https://cdn.example.com/live/index.m3u8?token=1')).toEqual({
      kind: 'hls',
      url: 'https://cdn.example.com/live/index.m3u8?token=1',
    });
    expect(classifyVideo('/streams/manifest.mpd')).toEqual({kind: 'dash', url: '/streams/manifest.mpd'});
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('plays the YouTube address %s from the privacy-enhanced host', (src) => {
    expect(classifyVideo(src)).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      id: 'dQw4w9WgXcQ',
    });
  });

  it('plays Bilibili videos in the Bilibili player, with the part number', () => {
    expect(classifyVideo('https://www.bilibili.com/video/BV1GJ411x7h7')).toEqual({
      kind: 'bilibili',
      url: 'https://www.bilibili.com/video/BV1GJ411x7h7',
      bvid: 'BV1GJ411x7h7',
      page: 1,
    });
    expect(classifyVideo('https://www.bilibili.com/video/BV1GJ411x7h7/?p=3&spm=x')).toMatchObject({page: 3});
    expect(classifyVideo('https://www.bilibili.com/video/BV1GJ411x7h7?p=0')).toMatchObject({page: 1});
    expect(bilibiliEmbedUrl('BV1GJ411x7h7', 3)).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&page=3&autoplay=1',
    );
  });

  it.each([
    '',
    'javascript:alert(1)',
    'ftp://example.com/a.mp4',
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.bilibili.com/video/av170001',
    'https://space.bilibili.com/123',
    'https://example.com/page.html',
    '/video/clip.avi',
  ])('does not support %j', (src) => {
    expect(classifyVideo(src)).toEqual({kind: 'unsupported', url: src});
  });
});

describe('chooseVideoSource', () => {
  const noH264 = (type: string) => (type.startsWith('video/webm') ? 'probably' : '');
  it('takes the first encoding the browser can play', () => {
    expect(chooseVideoSource(['/a.mp4', '/a.webm'], noH264)).toMatchObject({url: '/a.webm'});
    expect(chooseVideoSource(['/a.mp4', '/a.webm'], () => 'maybe')).toMatchObject({url: '/a.mp4'});
  });
  it('falls back to the first entry when none plays, and classifies a single address as it is', () => {
    expect(chooseVideoSource(['/a.mov', '/a.ogv'], () => '')).toMatchObject({url: '/a.mov'});
    expect(chooseVideoSource('/a.mp4', () => '')).toMatchObject({kind: 'file', url: '/a.mp4'});
    expect(chooseVideoSource([], () => '')).toEqual({kind: 'unsupported', url: ''});
  });
});

describe('cssAspectRatio', () => {
  it('accepts width/height, width:height and a number; anything else is 16:9', () => {
    expect(cssAspectRatio(undefined)).toBe(DEFAULT_ASPECT_RATIO);
    expect(cssAspectRatio('4:3')).toBe('4 / 3');
    expect(cssAspectRatio('21/9')).toBe('21 / 9');
    expect(cssAspectRatio('1.5')).toBe('1.5 / 1');
    expect(cssAspectRatio('0/9')).toBe(DEFAULT_ASPECT_RATIO);
    expect(cssAspectRatio('wide')).toBe(DEFAULT_ASPECT_RATIO);
  });
});

describe('Video', () => {
  it('shows the poster and a play button, and mounts no player before the click', () => {
    render(<Video src="/video/a.webm" title="A walk through" poster="/video/a.jpg" />);
    const box = screen.getByRole('group', {name: 'A walk through'});
    expect(box).toHaveStyle({aspectRatio: '16 / 9'});
    expect(screen.getByText('A walk through')).toBeInTheDocument();
    expect(box.querySelector('img')).toHaveAttribute('src', '/video/a.jpg');
    expect(screen.getByRole('button', {name: 'Play video: A walk through'})).toBeInTheDocument();
    expect(screen.queryByTestId('player')).toBeNull();
    expect(box.querySelector('iframe, video')).toBeNull();
  });

  it('shows a neutral frame with the title without a poster, in the asked aspect ratio', () => {
    render(<Video src="/video/a.webm" title="Square" aspectRatio="1:1" />);
    const box = screen.getByRole('group', {name: 'Square'});
    expect(box).toHaveStyle({aspectRatio: '1 / 1'});
    expect(box.querySelector('img')).toBeNull();
    expect(screen.getByText('Square')).toBeInTheDocument();
  });

  it('mounts the player on click, with the encoding the browser plays, and keeps focus in the box', async () => {
    const canPlay = jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type.startsWith('video/webm') ? 'probably' : ''));
    render(<Video src={['/video/a.mp4', '/video/a.webm']} title="Clip" />);
    await userEvent.click(screen.getByRole('button', {name: 'Play video: Clip'}));
    const player = await screen.findByTestId('player');
    expect(player).toHaveAttribute('data-src', '/video/a.webm');
    expect(screen.queryByRole('button', {name: 'Play video: Clip'})).toBeNull();
    expect(screen.getByRole('group', {name: 'Clip'})).toHaveFocus();
    canPlay.mockRestore();
  });

  it('plays Bilibili videos in a sandboxed frame of the Bilibili player', async () => {
    render(<Video src="https://www.bilibili.com/video/BV1GJ411x7h7?p=2" title="Bili" />);
    const box = screen.getByRole('group', {name: 'Bili'});
    expect(box.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'Play video: Bili'}));
    const frame = box.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&page=2&autoplay=1');
    expect(frame).toHaveAttribute('title', 'Bili');
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('says so, with the link, when the address is of an unsupported kind', () => {
    render(<Video src="https://vimeo.com/76979871" title="Elsewhere" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This video cannot be shown here');
    expect(screen.getByRole('link', {name: 'https://vimeo.com/76979871'})).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(screen.queryByRole('button', {name: /Play video/})).toBeNull();
  });

  it('does not link an address that is not a web address', () => {
    render(<Video src="javascript:alert(1)" title="Bad" />);
    expect(screen.getByRole('alert')).toHaveTextContent('javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a message with a direct link when the player fails', async () => {
    render(<Video src="/video/missing.mp4" title="Missing" />);
    await userEvent.click(screen.getByRole('button', {name: 'Play video: Missing'}));
    await userEvent.click(await screen.findByRole('button', {name: 'fail'}));
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be played. Open it directly:');
    expect(screen.getByRole('link', {name: '/video/missing.mp4'})).toHaveAttribute('href', '/video/missing.mp4');
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('links YouTube failures to the watch page', async () => {
    render(<Video src="https://youtu.be/dQw4w9WgXcQ" title="YT" />);
    await userEvent.click(screen.getByRole('button', {name: 'Play video: YT'}));
    expect(await screen.findByTestId('player')).toHaveAttribute(
      'data-src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', {name: 'fail'}));
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
