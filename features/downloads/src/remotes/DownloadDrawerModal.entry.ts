import { registerRemote } from '@lightbox/ui/remotes/container';
import DownloadDrawerModal from '../exposes/DownloadDrawerModal';

registerRemote('DownloadDrawerModal', {
  './DownloadDrawerModal': DownloadDrawerModal,
});
