/**
 * The one-line installer: `src/installer/install.sh` is the only source, and
 * the build writes it to the site root twice, as `v3.sh` (latest stable
 * release) and `beta.sh` (the rolling `beta` release). The two files differ
 * in one line, `CHANNEL=stable` or `CHANNEL=beta`. Pure TypeScript, used by
 * the build plugin (`src/plugins/downloads`) and by the installer's tests.
 */

/** Path of the script's source, relative to the site directory. */
export const INSTALLER_SOURCE = 'src/installer/install.sh';

export type InstallerChannel = 'stable' | 'beta';

export interface InstallerScript {
  /** File name at the site root, served as `/<file>`. */
  readonly file: string;
  readonly channel: InstallerChannel;
  readonly content: string;
}

/** The served scripts and their channels. */
export const INSTALLER_FILES: readonly {readonly file: string; readonly channel: InstallerChannel}[] = [
  {file: 'v3.sh', channel: 'stable'},
  {file: 'beta.sh', channel: 'beta'},
];

const CHANNEL_LINE = /^CHANNEL=stable$/gm;

/**
 * Builds the served scripts from the source. Throws when the source does not
 * have exactly one `CHANNEL=stable` line, so a changed source cannot silently
 * produce a beta script that installs the stable release.
 */
export function installerScripts(source: string): InstallerScript[] {
  const matches = source.match(CHANNEL_LINE) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `${INSTALLER_SOURCE} must contain exactly one line "CHANNEL=stable" (found ${matches.length}); the build replaces it to make beta.sh`,
    );
  }
  return INSTALLER_FILES.map(({file, channel}) => ({
    file,
    channel,
    content: source.replace(CHANNEL_LINE, `CHANNEL=${channel}`),
  }));
}
