import type { LocaleCode } from '../locale/locales';
import { normalizePath } from './encoding';

export const MARKETING_PATH_KINDS = [
  'ai-landing',
  'contact-sales',
  'search-guide',
  'about-us',
  'work-with-us',
] as const;

export type MarketingPathKind = (typeof MARKETING_PATH_KINDS)[number];

type LocaleVariants = { readonly default: string } & { readonly [L in LocaleCode]?: string };

/**
 * Translated slugs of the marketing pages, without the language prefix (build links with
 * `buildUrl(marketingPath(kind, locale), context)`). Slugs are ASCII transliterations so links stay
 * legible when pasted; locales in non-Latin scripts (ja, ko, ru, th, zh-hk) and en-gb use the
 * English default. Every slug names one kind only, so `marketingPathKind` can route it back.
 */
export const MARKETING_PATHS: { readonly [K in MarketingPathKind]: LocaleVariants } = {
  'ai-landing': {
    default: '/ai-image-generator',
    de: '/ki-bildgenerator',
    fr: '/generateur-images-ia',
    es: '/generador-imagenes-ia',
    it: '/generatore-immagini-ia',
    'pt-br': '/gerador-imagens-ia',
    'pt-pt': '/gerador-imagens-ia',
    nl: '/ai-beeldgenerator',
    sv: '/ai-bildgenerator',
    fi: '/tekoaly-kuvageneraattori',
    da: '/ai-billedgenerator',
    nb: '/ki-bildegenerator',
    pl: '/generator-obrazow-ai',
    cs: '/ai-generator-obrazku',
    hu: '/mi-kepgenerator',
    ro: '/generator-imagini-ai',
    tr: '/yapay-zeka-gorsel-olusturucu',
    id: '/pembuat-gambar-ai',
    vi: '/tao-anh-ai',
  },
  'contact-sales': {
    default: '/contact-sales',
    de: '/vertrieb-kontaktieren',
    fr: '/contacter-ventes',
    es: '/contactar-ventas',
    it: '/contatta-vendite',
    'pt-br': '/fale-com-vendas',
    'pt-pt': '/contactar-vendas',
    nl: '/contact-verkoop',
    sv: '/kontakta-forsaljning',
    fi: '/ota-yhteytta-myyntiin',
    da: '/kontakt-salg',
    nb: '/kontakt-salg',
    pl: '/kontakt-z-dzialem-sprzedazy',
    cs: '/kontaktovat-obchod',
    hu: '/kapcsolat-ertekesites',
    ro: '/contact-vanzari',
    tr: '/satis-ile-iletisim',
    id: '/hubungi-penjualan',
    vi: '/lien-he-kinh-doanh',
  },
  'search-guide': {
    default: '/search-guide',
    de: '/suchhilfe',
    fr: '/guide-recherche',
    es: '/guia-busqueda',
    it: '/guida-ricerca',
    'pt-br': '/guia-pesquisa',
    'pt-pt': '/guia-pesquisa',
    nl: '/zoekgids',
    sv: '/sokguide',
    fi: '/hakuopas',
    da: '/soegeguide',
    nb: '/sokeveiledning',
    pl: '/przewodnik-wyszukiwania',
    cs: '/pruvodce-vyhledavanim',
    hu: '/keresesi-utmutato',
    ro: '/ghid-cautare',
    tr: '/arama-kilavuzu',
    id: '/panduan-pencarian',
    vi: '/huong-dan-tim-kiem',
  },
  'about-us': {
    default: '/about-us',
    de: '/ueber-uns',
    fr: '/a-propos',
    es: '/sobre-nosotros',
    it: '/chi-siamo',
    'pt-br': '/sobre-nos',
    'pt-pt': '/sobre-nos',
    nl: '/over-ons',
    sv: '/om-oss',
    fi: '/tietoa-meista',
    da: '/om-os',
    nb: '/om-oss',
    pl: '/o-nas',
    cs: '/o-nas',
    hu: '/rolunk',
    ro: '/despre-noi',
    tr: '/hakkimizda',
    id: '/tentang-kami',
    vi: '/ve-chung-toi',
  },
  'work-with-us': {
    default: '/work-with-us',
    de: '/karriere',
    fr: '/carrieres',
    es: '/trabaja-con-nosotros',
    it: '/lavora-con-noi',
    'pt-br': '/trabalhe-conosco',
    'pt-pt': '/trabalhe-connosco',
    nl: '/werken-bij-ons',
    sv: '/jobba-hos-oss',
    fi: '/tyopaikat',
    da: '/job',
    nb: '/jobb-hos-oss',
    pl: '/kariera',
    cs: '/kariera',
    hu: '/karrier',
    ro: '/cariere',
    tr: '/kariyer',
    id: '/karier',
    vi: '/tuyen-dung',
  },
};

/** The locale's slug for a marketing page, unprefixed; falls back to the English slug. */
export function marketingPath(kind: MarketingPathKind, locale: LocaleCode): string {
  const variants = MARKETING_PATHS[kind];
  return variants[locale] ?? variants.default;
}

const KIND_BY_PATH: ReadonlyMap<string, MarketingPathKind> = new Map(
  MARKETING_PATH_KINDS.flatMap((kind) =>
    Object.values(MARKETING_PATHS[kind]).map((path) => [path, kind] as const),
  ),
);

/** Which marketing page an unprefixed path (e.g. `splitPrefix(...).rest`) is, in any locale. */
export function marketingPathKind(path: string): MarketingPathKind | undefined {
  return KIND_BY_PATH.get(normalizePath(path));
}
