// What the shell shares with every remote at runtime. This package is a Module Federation
// shared singleton, so the stores below are the same instances in the shell and in each remote
// (sharing `zustand` alone would share the library, not the stores).
export * from './session.store';
export * from './theme.store';
export * from './toast.store';
export * from './remote';
