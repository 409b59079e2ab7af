import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ORIGINAL_MAX_LONG_EDGE, renderDerivative } from '@lightbox/catalogue';
import { rasterise } from './ghostscript';
import { type PostScriptFacts, readPostScript } from './postscript';
import { type RenditionOptions, type Renditions, stillRenditions } from './still';

/**
 * An EPS or AI file's renditions: Ghostscript draws the page with its long edge at the size of
 * the largest download the store makes (ORIGINAL_MAX_LONG_EDGE), and that picture goes through
 * the stills pipeline. The catalogue makes its other derivatives (the 2× thumbnail, the licensed
 * download) from an asset's original with sharp, which cannot read PostScript, so those are made
 * here from the drawn page and stored with the rest.
 */

export const VECTOR_LONG_EDGE = ORIGINAL_MAX_LONG_EDGE;

export interface VectorRenditions extends Renditions {
  thumb2x: Buffer;
  original: Buffer;
  facts: PostScriptFacts;
}

export async function vectorRenditions(
  file: string,
  gs: string,
  options: RenditionOptions,
): Promise<VectorRenditions> {
  const facts = await readPostScript(file);
  const dpi = (72 * VECTOR_LONG_EDGE) / Math.max(facts.width, facts.height);
  const png = await rasterise({ gs, file, format: facts.format, dpi });
  const renditions = await stillRenditions(png, options);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-vector-'));
  try {
    const page = path.join(dir, 'page.png');
    await fs.writeFile(page, png);
    const source = {
      id: options.assetId,
      asset_type: 'image' as const,
      width: renditions.width,
      height: renditions.height,
      scene: null,
      render_seed: null,
      original_path: page,
    };
    const [thumb2x, original] = await Promise.all([
      renderDerivative(source, 'thumb2x', { siteName: options.siteName }),
      renderDerivative(source, 'original', { siteName: options.siteName }),
    ]);
    return { ...renditions, thumb2x: thumb2x.data, original: original.data, facts };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
