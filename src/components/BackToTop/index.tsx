// The back-to-top button of every page (rendered by the Layout wrapper),
// shown once the page has scrolled more than 100 px. Styles from
// @docusaurus/theme-classic 3.10.2 BackToTopButton, which shows only while
// scrolling up.
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {BACK_TO_TOP_THRESHOLD} from '@site/src/lib/chrome/constants';
import styles from './styles.module.css';

function scrollToTop(): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({top: 0, behavior: reduced ? 'auto' : 'smooth'});
}

export default function BackToTop(): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = (): void => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
