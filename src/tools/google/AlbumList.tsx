import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {listAllAlbums, mapTokenResponse, refreshRequest, type Album} from '@site/src/lib/oauth/google';
import {ClientIdLabel, ClientSecretLabel, requiredText} from '../shared/labels';
import {RequestStatus} from '../shared/status';
import {Actions, Field, Form, SelectField, ToolFrame} from '../shared/ui';
import {useRequest} from '../shared/useRequest';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';
import {takeAccessToken} from './handoff';

type Way = 'access' | 'refresh';

function AlbumTable({albums}: {readonly albums: readonly Album[]}): ReactNode {
  return albums.length === 0 ? (
    <p role="status">
      <Translate id="tools.google.album.none" description="Shown when the account has no albums">
        This account has no albums.
      </Translate>
    </p>
  ) : (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>
          <Translate id="tools.google.album.caption" description="Caption of the album table">
            Google Photos albums
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="tools.google.album.id" description="Column: album ID">
                Album ID
              </Translate>
            </th>
            <th scope="col">
              <Translate id="tools.google.album.title" description="Column: album title">
                Title
              </Translate>
            </th>
            <th scope="col">
              <Translate id="tools.google.album.count" description="Column: number of items in the album">
                Items
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {albums.map((album) => (
            <tr key={album.id}>
              <td>
                <code>{album.id}</code>
              </td>
              <td>{album.title}</td>
              <td>{album.itemCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AlbumInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const [way, setWay] = useState<Way>('access');
  const [accessToken, setAccessToken] = useState(takeAccessToken);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [refreshToken, setRefreshToken] = useState('');
  const [missing, setMissing] = useState<readonly string[]>([]);
  const request = useRequest<Album[]>(env);
  const [cancelled, setCancelled] = useState(false);

  const cancel = (): void => {
    request.reset();
    setCancelled(true);
  };

  const fetchAlbums = (): void => {
    const needed = way === 'access' ? {accessToken} : {clientId, clientSecret, refreshToken};
    const empty = Object.entries(needed)
      .filter(([, v]) => v.trim() === '')
      .map(([k]) => k);
    setMissing(empty);
    if (empty.length > 0) return;
    setCancelled(false);
    void request.runWith(async (send) => {
      let token = accessToken;
      if (way === 'refresh') {
        const refreshed = mapTokenResponse(await send(refreshRequest(clientId, clientSecret, refreshToken)));
        if (!refreshed.ok) return refreshed;
        token = refreshed.value.accessToken;
      }
      return listAllAlbums(send, token);
    });
  };

  const err = (name: string): string | undefined => (missing.includes(name) ? requiredText() : undefined);

  return (
    <>
      <Form onSubmit={fetchAlbums}>
        <SelectField<Way>
          name="way"
          label={
            <Translate id="tools.google.album.way" description="Label of the credential kind drop-down">
              Sign in with
            </Translate>
          }
          value={way}
          options={[
            {
              value: 'access',
              label: translate({
                id: 'tools.google.album.wayAccess',
                message: 'An access token',
                description: 'Option: use an access token',
              }),
            },
            {
              value: 'refresh',
              label: translate({
                id: 'tools.google.album.wayRefresh',
                message: 'A refresh token and its client',
                description: 'Option: use a refresh token with client ID and secret',
              }),
            },
          ]}
          onChange={(value) => {
            setWay(value);
            setMissing([]);
          }}
        />
        {way === 'access' ? (
          <Field
            name="access_token"
            type="password"
            label="access_token"
            value={accessToken}
            onChange={setAccessToken}
            error={err('accessToken')}
          />
        ) : (
          <>
            <Field
              name="client_id"
              label={<ClientIdLabel />}
              value={clientId}
              onChange={setClientId}
              error={err('clientId')}
            />
            <Field
              name="client_secret"
              type="password"
              label={<ClientSecretLabel />}
              value={clientSecret}
              onChange={setClientSecret}
              error={err('clientSecret')}
            />
            <Field
              name="refresh_token"
              type="password"
              label="refresh_token"
              value={refreshToken}
              onChange={setRefreshToken}
              error={err('refreshToken')}
            />
          </>
        )}
        <Actions>
          <button type="submit" className="button button--primary" disabled={request.state.status === 'loading'}>
            <Translate id="tools.google.album.submit" description="Button that lists the albums">
              List albums
            </Translate>
          </button>
          {request.state.status === 'loading' ? (
            <button type="button" className="button button--secondary" onClick={cancel}>
              <Translate id="tools.google.album.cancel" description="Button that stops listing the albums">
                Cancel
              </Translate>
            </button>
          ) : null}
        </Actions>
      </Form>
      {cancelled ? (
        <p role="status" className={styles.hint}>
          <Translate id="tools.google.album.cancelled" description="Shown after the album listing was cancelled">
            Listing stopped. Press List albums to start again.
          </Translate>
        </p>
      ) : null}
      <RequestStatus state={request.state} source="provider" timeoutMs={env.timeoutMs} onRetry={fetchAlbums}>
        {(albums) => <AlbumTable albums={albums} />}
      </RequestStatus>
    </>
  );
}

/** Lists every Google Photos album (50 per request) with its ID, title and item count. */
export default function GoogleAlbums(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <AlbumInner {...props} />}</ToolFrame>;
}
