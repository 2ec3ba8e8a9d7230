// Async boundary: shared singletons (react, router, stores) are negotiated before any app code runs.
import('./bootstrap');
