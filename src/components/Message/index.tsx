import {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {messages, type MessageOptions} from '@site/src/lib/chrome/messages';
import styles from './styles.module.css';

/** Shows a short message at the top of the screen (3000 ms by default). */
export function showMessage(text: string, options?: MessageOptions): number {
  return messages.show(text, options);
}

const EMPTY: readonly never[] = [];

/** Renders the current messages; mounted once, in Root. */
export function MessageHost(): ReactNode {
  const list = useSyncExternalStore(messages.subscribe, messages.list, () => EMPTY);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {list.map((m) => (
        <div
          key={m.id}
          className={clsx(styles.message, styles[m.type])}
          data-message-type={m.type}
          onMouseEnter={() => messages.pause(m.id)}
          onMouseLeave={() => messages.resume(m.id)}>
          <span className={styles.text}>{m.text}</span>
          <button
            type="button"
            className={clsx('clean-btn', styles.close)}
            aria-label={translate({
              id: 'message.close',
              message: 'Close',
              description: 'Label of the button that closes a message',
            })}
            onClick={() => messages.dismiss(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
