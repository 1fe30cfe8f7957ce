/**
 * The cloud zones of OneDrive (the driver's `region`) and their hosts: plain
 * data, apart from the OAuth helpers of ./onedrive.ts, so that reading the
 * site configuration (../siteConfig.ts) does not pull those in.
 */
export type OneDriveZone = 'global' | 'cn' | 'de' | 'us';

export interface ZoneHosts {
  /** Sign-in and token host. */
  readonly login: string;
  /** Microsoft Graph host. */
  readonly graph: string;
  /** Azure portal, where apps are registered. */
  readonly portal: string;
}

export const ONEDRIVE_ZONES: Readonly<Record<OneDriveZone, ZoneHosts>> = {
  global: {
    login: 'https://login.microsoftonline.com',
    graph: 'https://graph.microsoft.com',
    portal: 'https://portal.azure.com',
  },
  cn: {
    login: 'https://login.chinacloudapi.cn',
    graph: 'https://microsoftgraph.chinacloudapi.cn',
    portal: 'https://portal.azure.cn',
  },
  de: {
    login: 'https://login.microsoftonline.de',
    graph: 'https://graph.microsoft.de',
    portal: 'https://portal.microsoftazure.de',
  },
  us: {
    login: 'https://login.microsoftonline.us',
    graph: 'https://graph.microsoft.us',
    portal: 'https://portal.azure.us',
  },
};

/** Display order of the zone list. */
export const ONEDRIVE_ZONE_ORDER: readonly OneDriveZone[] = ['global', 'cn', 'de', 'us'];

export function isOneDriveZone(value: unknown): value is OneDriveZone {
  return typeof value === 'string' && Object.hasOwn(ONEDRIVE_ZONES, value);
}
