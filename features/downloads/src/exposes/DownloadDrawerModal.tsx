import { type PageContext, useTranslator } from '@lightbox/ui';
import type { DownloadsMessageKey } from '../messages/en-us';
import type { RecentDownloads } from '../recent';
import { DownloadDrawer } from '../ui/DownloadDrawer';

/** The DownloadDrawerModal remote component (spec §2, premium site): downloads in progress and done. */
export default function DownloadDrawerModal({
  page,
  recent,
  openAtStart = false,
}: {
  page: PageContext;
  recent: RecentDownloads;
  openAtStart?: boolean;
}) {
  return (
    <DownloadDrawer
      page={page}
      t={useTranslator<DownloadsMessageKey>(page)}
      initial={recent}
      openAtStart={openAtStart}
    />
  );
}
