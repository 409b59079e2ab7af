import type { BuiltFile } from '@lightbox/platform';

/** The download-event script (client/download-event.ts), by its built file and SRI hash. */
export function DownloadScript({ file }: { file: BuiltFile | undefined }) {
  return file ? <script defer src={file.url} integrity={file.integrity} crossOrigin="anonymous" /> : null;
}
