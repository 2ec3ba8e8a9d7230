// Async boundary: lets the federation runtime negotiate shared singletons before React starts.
// /remotes.json is asked for first, so it downloads alongside the bootstrap chunk (registry-fetch.ts).
import { prefetchRegistry } from './federation/registry-fetch';

prefetchRegistry();
import('./bootstrap');
