import { describeBundleCoverage } from '@lightbox/ui/i18n/bundle-coverage';
import type { BoardsMessageKey } from './en-us';
import { boardsMessageBundle } from './index';

describeBundleCoverage<BoardsMessageKey>('boards', boardsMessageBundle, {
  sampleValues: { name: 'Alpine mornings', count: 255, position: 3, date: '21/11/2026' },
});
