// Clicking an image of a page's content opens it enlarged (medium-zoom);
// scrolling, a click or Escape closes it. Images are picked up when clicked,
// so images added after navigation work too. A picture of src/components/DocImage
// opens in its largest size (the `data-zoom-src` of its frame, which medium-zoom
// loads over the enlarged image).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import mediumZoom, {type Zoom} from 'medium-zoom';

const SELECTOR = '.markdown img:not(a img):not([data-no-zoom])';
let zoom: Zoom | undefined;

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const image = (event.target as Element | null)?.closest?.(SELECTOR);
    if (!(image instanceof HTMLImageElement) || image.classList.contains('medium-zoom-image--opened')) return;
    zoom ??= mediumZoom({margin: 24, background: 'var(--ifm-background-color)', scrollOffset: 0});
    if (!zoom.getImages().includes(image)) {
      const largest = image.closest<HTMLElement>('[data-zoom-src]')?.dataset.zoomSrc;
      if (largest && !image.dataset.zoomSrc) image.dataset.zoomSrc = largest;
      zoom.attach(image);
      void zoom.open({target: image});
    }
  });
}
