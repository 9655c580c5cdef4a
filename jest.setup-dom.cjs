require('@testing-library/jest-dom');

// findBy*/waitFor wait on a real local HTTP API and lazily loaded chunks; on a loaded CI machine
// Testing Library's 1 s default is too tight. Assertions are unchanged, only the wait is longer.
// Resolved from the package under test (the root has no @testing-library/react), so it configures
// the same instance the test file imports.
const rtlPath = require.resolve('@testing-library/react', { paths: [globalThis.VERIFICA_PACKAGE_DIR] });
require(rtlPath).configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that OpenLayers, headlessui and charts use.
if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.HTMLElement.prototype.scrollIntoView) window.HTMLElement.prototype.scrollIntoView = () => {};
}
