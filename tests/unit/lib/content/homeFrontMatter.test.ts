import {
  homeFrontMatterProblems,
  isHomeFrontMatter,
  parseHomeFrontMatter,
  parseStyle,
} from '@site/src/lib/content/homeFrontMatter';

describe('isHomeFrontMatter', () => {
  it('is true for home and portfolio pages only', () => {
    expect(isHomeFrontMatter({home: true})).toBe(true);
    expect(isHomeFrontMatter({portfolio: true})).toBe(true);
    expect(isHomeFrontMatter({home: 'true'})).toBe(false);
    expect(isHomeFrontMatter({title: 'x'})).toBe(false);
  });
});

describe('parseStyle', () => {
  it('reads a YAML map, camel-casing kebab-case properties', () => {
    expect(parseStyle({'max-width': '200px', borderRadius: '50%', opacity: 0.5, '--x': 'y'})).toEqual({
      maxWidth: '200px',
      borderRadius: '50%',
      opacity: 0.5,
      '--x': 'y',
    });
  });

  it('reads a CSS declaration string', () => {
    expect(parseStyle('max-width: 200px; background-position: center top ;')).toEqual({
      maxWidth: '200px',
      backgroundPosition: 'center top',
    });
  });

  it('drops what is not a declaration', () => {
    expect(parseStyle('nonsense; : x; y:')).toBeUndefined();
    expect(parseStyle({a: null, b: '', c: Number.NaN, d: ['x']})).toBeUndefined();
    expect(parseStyle(42)).toBeUndefined();
    expect(parseStyle(undefined)).toBeUndefined();
  });

  it('keeps URLs with colons', () => {
    expect(parseStyle('background: url(https://e.com/a.png)')).toEqual({background: 'url(https://e.com/a.png)'});
  });
});

describe('parseHomeFrontMatter', () => {
  it('reads every hero field', () => {
    const home = parseHomeFrontMatter({
      home: true,
      title: 'Home',
      heroText: 'AList',
      tagline: ' Files ',
      heroImage: '/img/logo.svg',
      heroImageDark: '/img/logo-dark.svg',
      heroAlt: 'Logo',
      heroImageStyle: {maxWidth: '8rem'},
      heroFullScreen: true,
      bgImage: '/img/bg.png',
      bgImageDark: '/img/bg-dark.png',
      bgImageStyle: 'opacity: 0.4',
    });
    expect(home).toEqual({
      variant: 'home',
      title: 'Home',
      heroText: 'AList',
      tagline: 'Files',
      heroImage: '/img/logo.svg',
      heroImageDark: '/img/logo-dark.svg',
      heroAlt: 'Logo',
      heroImageStyle: {maxWidth: '8rem'},
      heroFullScreen: true,
      bgImage: '/img/bg.png',
      bgImageDark: '/img/bg-dark.png',
      bgImageStyle: {opacity: '0.4'},
      actions: [],
      features: [],
      highlights: [],
      titles: [],
      medias: [],
    });
  });

  it('defaults: not full screen, empty lists', () => {
    expect(parseHomeFrontMatter({home: true})).toEqual({
      variant: 'home',
      heroFullScreen: false,
      actions: [],
      features: [],
      highlights: [],
      titles: [],
      medias: [],
    });
  });

  it('reads actions, secondary unless primary, and drops incomplete ones', () => {
    const {actions} = parseHomeFrontMatter({
      actions: [
        {text: 'Start', link: '/guide/', type: 'primary'},
        {text: 'GitHub', link: 'https://github.com'},
        {text: 'Odd', link: '/x', type: 'danger'},
        {text: 'No link'},
        'nonsense',
      ],
    });
    expect(actions).toEqual([
      {text: 'Start', link: '/guide/', type: 'primary'},
      {text: 'GitHub', link: 'https://github.com', type: 'secondary'},
      {text: 'Odd', link: '/x', type: 'secondary'},
    ]);
  });

  it('reads features with optional details, icon and link', () => {
    const {features} = parseHomeFrontMatter({
      features: [
        {title: 'WebDAV', details: 'Mount it', icon: 'webdav', link: '/guide/webdav'},
        {title: 'Bare'},
        {details: 'no title'},
        {title: 2024},
      ],
    });
    expect(features).toEqual([
      {title: 'WebDAV', details: 'Mount it', icon: 'webdav', link: '/guide/webdav'},
      {title: 'Bare'},
      {title: '2024'},
    ]);
  });

  it('reads highlights with their list type, un-order by default', () => {
    const {highlights} = parseHomeFrontMatter({
      highlights: [
        {header: 'Steps', type: 'order', features: [{title: 'One'}, {title: ''}]},
        {header: 'Plain', type: 'no-order', image: '/a.png', imageDark: '/b.png', bgImageStyle: {opacity: 1}},
        {header: 'Default', type: 'weird'},
        {description: 'no header'},
      ],
    });
    expect(highlights).toEqual([
      {header: 'Steps', type: 'order', features: [{title: 'One'}]},
      {
        header: 'Plain',
        type: 'no-order',
        image: '/a.png',
        imageDark: '/b.png',
        bgImageStyle: {opacity: 1},
        features: [],
      },
      {header: 'Default', type: 'un-order', features: []},
    ]);
  });

  it('reads the portfolio variant', () => {
    const home = parseHomeFrontMatter({
      portfolio: true,
      name: 'Andy',
      avatar: '/a.png',
      avatarDark: '/b.png',
      welcome: 'Hello',
      titles: ['Developer', '', 'Writer', 3],
      medias: [{name: 'GitHub', url: 'https://github.com/x', icon: 'github'}, {name: 'Mail'}],
    });
    expect(home).toMatchObject({
      variant: 'portfolio',
      name: 'Andy',
      avatar: '/a.png',
      avatarDark: '/b.png',
      welcome: 'Hello',
      titles: ['Developer', 'Writer', '3'],
      medias: [{name: 'GitHub', url: 'https://github.com/x', icon: 'github'}],
    });
  });
});

describe('homeFrontMatterProblems', () => {
  it('is empty for valid front matter', () => {
    expect(
      homeFrontMatterProblems({
        actions: [{text: 'a', link: '/'}],
        features: [{title: 'x'}],
        highlights: [{header: 'h', type: 'order', features: [{title: 'y'}]}],
        medias: [{name: 'n', url: 'u'}],
      }),
    ).toEqual([]);
  });

  it('names each entry that would be dropped', () => {
    expect(
      homeFrontMatterProblems({
        actions: [{text: 'a'}, 'x'],
        features: [{details: 'd'}],
        highlights: [{type: 'ordered', features: [{}]}],
        medias: [{name: 'n'}],
      }),
    ).toEqual([
      'actions[0] needs link',
      'actions[1] needs text, link',
      'features[0] needs title',
      'highlights[0] needs header',
      'highlights[0].type must be one of order, no-order, un-order',
      'highlights[0].features[0] needs title',
      'medias[0] needs url',
    ]);
  });
});
