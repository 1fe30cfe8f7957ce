// Building blocks of the token tools' forms and results. Every value that
// comes from a URL, a server or the visitor is rendered as text by React.
import '@site/src/i18n/tools';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import TOOL_FRAME_HEIGHTS from '@site/src/data/toolFrameHeights.json';
import {normalizeSitePath, stripLocale} from '@site/src/lib/site/sitePath';
import {documentAllowsTools} from '@site/src/lib/site/toolDocument';
import {isRetryable, type ToolError} from '@site/src/lib/oauth/common';
import {describeError, type ErrorSource} from './errors';
import {ToolErrorBoundary} from './errorBoundary';
import styles from './styles.module.css';

function Placeholder(): ReactNode {
  return (
    <p className={styles.placeholder} data-tool-placeholder>
      <Translate id="tools.common.loading" description="Placeholder while a tool starts in the browser">
        Loading the tool…
      </Translate>
    </p>
  );
}

/** Loads a fresh document for this tool page (the current one began elsewhere). */
function FreshDocument(): ReactNode {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <Placeholder />;
}

/** Heights the tool frame reserves on a page, in px: below and from the docs layout's 997 px breakpoint. */
interface FrameHeights {
  readonly narrow: number;
  readonly wide: number;
}

/**
 * The height the page's tool takes once it renders (src/data/toolFrameHeights.json,
 * measured by tests/e2e/tool-layout.spec.ts): the frame keeps it from the
 * first paint, so the form replacing the placeholder moves nothing below it.
 */
function useReservedHeight(): CSSProperties | undefined {
  const {pathname} = useLocation();
  const heights = (TOOL_FRAME_HEIGHTS as Readonly<Record<string, FrameHeights>>)[
    normalizeSitePath(stripLocale(pathname))
  ];
  if (!heights) return undefined;
  return {'--tool-frame-narrow': `${heights.narrow}px`, '--tool-frame-wide': `${heights.wide}px`} as CSSProperties;
}

/**
 * Renders a tool in the browser only (it reads the address, storage and
 * origin), inside an error boundary, and only in a document that began on a
 * tool page; a placeholder before, in a frame that already has the tool's height.
 */
export function ToolFrame({
  children,
  className,
}: {
  readonly children: () => ReactNode;
  readonly className?: string;
}): ReactNode {
  return (
    <div className={clsx(styles.tool, className)} style={useReservedHeight()} data-tool-frame>
      <BrowserOnly fallback={<Placeholder />}>
        {() => (documentAllowsTools() ? <ToolErrorBoundary>{children()}</ToolErrorBoundary> : <FreshDocument />)}
      </BrowserOnly>
    </div>
  );
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name: string;
  readonly type?: 'text' | 'password' | 'tel' | 'url';
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  /** Shown under the field and announced; the field keeps its value. */
  readonly error?: string;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'url';
  readonly disabled?: boolean;
}

export function Field({
  label,
  value,
  onChange,
  name,
  type = 'text',
  placeholder,
  hint,
  error,
  autoComplete = 'off',
  inputMode,
  disabled,
}: FieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={clsx(styles.input, error && styles.inputInvalid)}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        autoCapitalize="off"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={styles.fieldError} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps<K extends string> {
  readonly label: ReactNode;
  readonly value: K;
  readonly options: readonly {readonly value: K; readonly label: string}[];
  readonly onChange: (value: K) => void;
  readonly name: string;
  readonly hint?: ReactNode;
}

export function SelectField<K extends string>({
  label,
  value,
  options,
  onChange,
  name,
  hint,
}: SelectFieldProps<K>): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? <div className={styles.hint}>{hint}</div> : null}
    </div>
  );
}

export const COPIED_MS = 1500;

async function copyText(value: string, fallbackTarget: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Denied or unavailable: fall back to selecting the text.
  }
  if (!fallbackTarget) return false;
  fallbackTarget.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A read-only value (token, ID, address) with a copy button that says "Copied" for 1.5 s. */
