/**
 * Replaces @docusaurus/theme-classic 3.10.2 src/theme/NotFound/Content.
 * Why: the 404 page shows the code, the localized title (the theme's own
 * `theme.NotFound.title`), a hint picked at random from a localized list,
 * and Back / Home buttons.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

function hints(): string[] {
  return [
    translate({id: 'notFound.hint.nothingHere', message: "There's nothing here.", description: '404 page hint'}),
    translate({id: 'notFound.hint.fourOhFour', message: "That's a Four-Oh-Four.", description: '404 page hint'}),
    translate({
      id: 'notFound.hint.brokenLinks',
      message: "Looks like we've got some broken links.",
      description: '404 page hint',
    }),
    translate({
      id: 'notFound.hint.moved',
      message: 'This page may have moved or never existed.',
      description: '404 page hint',
    }),
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  const history = useHistory();
  const list = hints();
  // The server renders the first hint; the browser then picks one at random.
  const [hint, setHint] = useState(list[0]);
  useEffect(() => {
    // Chosen after hydration on purpose, so the server HTML and the first client render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHint(list[Math.floor(Math.random() * list.length)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pick once per page
  }, []);

  const goBack = (): void => {
    if (window.history.length > 1) history.goBack();
    else history.push('/');
  };

  return (
    // data-not-found: src/clientModules/toolIsolation.ts never lets a tool render in a document that began here.
    <main className={clsx('container margin-vert--xl', styles.notFound, className)} data-not-found="">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className="hero__title">
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p className={styles.hint} data-testid="not-found-hint">
        {hint}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--lg" onClick={goBack}>
          <Translate id="notFound.back" description="Button of the 404 page that goes to the previous page">
            Back
          </Translate>
        </button>
        <Link className="button button--primary button--lg" to="/">
          <Translate id="notFound.home" description="Button of the 404 page that goes to the home page">
            Home
          </Translate>
        </Link>
      </div>
    </main>
  );
}
