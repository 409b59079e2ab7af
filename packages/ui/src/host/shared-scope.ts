/** Global under which the host shares its modules; the build maps remote imports onto it. */
export const SHARED_SCOPE_KEY = '__lightboxShared';
export const SHARED_MODULES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'intl-messageformat',
] as const;
