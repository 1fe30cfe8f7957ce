/**
 * One route of the HTTP API reference, rendered from src/data/api: method and
 * path, who may call it, parameters (cards on phones), the reply's `data`
 * fields, error codes, and the example as curl / fetch / requests with its
 * reply. The page writes the route's heading in Markdown (so it reaches the
 * table of contents) and renders this component under it.
 */
import '@site/src/i18n/api';
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {GUARDS} from '@site/src/data/api/common';
import type {ApiGroup, ApiRoute as Route, Guard, Param} from '@site/src/data/api/types';
import {SCHEMAS} from '@site/src/data/api/schemas';
import type {Schema, SchemaName} from '@site/src/data/api/types';
import {
  codeSample,
  consoleHref,
  flattenSchema,
  namedShape,
  paramChoices,
  routeErrors,
  routeSize,
  shapeAnchor,
  shapesOf,
  typeLabel,
  type FieldRow,
  type SampleLanguage,
} from '@site/src/lib/content/apiReference';
import {
  Identifier,
  Meta,
  RichText,
  SinceBadge,
  referenceStyles,
  useLocalized,
} from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';
import {API_LANGUAGE_TABS} from './tabs';
import {renderLater} from '@site/src/lib/chrome/renderLater';

export interface ApiRouteProps {
  /** The group the route belongs to (the page imports it from src/data/api). */
  readonly group: ApiGroup;
  /** `id` of the route in the group. */
  readonly id: string;
  readonly className?: string;
}

/** Names shown as code, not words to translate. */
const DATA_FIELD = 'data';
const GET_HEAD = 'GET · HEAD';

/** Where each guard is explained on the API index page. */
const ACCESS_ANCHOR = '/guide/api#access';

/** The guard as a badge that links to its explanation. */
export function GuardBadge({guard}: {readonly guard: Guard}): ReactNode {
  const localized = useLocalized();
  const info = GUARDS[guard];
  return (
    <Link
      to={ACCESS_ANCHOR}
      className={clsx('badge', styles.guard, styles[`guard-${guard}`])}
      title={localized(info.description)}>
      {localized(info.label)}
    </Link>
  );
}

