// Async boundary for the standalone dev page: shared singletons are negotiated before React starts.
import('./bootstrap');
