// Rows of the drivers index, written at build time by src/plugins/driver-index
// (see DriverIndexRow in src/lib/drivers.ts).
declare module '@generated/driver-index/default/drivers.json' {
  const rows: readonly import('@site/src/lib/drivers').DriverIndexRow[];
  export default rows;
}
