// @atelier/ui-kit/src/table — DataTable (TanStack Table column definitions), outside the kit's
// barrel. The barrel is a shared singleton, one module that is never tree-shaken, so everything in
// it reaches every page; TanStack Table's core (~13 KiB on the wire) is only for the screens that
// draw a table. Imported from here, it is its own shared module (webpack-config's SHARED_HELPERS),
// loaded by the first screen that draws a table.
export * from './components/DataTable';
