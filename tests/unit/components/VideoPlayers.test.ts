import {PLAYERS} from '@site/src/components/Video/Player';
import {classifyVideo} from '@site/src/lib/content/video';

/** The player react-player would pick for an address (the last entry is also its fallback). */
const playerFor = (url: string): string => (PLAYERS.find((player) => player.canPlay(url)) ?? PLAYERS.at(-1))?.key ?? '';

describe('the players <Video> hands react-player', () => {
  it.each([
    ['https://example.com/v/intro.m3u8', 'hls', 'hls'],
    ['https://example.com/v/intro.m3u8?token=1', 'hls', 'hls'],
    ['https://example.com/v/intro.mpd', 'dash', 'dash'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'youtube'],
    ['/video/tools.webm', 'file', 'html'],
    ['https://example.com/a.mp4', 'file', 'html'],
  ])('%s is a %s source and plays in the %s player', (src, kind, key) => {
    const source = classifyVideo(src);
    expect(source.kind).toBe(kind);
    // What <Video> passes on is the classified address.
    expect(playerFor(source.url)).toBe(key);
  });

  it('holds only the kinds the site plays, HTML last', () => {
    expect(PLAYERS.map((player) => player.key)).toEqual(['hls', 'dash', 'youtube', 'html']);
  });
});
