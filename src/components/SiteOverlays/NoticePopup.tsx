import '@site/src/i18n/overlays';
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Dialog from '@site/src/components/Dialog';
import IconSvg from '@site/src/components/Icon/IconSvg';
import {close} from '@site/src/data/icons';
import {NoticeContent, noticeActions, noticeTitle} from '@site/src/data/notice';
import styles from './styles.module.css';

interface Props {
  /** Called when the visitor closes it (close icon, Escape or a button). */
  readonly onDismiss: () => void;
}

/** The notice popup: advice configured in src/data/notice.tsx. */
export default function NoticePopup({onDismiss}: Props): ReactNode {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={bodyId} onEscape={onDismiss} className={styles.notice}>
      <div className={styles.header}>
        {/* The id sits on a span: Heading would turn an id into a "#" anchor link. */}
        <Heading as="h2" className={styles.title}>
          <span id={titleId}>{noticeTitle()}</span>
        </Heading>
        <button
          type="button"
          className={clsx('clean-btn', styles.close)}
          data-overlay-action="dismiss"
          aria-label={translate({id: 'notice.close', message: 'Close', description: 'Label of the notice close icon'})}
          onClick={onDismiss}>
          <IconSvg name="close" drawing={close} size={20} />
        </button>
      </div>
      <div id={bodyId} className={styles.body}>
        <NoticeContent />
      </div>
      <div className={styles.actions}>
        {noticeActions().map((action) =>
          action.to ? (
            <Link
              key={action.key}
              to={action.to}
              className={clsx('button', action.primary ? 'button--primary' : 'button--secondary')}
              data-overlay-action="dismiss"
              onClick={onDismiss}>
              {action.label}
            </Link>
          ) : (
            <button
              key={action.key}
              type="button"
              className={clsx('button', action.primary ? 'button--primary' : 'button--secondary')}
              data-overlay-action="dismiss"
              onClick={onDismiss}>
              {action.label}
            </button>
          ),
        )}
      </div>
    </Dialog>
  );
}
