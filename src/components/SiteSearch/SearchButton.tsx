/**
 * The navbar's search button: the markup and classes of DocSearch's button
 * (so @docsearch/css styles it), without its code. Its shortcut hint is in
 * the server HTML ("Ctrl K"; "⌘ K" on Apple devices once the page runs) in a
 * box of fixed width, so the hint never moves the navbar.
 */
import {forwardRef, useSyncExternalStore, type ComponentPropsWithoutRef} from 'react';
import {translate} from '@docusaurus/Translate';
import {isApplePlatform} from '@site/src/lib/chrome/platform';

/** Key caps, the same in every language. */
const KEY = {control: 'Ctrl', command: '⌘', k: 'K'} as const;

const subscribeNever = (): (() => void) => () => undefined;
const appleSnapshot = (): boolean => isApplePlatform(window.navigator.platform, window.navigator.userAgent);
const serverSnapshot = (): boolean => false;

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className' | 'children'>;

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  const apple = useSyncExternalStore(subscribeNever, appleSnapshot, serverSnapshot);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const shortcut = apple ? 'Meta+k' : 'Control+k';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${shortcut})`}
      aria-keyshortcuts={shortcut}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys site-search__keys" aria-hidden="true">
        {apple ? (
          <kbd className="DocSearch-Button-Key">{KEY.command}</kbd>
        ) : (
          <kbd className="DocSearch-Button-Key DocSearch-Button-Key--ctrl">{KEY.control}</kbd>
        )}
        <kbd className="DocSearch-Button-Key">{KEY.k}</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
