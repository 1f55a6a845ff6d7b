import type {HtmlTagObject} from '@docusaurus/types';

/**
 * Runs before the bundles. Where browser storage is blocked (iframes, strict privacy modes) or every
 * call throws, the theme would log an error on each read and DocSearch would throw opening the modal.
 * Probing once and replacing an unusable storage with null makes every consumer fall back to
 * in-memory state, with one console warning instead (SPEC §8).
 */
const storageGuard = `(function () {
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try {
      var storage = window[name], key = '__django_cfg_storage_probe__';
      storage.setItem(key, key);
      storage.removeItem(key);
    } catch (error) {
      console.warn('django-cfg: ' + name + ' is unavailable, so preferences will not be remembered.', error && error.name);
      try { Object.defineProperty(window, name, {value: null, configurable: true}); } catch (ignored) {}
    }
  });
})();`;

export const headTags: HtmlTagObject[] = [{tagName: 'script', attributes: {}, innerHTML: storageGuard}];
