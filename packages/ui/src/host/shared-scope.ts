/** Global under which the host shares its modules; the build maps remote imports onto it. */
export const SHARED_SCOPE_KEY = '__lightboxShared';
export const SHARED_MODULES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'intl-messageformat',
  // Country codes and names: the Header, Footer, SearchBar and search application all need them.
  'i18n-iso-countries',
] as const;
