// Async boundary: lets the federation runtime negotiate shared singletons before React starts.
// /remotes.json is asked for first, so it downloads alongside the bootstrap chunk (registry-fetch.ts),
// and the opened page's remote starts loading as soon as it answers (preload-screen.ts), while the
// bootstrap and the shared modules still download and run.
import { preloadOpenedRemote } from './federation/preload-screen';
import { prefetchRegistry } from './federation/registry-fetch';

preloadOpenedRemote(prefetchRegistry(), window.location.pathname);
import('./bootstrap');
