// Clicking an image of a page's content opens it enlarged (medium-zoom);
// scrolling, a click or Escape closes it. Images are picked up when clicked,
// so images added after navigation work too. A picture of src/components/DocImage
// opens in its largest size (the `data-zoom-src` of its frame, which medium-zoom
// loads over the enlarged image). The viewer's code loads with the first click
// on an image (pointing at one prefetches it), not with the page.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';

const SELECTOR = '.markdown img:not(a img):not([data-no-zoom])';
let zoom: Promise<Zoom> | undefined;

function viewer(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) =>
    mediumZoom({margin: 24, background: 'var(--ifm-background-color)', scrollOffset: 0}),
  );
  // A failed load (offline) is tried again on the next click.
  zoom.catch(() => {
    zoom = undefined;
  });
  return zoom;
}

function zoomable(target: EventTarget | null): HTMLImageElement | null {
  const image = (target as Element | null)?.closest?.(SELECTOR);
  return image instanceof HTMLImageElement && !image.classList.contains('medium-zoom-image--opened') ? image : null;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'pointerover',
    (event) => {
      if (zoomable(event.target)) viewer().catch(() => undefined);
    },
    {passive: true},
  );
  document.addEventListener('click', (event) => {
    const image = zoomable(event.target);
    if (!image) return;
    viewer().then(
      (z) => {
        if (z.getImages().includes(image)) return;
        const largest = image.closest<HTMLElement>('[data-zoom-src]')?.dataset.zoomSrc;
        if (largest && !image.dataset.zoomSrc) image.dataset.zoomSrc = largest;
        z.attach(image);
        void z.open({target: image});
      },
      () => undefined,
    );
  });
}
