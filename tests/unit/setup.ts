import '@testing-library/jest-dom';

// Unit tests render components in the browser; they never hydrate server
// HTML, so islands (src/components/Island) render their children at once.
if (typeof document !== 'undefined') document.documentElement.dataset.hasHydrated = 'true';
