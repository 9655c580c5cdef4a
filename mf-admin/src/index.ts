// Async boundary: the federation runtime negotiates shared singletons before any React code runs.
import('./bootstrap');
