/**
 * The notice popup (src/components/SiteOverlays): what it says and its
 * buttons, in both languages; where it shows and its id are in
 * noticeSettings.ts (plain data, also read by the end-to-end tests).
 */
import '@site/src/i18n/overlays';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

export {NOTICE} from './noticeSettings';

/** Commands quoted in the notice, as typed in a terminal. */
const SET_PASSWORD_COMMAND = 'alist admin set NEW_PASSWORD';
const RANDOM_PASSWORD_COMMAND = 'alist admin random';

export interface NoticeAction {
  readonly key: string;
  readonly label: string;
  /** Where the button leads; without it the button only closes the notice. */
  readonly to?: string;
  readonly primary?: boolean;
}

export function noticeTitle(): string {
  return translate({
    id: 'notice.upgrade.title',
    message: 'Before you upgrade',
    description: 'Title of the notice popup shown on the home page',
  });
}

export function NoticeContent(): ReactNode {
  return (
    <ul>
      <li>
        <Translate
          id="notice.upgrade.password"
          description="Notice item about the admin password change in v3.25.1; {set} and {random} are commands, {manual} and {docker} links"
          values={{
            set: <code>{SET_PASSWORD_COMMAND}</code>,
            random: <code>{RANDOM_PASSWORD_COMMAND}</code>,
            manual: (
              <Link to="/guide/install/manual">
                <Translate id="notice.upgrade.manualLink">manual installation</Translate>
              </Link>
            ),
            docker: (
              <Link to="/guide/install/docker">
                <Translate id="notice.upgrade.dockerLink">Docker</Translate>
              </Link>
            ),
          }}>
          {
            'Since v3.25.1 the admin password is stored only as a salted hash: the log shows it once, at the first start, and it cannot be read back later. Set a new one with {set} or let AList pick one with {random}; the {manual} and {docker} pages show how for your installation.'
          }
        </Translate>
      </li>
      <li>
        <Translate
          id="notice.upgrade.windows"
          description="Notice item about v3.30.0 dropping Windows 7 and Server 2008; {manual} is a link"
          values={{
            manual: (
              <Link to="/guide/install/manual">
                <Translate id="notice.upgrade.manualLink">manual installation</Translate>
              </Link>
            ),
          }}>
          {
            'From v3.30.0 on, AList no longer runs on Windows 7 or Windows Server 2008, which the Go versions it is built with no longer support. On those systems, install an earlier release by hand (see {manual}).'
          }
        </Translate>
      </li>
    </ul>
  );
}

export function noticeActions(): NoticeAction[] {
  return [
    {
      key: 'install',
      label: translate({
        id: 'notice.upgrade.action.install',
        message: 'Installation guide',
        description: 'Notice popup button that opens the installation guide',
      }),
      to: '/guide/install/',
    },
    {
      key: 'ok',
      label: translate({
        id: 'notice.upgrade.action.ok',
        message: 'Got it',
        description: 'Notice popup button that closes it',
      }),
      primary: true,
    },
  ];
}
