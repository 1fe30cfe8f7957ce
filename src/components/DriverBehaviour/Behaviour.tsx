import '@site/src/i18n/drivers';
import {Fragment, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {DriverData, DriverFile, RedirectNeed} from '@site/src/data/drivers/types';
import {
  canUpload,
  commonItemAnchorId,
  copiesThroughAList,
  copyThroughAListSince,
  downloadMode,
  findDriver,
  manageOperations,
  uploadSince,
  webdavPolicies,
  type DownloadMode,
  type ManageOperation,
} from '@site/src/lib/content/drivers';
import {useLocalized} from '@site/src/components/ReferenceTable';
import {COMMON_OPTIONS_PAGE} from '@site/src/components/DriverOptions/Options';
import styles from './styles.module.css';

export interface DriverBehaviourProps {
  /** A data file of `src/data/drivers/`. */
  readonly data: DriverFile;
  /** Registered name of the driver. */
  readonly driver: string;
  readonly className?: string;
}

function CommonLink({item, children}: {readonly item: string; readonly children: ReactNode}): ReactNode {
  return <Link to={`${COMMON_OPTIONS_PAGE}#${commonItemAnchorId(item)}`}>{children}</Link>;
}

/** Boxes and arrows of the download path, drawn as inline SVG at build time (no diagram library). */
function Diagram({mode, source}: {readonly mode: DownloadMode; readonly source: string}): ReactNode {
  const client = translate({
    id: 'drivers.flow.client',
    message: 'Client',
    description: 'Diagram box: browser or WebDAV client',
  });
  const request = translate({
    id: 'drivers.flow.request',
    message: '① request',
    description: 'Diagram arrow: the client asks AList for a file',
  });
  const file = translate({id: 'drivers.flow.file', message: 'file', description: 'Diagram arrow: the file’s bytes'});
  const redirected = mode === 'redirect';
  const tallMiddle = !redirected;
  // One marker per drawing: a page may show several drivers.
  const marker = `driver-flow-arrow-${useId().replace(/[^\w-]/g, '')}`;
  const end = `url(#${marker})`;
  return (
    <svg className={styles.diagram} viewBox="0 0 560 150" role="img" aria-hidden="true" focusable="false">
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      <rect x="10" y="15" width="120" height="125" rx="8" className={styles.box} />
      <text x="70" y="34" className={styles.boxLabel}>
        {client}
      </text>
      <rect
        x="220"
        y="15"
        width="120"
        height={tallMiddle ? 125 : 66}
        rx="8"
        className={clsx(styles.box, styles.alist)}
      />
      <text x="280" y="34" className={styles.boxLabel}>
        AList
      </text>
      <rect x="430" y="15" width="120" height="125" rx="8" className={styles.box} />
      <text x="490" y="34" className={styles.boxLabel}>
        {source.length > 14 ? `${source.slice(0, 13)}…` : source}
      </text>
      <line x1="130" y1="52" x2="220" y2="52" className={styles.arrow} markerEnd={end} />
      <text x="175" y="47" className={styles.arrowLabel}>
        {request}
      </text>
      {redirected ? (
        <>
          <line x1="340" y1="52" x2="430" y2="52" className={styles.arrow} markerEnd={end} />
          <text x="385" y="47" className={styles.arrowLabel}>
            {translate({
              id: 'drivers.flow.getLink',
              message: '② link',
              description: 'Diagram arrow: AList gets a download link from the provider',
            })}
          </text>
          <line x1="220" y1="70" x2="130" y2="70" className={styles.arrow} markerEnd={end} />
          <text x="175" y="66" className={styles.arrowLabel}>
            {translate({
              id: 'drivers.flow.redirect',
              message: '③ 302',
              description: 'Diagram arrow: AList redirects the client (HTTP 302)',
            })}
          </text>
          <line x1="430" y1="118" x2="130" y2="118" className={clsx(styles.arrow, styles.bytes)} markerEnd={end} />
          <text x="280" y="110" className={styles.arrowLabel}>
            {`④ ${file}`}
          </text>
        </>
      ) : (
        <>
          <line x1="340" y1="52" x2="430" y2="52" className={styles.arrow} markerEnd={end} />
          <text x="385" y="47" className={styles.arrowLabel}>
            {mode === 'local'
              ? translate({
                  id: 'drivers.flow.read',
                  message: '② read',
                  description: 'Diagram arrow: AList reads the file itself',
                })
              : translate({
                  id: 'drivers.flow.fetch',
                  message: '② fetch',
                  description: 'Diagram arrow: AList fetches the file from the provider',
                })}
          </text>
          <line x1="430" y1="118" x2="340" y2="118" className={clsx(styles.arrow, styles.bytes)} markerEnd={end} />
          <line x1="220" y1="118" x2="130" y2="118" className={clsx(styles.arrow, styles.bytes)} markerEnd={end} />
          <text x="385" y="110" className={styles.arrowLabel}>
            {`③ ${file}`}
          </text>
          <text x="175" y="110" className={styles.arrowLabel}>
            {`④ ${file}`}
          </text>
        </>
      )}
    </svg>
  );
}

/** Why a redirected client may be refused, for a driver whose links need a header (`redirectNeeds`). */
function RedirectNeedText({need, source}: {readonly need: RedirectNeed; readonly source: ReactNode}): ReactNode {
  const webProxy = (
    <CommonLink item="web_proxy">
      <Translate id="drivers.flow.webProxy" description="Name of the web proxy option in a sentence">
        Web proxy
      </Translate>
    </CommonLink>
  );
  return need === 'user-agent' ? (
    <Translate
      id="drivers.flow.redirect.needsUserAgent"
      description="A redirecting driver whose links are bound to a User-Agent; {source} is the driver's name, {webProxy} links to the option"
      values={{source, webProxy}}>
      {
        'But {source} binds each link to a User-Agent: a browser, player or download tool that follows the redirect with another one is refused. Turn on {webProxy} (and a proxying WebDAV policy) unless every client sends the right User-Agent.'
      }
    </Translate>
  ) : (
    <Translate
      id="drivers.flow.redirect.needsReferer"
      description="A redirecting driver whose links are protected against hotlinking; {source} is the driver's name, {webProxy} links to the option"
      values={{source, webProxy}}>
      {
        'But {source} protects its links against hotlinking (they expect the Referer of its website): a client that follows the redirect may get an error instead of the file. Turn on {webProxy} (and a proxying WebDAV policy) when that happens.'
      }
    </Translate>
  );
}

function ModeText({
  mode,
  source,
  need,
}: {
  readonly mode: DownloadMode;
  readonly source: ReactNode;
  readonly need?: RedirectNeed;
}): ReactNode {
  switch (mode) {
    case 'redirect':
      return (
        <>
          <strong>
            <Translate id="drivers.flow.redirect.title" description="How downloads travel: straight from the provider">
              Downloads go straight to the provider.
            </Translate>
          </strong>{' '}
          <Translate
            id="drivers.flow.redirect.body"
            description="How downloads travel when AList redirects; {source} is the driver's name"
            values={{source}}>
            {
              'AList asks {source} for a download link and redirects the client to it (HTTP 302), so the file’s bytes do not pass through your server.'
            }
          </Translate>{' '}
          <Translate
            id="drivers.flow.redirect.options"
            description="The options that route redirected downloads through a proxy; {webProxy}, {webdavPolicy} and {downProxy} are links to their entries"
            values={{
              webProxy: (
                <CommonLink item="web_proxy">
                  <Translate id="drivers.flow.webProxy" description="Name of the web proxy option in a sentence">
                    Web proxy
                  </Translate>
                </CommonLink>
              ),
              webdavPolicy: (
                <CommonLink item="webdav_policy">
                  <Translate
                    id="drivers.flow.webdavPolicy"
                    description="Name of the WebDAV policy option in a sentence">
                    WebDAV policy
                  </Translate>
                </CommonLink>
              ),
              downProxy: (
                <CommonLink item="down_proxy_url">
                  <Translate
                    id="drivers.flow.downProxy"
                    description="Name of the download proxy URL option in a sentence">
                    download proxy URL
                  </Translate>
                </CommonLink>
              ),
            }}>
            {
              'To send them through AList instead, turn on {webProxy} (web page and /d/ links) or pick a proxying {webdavPolicy} (WebDAV clients); a {downProxy} moves that traffic to a separate proxy.'
            }
          </Translate>
          {need ? (
            <>
              {' '}
              <RedirectNeedText need={need} source={source} />
            </>
          ) : null}
        </>
      );
    case 'proxy':
      return (
        <>
          <strong>
            <Translate id="drivers.flow.proxy.title" description="How downloads travel: always through AList">
              Downloads always go through AList.
            </Translate>
          </strong>{' '}
          <Translate
            id="drivers.flow.proxy.body"
            description="Why a driver always proxies; {source} is the driver's name"
            values={{source}}>
            {
              'The links {source} hands out work only for AList (they need headers or cookies a client would not send, expire too soon, or lead to data AList must decrypt or piece together), so AList fetches each file and streams it on: your server’s bandwidth sets the speed.'
            }
          </Translate>{' '}
          <DownProxyNote />
        </>
      );
    case 'local':
      return (
        <>
          <strong>
            <Translate id="drivers.flow.local.title" description="How downloads travel: AList reads the files itself">
              AList reads the files itself.
            </Translate>
          </strong>{' '}
          <Translate
            id="drivers.flow.local.body"
            description="Why a driver streams every download; {source} is the driver's name"
            values={{source}}>
            {
              '{source} is reached by the AList server itself (its disk or a connection it holds), so there is no link to hand to the client: AList streams every download.'
            }
          </Translate>{' '}
          <DownProxyNote />
        </>
      );
  }
}

function DownProxyNote(): ReactNode {
  return (
    <Translate
      id="drivers.flow.downProxyNote"
      description="A download proxy can take the traffic of a proxying driver; {downProxy} links to the option"
      values={{
        downProxy: (
          <CommonLink item="down_proxy_url">
            <Translate id="drivers.flow.downProxy" description="Name of the download proxy URL option in a sentence">
              download proxy URL
            </Translate>
          </CommonLink>
        ),
      }}>
      {'A {downProxy} can take this traffic off the AList server.'}
    </Translate>
  );
}

function operationName(op: ManageOperation): string {
  switch (op) {
    case 'mkdir':
      return translate({
        id: 'drivers.flow.op.mkdir',
        message: 'new folder',
        description: 'File operation a driver supports',
      });
    case 'rename':
      return translate({
        id: 'drivers.flow.op.rename',
        message: 'rename',
        description: 'File operation a driver supports',
      });
    case 'move':
      return translate({id: 'drivers.flow.op.move', message: 'move', description: 'File operation a driver supports'});
    case 'copy':
      return translate({id: 'drivers.flow.op.copy', message: 'copy', description: 'File operation a driver supports'});
    case 'remove':
      return translate({
        id: 'drivers.flow.op.remove',
        message: 'delete',
        description: 'File operation a driver supports',
      });
  }
}

function Writing({driver, source}: {readonly driver: DriverData; readonly source: ReactNode}): ReactNode {
  const ops = manageOperations(driver.operations);
  const list = ops.map(operationName).join(
    translate({
      id: 'drivers.flow.listSeparator',
      message: ', ',
      description: 'Separator between items of an inline list',
    }),
  );
  const writable = uploadSince(driver);
  if (canUpload(driver)) {
    return (
      <>
        <Translate
          id="drivers.flow.write.yes"
          description="The driver can upload; {operations} lists the other file operations it supports"
          values={{operations: list}}>
          {'Upload, and {operations}.'}
        </Translate>
        {copiesThroughAList(driver) ? (
          <>
            {' '}
            <Translate
              id="drivers.flow.write.copyTask"
              description="A driver without a copy of its own copies through a task; {source} is the driver's name, {version} a release"
              values={{source, version: copyThroughAListSince(driver)}}>
              {
                '{source} has no copy of its own: since {version}, a copy runs as a copy task that downloads each file through AList and uploads it again, slowly and with your server’s bandwidth both ways.'
              }
            </Translate>
          </>
        ) : null}
        {writable ? (
          <>
            {' '}
            {writable.readOnlyBefore ? (
              <Translate
                id="drivers.flow.write.since"
                description="Uploading became possible in a release"
                values={{version: writable.version}}>
                {'Writable since {version}; read-only before.'}
              </Translate>
            ) : (
              <Translate
                id="drivers.flow.write.uploadSince"
                description="Uploads (only) became possible in a release; the other operations are older"
                values={{version: writable.version}}>
                {'Uploads since {version}; earlier releases could change files here but not upload.'}
              </Translate>
            )}
          </>
        ) : null}
        {driver.config.noOverwriteUpload ? (
          <>
            {' '}
            <Translate
              id="drivers.flow.write.noOverwrite"
              description="How AList replaces a file on a provider that cannot overwrite; {source} is the driver's name"
              values={{source}}>
              {
                '{source} cannot overwrite a file in place, so AList renames the existing file aside, uploads the new one and then deletes the old one; if the upload fails, the old file gets its name back.'
              }
            </Translate>
          </>
        ) : null}
      </>
    );
  }
  return ops.length > 0 ? (
    <Translate
      id="drivers.flow.write.noUpload"
      description="The driver cannot upload but supports some operations; {operations} lists them"
      values={{operations: list}}>
      {'No uploads; {operations} only.'}
    </Translate>
  ) : (
    <Translate id="drivers.flow.write.readOnly" description="The driver is read-only">
      Read-only: AList lists and downloads files here but cannot change them.
    </Translate>
  );
}

/**
 * What a reader needs to know about how a driver behaves, drawn from its flags
 * at build time: how downloads travel (redirect, proxy or local, with a small
 * diagram), which WebDAV policy is the default, whether it can write, and what
 * `local_sort`, `no_cache`, `no_overwrite_upload` and the status check mean
 * for it.
 */
export default function DriverBehaviour({data, driver: name, className}: DriverBehaviourProps): ReactNode {
  const localized = useLocalized();
  const driver = findDriver(data, name);
  const mode = downloadMode(driver);
  const displayName = localized(driver.displayName);
  const source = <strong>{displayName}</strong>;
  const [defaultPolicy] = webdavPolicies(driver.config);
  const rows: {key: string; term: ReactNode; detail: ReactNode}[] = [
    {
      key: 'webdav',
      term: (
        <Translate id="drivers.flow.term.webdav" description="Term: WebDAV clients">
          WebDAV clients
        </Translate>
      ),
      detail: (
        <Translate
          id="drivers.flow.webdav"
          description="The default WebDAV policy of a driver; {policy} is the policy's value"
          values={{
            policy: (
              <CommonLink item="webdav_policy">
                <code>{defaultPolicy}</code>
              </CommonLink>
            ),
          }}>
          {'Default policy {policy}.'}
        </Translate>
      ),
    },
    {
      key: 'write',
      term: (
        <Translate id="drivers.flow.term.write" description="Term: uploads and file changes">
          Writing
        </Translate>
      ),
      detail: <Writing driver={driver} source={source} />,
    },
  ];
  if (driver.config.localSort) {
    rows.push({
      key: 'sort',
      term: (
        <Translate id="drivers.flow.term.sort" description="Term: sorting of listings">
          Sorting
        </Translate>
      ),
      detail: (
        <Translate
          id="drivers.flow.sort"
          description="The driver sorts listings itself; {orderBy} links to the option"
          values={{
            source,
            orderBy: (
              <CommonLink item="order_by">
                <Translate id="drivers.flow.orderBy" description="Name of the order-by options in a sentence">
                  Order by / Order direction
                </Translate>
              </CommonLink>
            ),
          }}>
          {
            '{source} does not sort listings on its side, so AList sorts them itself by {orderBy} (empty keeps the order {source} returns).'
          }
        </Translate>
      ),
    });
  }
  if (driver.config.noCache) {
    rows.push({
      key: 'cache',
      term: (
        <Translate id="drivers.flow.term.cache" description="Term: listing cache">
          Cache
        </Translate>
      ),
      detail: (
        <Translate id="drivers.flow.noCache" description="The driver's listings are not cached">
          Listings are not cached: every visit reads the folder again, and the form has no cache expiration.
        </Translate>
      ),
    });
  }
  if (driver.config.checkStatus) {
    rows.push({
      key: 'status',
      term: (
        <Translate id="drivers.flow.term.status" description="Term: storage status check">
          Status
        </Translate>
      ),
      detail: (
        <Translate
          id="drivers.flow.checkStatus"
          description="The driver refuses operations while its storage is not working">
          When the storage fails to start (a wrong password, an expired token), AList refuses every operation on it
          until it works again; the error shows as its status in the storage list.
        </Translate>
      ),
    });
  }
  // The same box stands on every driver page: search indexes the explanation once, on /guide/drivers/common.
  return (
    <figure className={clsx(styles.behaviour, className)} data-search-ignore>
      <Diagram mode={mode} source={displayName} />
      <figcaption className={styles.caption}>
        <ModeText mode={mode} source={source} need={driver.redirectNeeds} />
      </figcaption>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.term}</dt>
            <dd>{row.detail}</dd>
          </Fragment>
        ))}
      </dl>
    </figure>
  );
}