/** The guards with what each means and the codes it adds: the legend of the badges. */
export function GuardTable(): ReactNode {
  const localized = useLocalized();
  const label = columnLabels();
  const errorsLabel = translate({
    id: 'api.reference.column.codes',
    message: 'Codes it adds',
    description: 'Guard table column: error codes the guard can answer with',
  });
  return (
    <table className={clsx(referenceStyles.table, referenceStyles.stacked)}>
      <thead>
        <tr>
          <th scope="col">{label.name}</th>
          <th scope="col">{label.description}</th>
          <th scope="col">{errorsLabel}</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(GUARDS) as Guard[]).map((guard) => (
          <tr key={guard}>
            <th scope="row" className={referenceStyles.nameCell}>
              <span className={clsx('badge', styles.guard, styles[`guard-${guard}`])}>
                {localized(GUARDS[guard].label)}
              </span>
            </th>
            <td data-label={label.description}>
              <RichText text={localized(GUARDS[guard].description)} />
            </td>
            <td data-label={errorsLabel}>
              {[...new Set(GUARDS[guard].errors.map((e) => e.code))].map((code) => (
                <code key={code} className={styles.codeList}>
                  {code}
                </code>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Part({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <Heading as="h4" className={styles.partTitle}>
      {children}
    </Heading>
  );
}

/** A type as code, linked to the description of its named shape when it has one. */
function TypeName({schema, label}: {readonly schema?: Schema; readonly label?: string}): ReactNode {
  const text = label ?? (schema ? typeLabel(schema) : '');
  const shape = schema ? namedShape(schema) : undefined;
  return shape ? (
    <Link to={`#${shapeAnchor(shape)}`} className={styles.typeLink}>
      <code>{text}</code>
    </Link>
  ) : (
    <code>{text}</code>
  );
}

function FieldTable({rows}: {readonly rows: readonly FieldRow[]}): ReactNode {
  const localized = useLocalized();
  return (
    <div className={styles.fields} data-scroll-cue="">
      <table className={clsx(referenceStyles.table, styles.fieldTable)}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row">
                <Identifier name={row.path} className={styles.fieldName} />
              </th>
              <td className={styles.fieldType}>
                {row.shape ? (
                  <Link to={`#${shapeAnchor(row.shape)}`} className={styles.typeLink}>
                    <code>{`${row.type}${row.nullable ? ' | null' : ''}`}</code>
                  </Link>
                ) : (
                  <code>{`${row.type}${row.nullable ? ' | null' : ''}`}</code>
                )}
              </td>
              <td>
                {row.since ? <SinceBadge version={row.since} /> : null}
                {row.description ? <RichText text={localized(row.description)} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The named shapes (`Obj`, `TaskInfo`…) the routes of these groups use, each
 * described once with an anchor that the routes' type names link to. A page
 * renders it under its own Markdown heading.
 */
export function ApiShapes({groups}: {readonly groups: readonly ApiGroup[]}): ReactNode {
  const localized = useLocalized();
  const names = shapesOf(groups.flatMap((g) => g.routes));
  return (
    <>
      {names.map((name: SchemaName) => {
        const schema = SCHEMAS[name];
        return (
          <div key={name} className={styles.shape}>
            <Heading as="h3" id={shapeAnchor(name)}>
              <code>{name}</code>
            </Heading>
            {schema.description ? (
              <p>
                <RichText text={localized(schema.description)} />
              </p>
            ) : null}
            <FieldTable rows={flattenSchema(schema, {expandRefs: false})} />
          </div>
        );
      })}
    </>
  );
}

function columnLabels(): {name: string; default: string; description: string} {
  return {
    name: translate({
      id: 'api.reference.column.name',
      message: 'Name',
      description: 'Parameter table column: name and type',
    }),
    default: translate({
      id: 'api.reference.column.default',
      message: 'Default',
      description: 'Parameter table column: default value',
    }),
    description: translate({
      id: 'api.reference.column.description',
      message: 'Meaning',
      description: 'Parameter table column: what the parameter means',
    }),
  };
}

function Required(): ReactNode {
  return (
    <span className={clsx('badge badge--warning', styles.required)}>
      <Translate id="api.reference.required" description="Badge on a required parameter">
        required
      </Translate>
    </span>
  );
}

function ParamTable({params, caption}: {readonly params: readonly Param[]; readonly caption: ReactNode}): ReactNode {
  const localized = useLocalized();
  const label = columnLabels();
  return (
    <>
      <Part>{caption}</Part>
      <table className={clsx(referenceStyles.table, referenceStyles.stacked, styles.table)}>
        <thead>
          <tr>
            <th scope="col">{label.name}</th>
            <th scope="col">{label.default}</th>
            <th scope="col">{label.description}</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => {
            const choices = paramChoices(p);
            return (
              <tr key={p.name}>
                <th scope="row" className={referenceStyles.nameCell}>
                  <Identifier name={p.name} className={referenceStyles.key} />
                  <Meta>
                    <TypeName schema={p.schema} /> {p.required ? <Required /> : null}
                  </Meta>
                </th>
                <td data-label={label.default} className={referenceStyles.defaultCell}>
                  {p.default === undefined ? null : <code>{JSON.stringify(p.default)}</code>}
                </td>
                <td data-label={label.description} className={referenceStyles.description}>
                  {p.since ? <SinceBadge version={p.since} /> : null}
                  <RichText text={localized(p.description)} />
                  {choices ? (
                    <span className={styles.choices}>
                      {choices.map((c) => (
                        <code key={c}>{c}</code>
                      ))}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function Body({route}: {readonly route: Route}): ReactNode {
  const localized = useLocalized();
  const body = route.body;
  if (!body) return null;
  switch (body.kind) {
    case 'json':
      return (
        <ParamTable
          params={body.params}
          caption={
            <Translate id="api.reference.body.json" description="Title of the JSON body fields of a route">
              Body (JSON)
            </Translate>
          }
        />
      );
    case 'multipart':
      return (
        <ParamTable
          params={body.params}
          caption={
            <Translate id="api.reference.body.multipart" description="Title of the form fields of a multipart body">
              Body (multipart/form-data)
            </Translate>
          }
        />
      );
    case 'json-value':
    case 'binary':
      return (
        <>
          <Part>
            {body.kind === 'binary' ? (
              <Translate id="api.reference.body.binary" description="Title of a raw file body">
                Body (the file)
              </Translate>
            ) : (
              <Translate
                id="api.reference.body.value"
                description="Title of a JSON body that is not an object of named fields">
                Body (JSON)
              </Translate>
            )}
          </Part>
          <p>
            {body.kind === 'json-value' ? (
              <>
                <TypeName schema={body.schema} />{' '}
              </>
            ) : null}
            <RichText text={localized(body.description)} />
          </p>
        </>
      );
  }
}

function Reply({route}: {readonly route: Route}): ReactNode {
  const localized = useLocalized();
  const r = route.response;
  if (r.kind === 'raw') {
    return (
      <>
        <Part>
          <Translate id="api.reference.reply" description="Title of the part that describes the reply of a route">
            Reply
          </Translate>
        </Part>
        <p>
          <code>{`HTTP ${r.status}`}</code>
          {r.contentType ? (
            <>
              {' '}
              <code>{r.contentType}</code>
            </>
          ) : null}{' '}
          <RichText text={localized(r.description)} />
        </p>
      </>
    );
  }
  const rows = flattenSchema(r.data, {expandRefs: false});
  const base = 'type' in r.data && r.data.type === 'object' ? r.data.extends : undefined;
  return (
    <>
      <Part>
        <Translate
          id="api.reference.data"
          description="Title of the part that lists the fields of the reply's data"
          values={{data: <code>{DATA_FIELD}</code>}}>
          {'Reply: {data}'}
        </Translate>
      </Part>
      <p>
        <TypeName schema={r.data} label={`${typeLabel(r.data)}${r.data.nullable ? ' | null' : ''}`} />
        {r.data.description ? (
          <>
            {' '}
            <RichText text={localized(r.data.description)} />
          </>
        ) : null}
        {base ? (
          <>
            {' '}
            <Translate
              id="api.reference.extends"
              description="Says that an object has all fields of a named shape plus those listed"
              values={{shape: <TypeName schema={{ref: base}} />}}>
              {'Every field of {shape}, and:'}
            </Translate>
          </>
        ) : null}
        {r.message ? (
          <>
            {' '}
            <Translate
              id="api.reference.message"
              description="Note that a route's success message is not 'success'"
              values={{message: <code>{r.message}</code>}}>
              {'On success, message is a sentence such as {message}.'}
            </Translate>
          </>
        ) : null}
      </p>
      {rows.length > 0 ? <FieldTable rows={rows} /> : null}
    </>
  );
}

function Errors({route}: {readonly route: Route}): ReactNode {
  const localized = useLocalized();
  const errors = routeErrors(route);
  if (errors.length === 0) return null;
  return (
    <>
      <Part>
        <Translate id="api.reference.errors" description="Title of the error codes of a route">
          Error codes
        </Translate>
      </Part>
      <ul className={styles.errors}>
        {errors.map((e, i) => (
          <li key={i}>
            <code className={styles.code}>{e.code}</code> {e.message ? <code>{e.message}</code> : null}{' '}
            <RichText text={localized(e.when)} />
          </li>
        ))}
      </ul>
    </>
  );
}

const LANGUAGES: readonly {readonly value: SampleLanguage; readonly label: string; readonly prism: string}[] = [
  {value: 'curl', label: 'curl', prism: 'bash'},
  {value: 'js', label: 'JavaScript', prism: 'js'},
  {value: 'python', label: 'Python', prism: 'python'},
];

function Example({route}: {readonly route: Route}): ReactNode {
  const reply = route.example.response;
  return (
    <>
      <Part>
        <Translate id="api.reference.example" description="Title of the example request of a route">
          Example
        </Translate>
      </Part>
      <Tabs groupId={API_LANGUAGE_TABS} lazy className={styles.tabs}>
        {LANGUAGES.map((lang) => (
          <TabItem key={lang.value} value={lang.value} label={lang.label}>
            <CodeBlock language={lang.prism}>{codeSample(lang.value, route)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <CodeBlock
        language={typeof reply === 'string' ? 'text' : 'json'}
        title={translate({
          id: 'api.reference.exampleReply',
          message: 'Reply',
          description: 'Title of the example reply',
        })}>
        {typeof reply === 'string' ? reply : JSON.stringify(reply, null, 2)}
      </CodeBlock>
    </>
  );
}

/** A route of the HTTP API reference, from the group's data. Throws on an unknown id, so a typo fails the build. */
export default function ApiRoute({group, id, className}: ApiRouteProps): ReactNode {
  const localized = useLocalized();
  const route = group.routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown API route "${id}" in group "${group.id}"`);
  const size = routeSize(route);
  // Its height until it is rendered (styles.module.css, `.route`).
  const sizeStyle = {'--api-rows': size.rows, '--api-errors': size.errors, '--api-lines': size.lines} as CSSProperties;
  return (
    <div className={clsx(styles.route, className)} data-route={route.id} {...renderLater()} style={sizeStyle}>
      <p className={styles.signature}>
        <span className={clsx(styles.method, styles[`method-${route.method.toLowerCase()}`])}>{route.method}</span>{' '}
        <code className={styles.path}>{route.path}</code>
      </p>
      <p className={styles.badges}>
        <GuardBadge guard={route.guard} />
        {route.since ? <SinceBadge version={route.since} /> : null}{' '}
        {route.deprecated ? (
          <span className="badge badge--danger">
            <Translate id="api.reference.deprecated" description="Badge of a deprecated route">
              Deprecated
            </Translate>
          </span>
        ) : null}{' '}
        {route.anyMethod ? (
          <span
            className="badge badge--secondary"
            title={translate({
              id: 'api.reference.anyMethod.title',
              message: 'Registered for every HTTP method',
              description: 'Tooltip of the any-method badge',
            })}>
            <Translate id="api.reference.anyMethod" description="Badge of a route that accepts every HTTP method">
              any method
            </Translate>
          </span>
        ) : null}{' '}
        {route.alsoHead ? <span className="badge badge--secondary">{GET_HEAD}</span> : null}
      </p>
      <p>
        <RichText text={localized(route.description)} />
      </p>
      {route.deprecated ? (
        <div className="alert alert--warning" role="note">
          <RichText text={localized(route.deprecated)} />
        </div>
      ) : null}
      {route.pathParams?.length ? (
        <ParamTable
          params={route.pathParams}
          caption={
            <Translate id="api.reference.pathParams" description="Title of the path parameters of a route">
              Path parameters
            </Translate>
          }
        />
      ) : null}
      {route.query?.length ? (
        <ParamTable
          params={route.query}
          caption={
            <Translate id="api.reference.query" description="Title of the query parameters of a route">
              Query parameters
            </Translate>
          }
        />
      ) : null}
      {route.headers?.length ? (
        <ParamTable
          params={route.headers}
          caption={
            <Translate id="api.reference.headers" description="Title of the request headers of a route">
              Headers
            </Translate>
          }
        />
      ) : null}
      <Body route={route} />
      <Reply route={route} />
      <Errors route={route} />
      <Example route={route} />
      {route.noConsole ? null : (
        <p className={styles.console}>
          <Link to={consoleHref(route.id)}>
            <Translate
              id="api.reference.tryIt"
              description="Link from a route to the request console with the route chosen">
              Try it in the request console
            </Translate>
          </Link>
        </p>
      )}
    </div>
  );
}
