// Async boundary: shared singletons are negotiated with the remotes before anything renders.
import('./bootstrap');
