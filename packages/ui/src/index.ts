export * from './http/client';
export * from './i18n/compile';
export * from './i18n/load';
export * from './i18n/translator';
export * from './kit';
export * from './page/after-paint';
export {
  BOOT_LATER_ATTRIBUTE,
  BOOT_SCRIPT_ATTRIBUTE,
  BOOT_SCRIPTS_ATTRIBUTE,
  SCRIPT_STATE_ATTRIBUTE,
} from './page/boot';
export * from './page/cart-changed';
export * from './page/href';
export * from './page/page-context';
export * from './page/page-spec';
export * from './page/search-changed';
export * from './page/use-translator';
export * from './remotes/container';
export * from './remotes/loader';
export * from './telemetry/pulse';
