// Rows of the drivers index, written at build time by src/plugins/driver-index
// (see DriverIndexRow in src/lib/content/drivers.ts).
declare module '@generated/driver-index/default/drivers.json' {
  import type {DriverIndexRow} from '@site/src/lib/content/drivers';

  const rows: readonly DriverIndexRow[];
  export default rows;
}
