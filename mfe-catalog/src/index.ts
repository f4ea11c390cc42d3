// Async boundary: shared singletons (react, antd, @pod/platform) are negotiated before any
// module that uses them is evaluated.
import('./bootstrap');
