import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {OneDriveZone} from '@site/src/lib/oauth/onedrive';

export function zoneLabel(zone: OneDriveZone): string {
  switch (zone) {
    case 'global':
      return translate({
        id: 'tools.onedrive.zone.global',
        message: 'Global',
        description: 'OneDrive zone: the worldwide Microsoft cloud',
      });
    case 'cn':
      return translate({
        id: 'tools.onedrive.zone.cn',
        message: '21Vianet China',
        description: 'OneDrive zone: Microsoft cloud in China operated by 21Vianet',
      });
    case 'de':
      return translate({
        id: 'tools.onedrive.zone.de',
        message: 'Azure Germany',
        description: 'OneDrive zone: Microsoft Cloud Germany',
      });
    case 'us':
      return translate({
        id: 'tools.onedrive.zone.us',
        message: 'Azure US Government',
        description: 'OneDrive zone: Microsoft cloud for US government',
      });
  }
}

export function ZoneLabel(): ReactNode {
  return (
    <Translate id="tools.onedrive.request.zone" description="Label of the zone (national cloud) drop-down">
      Zone
    </Translate>
  );
}