export function ValueField({
  label,
  value,
  name,
  rows,
}: {
  readonly label: ReactNode;
  readonly value: string;
  readonly name: string;
  readonly rows?: number;
}): ReactNode {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return undefined;
    const timer = setTimeout(() => setCopied('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const lines = rows ?? Math.min(6, Math.max(1, Math.ceil(value.length / 64)));
  return (
    <div className={styles.field}>
      <div className={styles.valueHead}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <button
          type="button"
          className={clsx('button button--sm', copied === 'copied' ? 'button--success' : 'button--secondary')}
          onClick={() => {
            void copyText(value, area.current).then((ok) => setCopied(ok ? 'copied' : 'failed'));
          }}>
          {copied === 'copied' ? (
            <Translate id="tools.common.copied" description="Copy button label right after copying">
              Copied
            </Translate>
          ) : (
            <Translate id="tools.common.copy" description="Copy button label">
              Copy
            </Translate>
          )}
        </button>
      </div>
      <textarea
        id={id}
        name={name}
        ref={area}
        className={clsx(styles.input, styles.value)}
        readOnly
        value={value}
        rows={lines}
        spellCheck={false}
      />
      <span className={styles.srOnly} aria-live="polite">
        {copied === 'copied'
          ? translate({
              id: 'tools.common.copiedAnnounce',
              message: 'Copied to the clipboard',
              description: 'Screen-reader announcement after copying',
            })
          : copied === 'failed'
            ? translate({
                id: 'tools.common.copyFailed',
                message: 'Could not copy; select the text and copy it yourself',
                description: 'Announcement when copying failed',
              })
            : ''}
      </span>
    </div>
  );
}

/** A row of an `InfoList`. */
export interface InfoItem {
  readonly label: ReactNode;
  readonly value: string;
}

/** A labelled value shown as plain text (client ID, zone, redirect URI). */
export function InfoList({items}: {readonly items: readonly InfoItem[]}): ReactNode {
  return (
    <dl className={styles.info}>
      {items.map((item, index) => (
        <div key={index} className={styles.infoRow}>
          <dt>{item.label}</dt>
          <dd>
            <code className={styles.breakable}>{item.value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Notice({
  kind,
  title,
  children,
}: {
  readonly kind: 'danger' | 'warning' | 'info' | 'success';
  readonly title?: ReactNode;
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <div className={clsx('alert', `alert--${kind}`, styles.notice)} role={kind === 'danger' ? 'alert' : 'status'}>
      {title ? <p className={styles.noticeTitle}>{title}</p> : null}
      {children}
    </div>
  );
}

/** A failed call: what happened, the server's own words as text, and a retry when it may help. */
export function ErrorNotice({
  error,
  source,
  timeoutMs,
  onRetry,
  children,
}: {
  readonly error: ToolError;
  readonly source: ErrorSource;
  readonly timeoutMs?: number;
  readonly onRetry?: () => void;
  readonly children?: ReactNode;
}): ReactNode {
  const text = describeError(error, source, timeoutMs);
  return (
    <Notice kind="danger" title={text.title}>
      {text.detail ? <p className={clsx(styles.noticeText, styles.breakable)}>{text.detail}</p> : null}
      {children}
      {onRetry && isRetryable(error) ? (
        <button type="button" className={clsx('button button--sm button--danger', styles.retry)} onClick={onRetry}>
          <Translate id="tools.common.retry" description="Button that repeats a failed request">
            Try again
          </Translate>
        </button>
      ) : null}
    </Notice>
  );
}

export function Spinner({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}

/** A tool's form: it checks its own fields (no browser validation) and stays on the page when submitted. */
export function Form({onSubmit, children}: {readonly onSubmit: () => void; readonly children: ReactNode}): ReactNode {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate>
      {children}
    </form>
  );
}

export function Actions({children}: {readonly children: ReactNode}): ReactNode {
  return <div className={styles.actions}>{children}</div>;
}

export function Section({title, children}: {readonly title: ReactNode; readonly children: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <p className={styles.sectionTitle}>{title}</p>
      {children}
    </section>
  );
}
