// Async boundary: lets the federation runtime negotiate shared singletons before React starts.
import('./bootstrap');
