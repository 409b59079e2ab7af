import type { PageRenderContext } from '@lightbox/ui';

const LICENSES = ['rf', 'rm', 'rr'] as const;

export function LicenseInfoPage({ t }: PageRenderContext) {
  return (
    <div className="container lb-section">
      <h1>{t.t('licenseInfo.title')}</h1>
      <p>{t.t('licenseInfo.intro')}</p>
      {LICENSES.map((l) => (
        <section key={l} className="lb-license" aria-labelledby={`lb-license-${l}`}>
          <h2 id={`lb-license-${l}`}>{t.t(`asset.license.${l}`)}</h2>
          <p>{t.t(`asset.license.${l}.explain`)}</p>
        </section>
      ))}
      <p className="lb-notice">{t.t('licenseInfo.editorial')}</p>
    </div>
  );
}
