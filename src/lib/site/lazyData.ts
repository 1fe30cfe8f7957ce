/**
 * Data a page passes to an island (src/components/Island, `dataIsland`)
 * without carrying it in the page's script: the browser's bundle gives an MDX
 * page that imports a reference data file (the drivers', the HTTP API's) this
 * handle in place of the module's data, and the data loads with the island's
 * code (src/plugins/slim/lazyPageData.cjs). The server bundle imports the data
 * itself; components take either (`toLazyData`).
 */
export interface LazyData<T> {
  readonly lazyData: true;
  /** Loads the data; resolves with it (at once when loaded). */
  readonly load: () => Promise<T>;
  /** The data once loaded, else undefined. */
  readonly current: () => T | undefined;
}

export function lazyData<T>(loader: () => Promise<{readonly default: T}>): LazyData<T> {
  let value: {readonly data: T} | undefined;
  let pending: Promise<T> | undefined;
  return {
    lazyData: true,
    load() {
      pending ??= loader().then(
        (module) => {
          value = {data: module.default};
          return module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value?.data,
  };
}

export function isLazyData<T>(value: T | LazyData<T>): value is LazyData<T> {
  return typeof value === 'object' && value !== null && (value as {lazyData?: unknown}).lazyData === true;
}

const loaded = new WeakMap<object, LazyData<unknown>>();

/** The handle of `value`: itself if it is one, else a loaded handle (one per data object). */
export function toLazyData<T extends object>(value: T | LazyData<T>): LazyData<T> {
  if (isLazyData(value)) return value;
  let handle = loaded.get(value) as LazyData<T> | undefined;
  if (!handle) {
    handle = {lazyData: true, load: () => Promise.resolve(value), current: () => value};
    loaded.set(value, handle);
  }
  return handle;
}

const combined = new WeakMap<object, {readonly next: WeakMap<object, unknown>; handle?: LazyData<unknown>}>();

/**
 * One handle for a list of handles (`<ApiShapes groups={[fs, download]} />`): the same
 * handle for the same handles in the same order, however often the list is built.
 */
export function combineLazyData<T>(handles: readonly LazyData<T>[]): LazyData<readonly T[]> {
  let level = combined as WeakMap<object, {readonly next: WeakMap<object, unknown>; handle?: LazyData<unknown>}>;
  let node: {readonly next: WeakMap<object, unknown>; handle?: LazyData<unknown>} | undefined;
  for (const handle of handles) {
    node = level.get(handle);
    if (!node) {
      node = {next: new WeakMap()};
      level.set(handle, node);
    }
    level = node.next as typeof level;
  }
  if (!node) return toLazyData<readonly T[]>([]);
  node.handle ??= {
    lazyData: true,
    load: () => Promise.all(handles.map((h) => h.load())),
    current() {
      const values = handles.map((h) => h.current());
      return values.every((v) => v !== undefined) ? (values as T[]) : undefined;
    },
  } satisfies LazyData<readonly T[]>;
  return node.handle as LazyData<readonly T[]>;
}
