import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageInfoItems, type PageInfoItem} from '@site/src/lib/chrome/pageInfo';
import {formatDate} from '@site/src/lib/chrome/dates';
import styles from './styles.module.css';

interface Props {
  readonly frontMatter: Record<string, unknown>;
  readonly className?: string;
}

function ReadingTime({item}: {readonly item: Extract<PageInfoItem, {kind: 'readingTime'}>}): ReactNode {
  return item.label.kind === 'lessThanOne' ? (
    <Translate id="pageInfo.readingTime.lessThanOne" description="Reading time of a page shorter than one minute">
      less than 1 minute
    </Translate>
  ) : (
    <Translate
      id="pageInfo.readingTime.about"
      description="Reading time of a page, rounded to whole minutes"
      values={{minutes: item.label.minutes}}>
      {'about {minutes} min'}
    </Translate>
  );
}

function FormattedDate({date}: {readonly date: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'en-US';
  const text = formatDate(new Date(date), htmlLang, 'long');
  return <time dateTime={date}>{text}</time>;
}

function Item({item}: {readonly item: PageInfoItem}): ReactNode {
  switch (item.kind) {
    case 'author':
      return item.authors.map((a, i) => (
        <span key={a.name}>
          {i > 0 ? ', ' : null}
          {a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
        </span>
      ));
    case 'original':
      return (
        <span className="badge badge--primary">
          <Translate id="pageInfo.original" description="Badge marking a page as original work">
            Original
          </Translate>
        </span>
      );
    case 'date':
      return <FormattedDate date={item.date} />;
    case 'pageview':
      return null;
    case 'readingTime':
      return <ReadingTime item={item} />;
    case 'category':
    case 'tag':
      return item.values.map((v) => (
        <span key={v} className={clsx('badge', item.kind === 'tag' ? 'badge--secondary' : 'badge--info', styles.badge)}>
          {v}
        </span>
      ));
  }
}

const LABELS: Readonly<Record<PageInfoItem['kind'], () => string>> = {
  author: () => translate({id: 'pageInfo.label.author', message: 'Author', description: 'Page-info label'}),
  original: () => translate({id: 'pageInfo.label.original', message: 'Original work', description: 'Page-info label'}),
  date: () => translate({id: 'pageInfo.label.date', message: 'Date', description: 'Page-info label'}),
  pageview: () => translate({id: 'pageInfo.label.pageview', message: 'Page views', description: 'Page-info label'}),
  readingTime: () =>
    translate({id: 'pageInfo.label.readingTime', message: 'Reading time', description: 'Page-info label'}),
  category: () => translate({id: 'pageInfo.label.category', message: 'Category', description: 'Page-info label'}),
  tag: () => translate({id: 'pageInfo.label.tag', message: 'Tags', description: 'Page-info label'}),
};

/**
 * Author, original badge, date, reading time, category and tags of a page, in
 * that order. Not words of the page: kept out of the search index.
 */
export default function PageInfo({frontMatter, className}: Props): ReactNode {
  const items = pageInfoItems(frontMatter);
  if (items.length === 0) return null;
  return (
    <ul
      className={clsx(styles.pageInfo, className)}
      data-search-ignore
      aria-label={translate({
        id: 'pageInfo.ariaLabel',
        message: 'Page information',
        description: 'Label of the page-info row',
      })}>
      {items.map((item) => (
        <li key={item.kind} className={styles.item} data-kind={item.kind} title={LABELS[item.kind]()}>
          <span className="sr-only">{LABELS[item.kind]()}: </span>
          <Item item={item} />
        </li>
      ))}
    </ul>
  );
}
