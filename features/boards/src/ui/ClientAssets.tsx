import { serializeForScript } from '@lightbox/ui';

export interface BuiltFile {
  url: string;
  integrity: string;
}

/** The boards bundle and stylesheet (built by the server app with SRI hashes). */
export interface BoardsClientFiles {
  script: BuiltFile;
  styles: BuiltFile;
}

/**
 * The boards stylesheet, the page's data as JSON and the boards bundle. The bundle is deferred
 * like the host runtime, and waits for it (it shares the host's React).
 */
export function ClientAssets({
  files,
  data,
}: {
  files: BoardsClientFiles | undefined;
  data?: { id: string; value: unknown };
}) {
  if (!files) return null;
  return (
    <>
      <link
        rel="stylesheet"
        href={files.styles.url}
        integrity={files.styles.integrity}
        crossOrigin="anonymous"
      />
      {data && (
        <script
          type="application/json"
          id={data.id}
          // JSON escaped for a script element (serializeForScript), never markup.
          dangerouslySetInnerHTML={{ __html: serializeForScript(data.value) }}
        />
      )}
      <script defer src={files.script.url} integrity={files.script.integrity} crossOrigin="anonymous" />
    </>
  );
}
