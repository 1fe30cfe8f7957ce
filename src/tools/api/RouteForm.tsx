// The form of one route, generated from its data: a control per parameter,
// grouped as the request is (path, query, headers, body).
import '@site/src/i18n/tools';
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiRoute} from '@site/src/data/api/types';
import {
  BODY_FILE_KEY,
  BODY_VALUE_KEY,
  formFields,
  type FieldProblem,
  type FormField,
} from '@site/src/lib/tools/apiConsole';
import {paramChoices, typeLabel} from '@site/src/lib/content/apiReference';
import {RichText, useLocalized} from '@site/src/components/ReferenceTable';
import shared from '../shared/styles.module.css';
import {fieldProblemText} from './messages';
import styles from './styles.module.css';

interface Props {
  readonly route: ApiRoute;
  readonly values: Readonly<Record<string, string>>;
  readonly problems: Readonly<Record<string, FieldProblem>>;
  readonly onChange: (key: string, value: string) => void;
  readonly onFile: (key: string, file: File | undefined) => void;
}

/** JSON literals and format names, shown as they are in every language. */
const BOOLEANS = ['true', 'false'] as const;
const JSON_LABEL = 'JSON';

function placeTitle(place: FormField['place']): string {
  switch (place) {
    case 'path':
      return translate({
        id: 'tools.api.form.path',
        message: 'Path parameters',
        description: 'Form group: path parameters',
      });
    case 'query':
      return translate({
        id: 'tools.api.form.query',
        message: 'Query parameters',
        description: 'Form group: query parameters',
      });
    case 'header':
      return translate({id: 'tools.api.form.headers', message: 'Headers', description: 'Form group: request headers'});
    case 'body':
      return translate({id: 'tools.api.form.body', message: 'Body', description: 'Form group: request body'});
  }
}

function Control({
  field,
  value,
  problem,
  onChange,
  onFile,
}: {
  readonly field: FormField;
  readonly value: string;
  readonly problem?: FieldProblem;
  readonly onChange: (value: string) => void;
  readonly onFile: (file: File | undefined) => void;
}): ReactNode {
  const localized = useLocalized();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const p = field.param;
  const describedBy = clsx(hintId, problem && errorId);
  const common = {
    id,
    name: field.key,
    'aria-describedby': describedBy,
    'aria-invalid': problem ? true : undefined,
    className: clsx(shared.input, problem && shared.inputInvalid),
  } as const;
  let control: ReactNode;
  switch (field.kind) {
    case 'boolean':
      control = (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">
            {translate({
              id: 'tools.api.form.unset',
              message: '(not sent)',
              description: 'Choice that leaves an optional field out of the request',
            })}
          </option>
          {BOOLEANS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      );
      break;
    case 'choice':
      control = (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {p.required ? null : (
            <option value="">
              {translate({
                id: 'tools.api.form.unset',
                message: '(not sent)',
                description: 'Choice that leaves an optional field out of the request',
              })}
            </option>
          )}
          {(paramChoices(p) ?? []).map((c) => (
            <option key={c} value={c}>
              {c === '' ? '""' : c}
            </option>
          ))}
        </select>
      );
      break;
    case 'json':
      control = (
        <textarea
          {...common}
          className={clsx(common.className, styles.code)}
          rows={Math.min(10, Math.max(2, value.split('\n').length))}
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'file':
      control = <input {...common} type="file" onChange={(e) => onFile(e.target.files?.[0])} />;
      break;
    default:
      control = (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className={shared.field}>
      <label htmlFor={id} className={shared.label}>
        <code>{p.name}</code> <span className={styles.type}>{typeLabel(p.schema)}</span>
        {p.required ? (
          <span className={styles.required}>
            {' '}
            <Translate id="tools.api.form.required" description="Marker of a required form field">
              required
            </Translate>
          </span>
        ) : null}
      </label>
      {control}
      <div id={hintId} className={shared.hint}>
        <RichText text={localized(p.description)} />
      </div>
      {problem ? (
        <div id={errorId} className={shared.fieldError} role="alert">
          {fieldProblemText(problem)}
        </div>
      ) : null}
    </div>
  );
}

export default function RouteForm({route, values, problems, onChange, onFile}: Props): ReactNode {
  const localized = useLocalized();
  const fields = formFields(route);
  const places = (['path', 'query', 'header', 'body'] as const).filter((place) =>
    fields.some((f) => f.place === place),
  );
  const bodyId = useId();
  return (
    <>
      {places.map((place) => (
        <fieldset key={place} className={styles.fieldset}>
          <legend>{placeTitle(place)}</legend>
          {fields
            .filter((f) => f.place === place)
            .map((f) => (
              <Control
                key={f.key}
                field={f}
                value={values[f.key] ?? ''}
                problem={problems[f.key]}
                onChange={(v) => onChange(f.key, v)}
                onFile={(file) => onFile(f.key, file)}
              />
            ))}
        </fieldset>
      ))}
      {route.body?.kind === 'json-value' ? (
        <fieldset className={styles.fieldset}>
          <legend>{placeTitle('body')}</legend>
          <div className={shared.field}>
            <label htmlFor={bodyId} className={shared.label}>
              {JSON_LABEL} <span className={styles.type}>{typeLabel(route.body.schema)}</span>
            </label>
            <textarea
              id={bodyId}
              name={BODY_VALUE_KEY}
              className={clsx(shared.input, styles.code, problems[BODY_VALUE_KEY] && shared.inputInvalid)}
              rows={6}
              spellCheck={false}
              aria-invalid={problems[BODY_VALUE_KEY] ? true : undefined}
              value={values[BODY_VALUE_KEY] ?? ''}
              onChange={(e) => onChange(BODY_VALUE_KEY, e.target.value)}
            />
            <div className={shared.hint}>
              <RichText text={localized(route.body.description)} />
            </div>
            {problems[BODY_VALUE_KEY] ? (
              <div className={shared.fieldError} role="alert">
                {fieldProblemText(problems[BODY_VALUE_KEY])}
              </div>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      {route.body?.kind === 'binary' ? (
        <fieldset className={styles.fieldset}>
          <legend>{placeTitle('body')}</legend>
          <div className={shared.field}>
            <label htmlFor={bodyId} className={shared.label}>
              <Translate id="tools.api.form.file" description="Label of the file picker of an upload body">
                File to upload
              </Translate>
            </label>
            <input
              id={bodyId}
              name={BODY_FILE_KEY}
              type="file"
              className={shared.input}
              aria-invalid={problems[BODY_FILE_KEY] ? true : undefined}
              onChange={(e) => onFile(BODY_FILE_KEY, e.target.files?.[0])}
            />
            {problems[BODY_FILE_KEY] ? (
              <div className={shared.fieldError} role="alert">
                {fieldProblemText(problems[BODY_FILE_KEY])}
              </div>
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
