/** The downloads feature's strings: the licence history, its CSV export and the certificate. */
export const messages = {
  'downloads.history.title': 'Licenses and downloads',
  'downloads.history.intro': 'Every license you hold, newest first, with each of its downloads.',
  'downloads.history.introTeam':
    'Every license you and your team hold, newest first, with each of its downloads.',
  'downloads.filter.legend': 'Find a license',
  'downloads.filter.search': 'Title or asset ID',
  'downloads.filter.from': 'Granted from',
  'downloads.filter.to': 'Granted until',
  'downloads.filter.user': 'Team member',
  'downloads.filter.everyone': 'Everyone',
  'downloads.filter.submit': 'Search',
  'downloads.filter.reset': 'Clear',
  'downloads.filter.bad':
    'Check this field: dates are written YYYY-MM-DD, and the first comes before the second.',
  'downloads.export': 'Export as CSV',
  'downloads.empty': 'No licenses match these filters.',
  'downloads.model.rf': 'Royalty-free',
  'downloads.model.rm': 'Rights-managed',
  'downloads.model.rr': 'Rights-ready',
  'downloads.size.small': 'Small',
  'downloads.size.medium': 'Medium',
  'downloads.size.large': 'Large (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vector)',
  'downloads.size.ai': 'AI (vector)',
  'downloads.licence.id': 'License {id}',
  'downloads.licence.order': 'Order {number}',
  'downloads.licence.plan': 'Plan: {plan}',
  'downloads.licence.projectCode': 'Project code: {code}',
  'downloads.licence.granted': 'Granted {date}',
  'downloads.licence.holder': 'Licensed to {name}',
  'downloads.licence.useBy': 'Use by {date}',
  'downloads.licence.usage': 'Usage: {usage}',
  'downloads.licence.download': 'Download again',
  'downloads.licence.certificate': 'Proof of license (PDF)',
  'downloads.list.caption': 'Downloads of license {id}',
  'downloads.list.none': 'Not downloaded yet.',
  'downloads.list.when': 'When',
  'downloads.list.who': 'Who',
  'downloads.list.size': 'Size',
  'downloads.list.type': 'Type',
  'downloads.list.anonymous': 'Link from the order email',
  'downloads.type.single': 'Download',
  'downloads.type.re_download': 'Re-download',
  'downloads.type.anonymous': 'Email link',
  'downloads.type.multiple': 'Multiple download',
  'downloads.page.label': 'Pages',
  'downloads.page.previous': 'Previous',
  'downloads.page.next': 'Next',
  'downloads.page.current': 'Page {n}',
  'downloads.csv.asset': 'Asset ID',
  'downloads.csv.title': 'Title',
  'downloads.csv.model': 'License model',
  'downloads.csv.obtained': 'Obtained through',
  'downloads.csv.downloads': 'Downloads',
  'downloads.csv.lastDownload': 'Last download',
  'downloads.csv.licence': 'License ID',
  'downloads.csv.projectCode': 'Project code',
  'downloads.csv.granted': 'Granted',
  'downloads.csv.useBy': 'Use by',
  'downloads.csv.holder': 'Licensed to',
  'downloads.cert.title': 'Proof of license',
  'downloads.cert.licensor': 'Licensor',
  'downloads.cert.licensee': 'Licensee',
  'downloads.cert.asset': 'Asset',
  'downloads.cert.terms':
    'Granted under the license agreement at {url}. Anyone may check this certificate with the licensor by its license ID.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Your download',
  'downloads.zip.ready':
    '{count, plural, one {# licensed file is ready in one zip.} other {# licensed files are ready in one zip.}}',
  'downloads.zip.download': 'Download zip',
  'downloads.zip.notLicensed': 'Left out because they are not licensed to you (license them first): {ids}',
  'downloads.zip.notFile': 'Left out because they are not still image files: {ids}',
  'downloads.zip.none':
    'None of the selected pictures is licensed to you. License them first, then download them here.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'This download link is not valid',
  'downloads.anon.invalid.body':
    'The link may have been changed or copied incompletely. Use the link exactly as it appears in your order email, or sign in and download the file from your licenses.',
  'downloads.anon.expired.title': 'This download link has expired',
  'downloads.anon.expired.body':
    'Download links in the order email work for 7 days. Sign in to download the file again from your licenses, at no cost.',
  'downloads.anon.history': 'Go to your licenses',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Using your files',
  'downloads.faq.intro':
    'What you get when you download a licensed file from this store: formats, sizes, color and the license that travels with the file.',
  'downloads.faq.toc': 'On this page',
  'downloads.faq.photos.title': 'Photos',
  'downloads.faq.photos.sizes':
    'Photos are sold in up to three sizes: small is 800 px on the long edge, medium is 2,000 px, and large is the original itself. A size is offered only when it is smaller than the original; nothing is ever enlarged.',
  'downloads.faq.photos.format':
    'Every photo downloads as a JPEG file. Small and medium are resized from the original and saved at quality 90; large is the original, saved at quality 90 with full color detail.',
  'downloads.faq.photos.colour':
    'Files are in the sRGB color space, the standard for screens and the web. For print, convert them to your printer’s profile in your image editor and check a proof first.',
  'downloads.faq.photos.rights':
    'Your license travels with the file: its XMP metadata names the creator, the licensee and where the license terms are. Keep this metadata when you edit or export the file.',
  'downloads.faq.illustrations.title': 'Illustrations and vectors',
  'downloads.faq.illustrations.body':
    'Illustrations and vectors download like photos: JPEG files in the sizes above, in sRGB, with the license in their XMP metadata.',
  'downloads.faq.illustrations.vector':
    'Vectors imported from EPS or AI files also download as that very file, byte for byte, with a large license or a plan’s: your license history offers it as “EPS (vector)” or “AI (vector)” beside the JPEG. Small and medium licenses download the JPEG only; other vectors download as JPEG.',
  'downloads.faq.video.title': 'Video clips',
  'downloads.faq.video.sizes':
    'Clips are licensed in SD, HD (a long edge of at least 1,280 px) or 4K (3,840 px), up to the clip’s own resolution: 4K is offered only for clips recorded in 4K.',
  'downloads.faq.video.preview':
    'Before you buy, every clip has a 4-second watermarked preview (WebM, 480 px wide) and a still poster.',
  'downloads.faq.video.download':
    'Licensed clips download as H.264 MP4 files at the licensed definition, with the clip’s own frame rate and length and its credit and copyright in the file’s metadata. A clip is made for you the first time it is downloaded (seconds for SD, a minute or two for 4K): the page shows its progress and the download starts by itself.',
  'downloads.faq.again.title': 'Downloading again',
  'downloads.faq.again.body':
    'Every licensed file can be downloaded again at no cost from your license history. When you buy a file, the order confirmation email also has a download link for it that works for 7 days without signing in.',
  'downloads.faq.again.link': 'Go to your license history',
  'downloads.faq.link': 'Help on using your files',
  'downloads.comps.title': 'Comps',
  'downloads.comps.intro':
    'Watermarked comps are free for layouts and mock-ups for 30 days from their download. License an asset to use it in final work.',
  'downloads.comps.usable': 'Usable in layouts until {date}',
  'downloads.comps.expired': 'Comp period ended {date}: license the asset to keep using it',
  'downloads.comps.license': 'License this asset',
  'downloads.drawer.button': 'Downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Downloads (# in progress)} other {Downloads (# in progress)}}',
  'downloads.drawer.title': 'Your downloads',
  'downloads.drawer.close': 'Close',
  'downloads.drawer.inProgress': 'In progress',
  'downloads.drawer.done': 'Done',
  'downloads.drawer.empty': 'Nothing downloaded yet. Licensed files you download appear here.',
  'downloads.drawer.history': 'All licenses and downloads',
  'downloads.drawer.again': 'Download again',
  'downloads.drawer.download': 'Download',
  'downloads.drawer.zip': '{count, plural, one {# file in one zip} other {# files in one zip}}',
  'downloads.drawer.state.preparing': 'Preparing files: {percent} %',
  'downloads.drawer.state.ready': 'Ready to download',
  'downloads.drawer.state.sending': 'Downloading: {percent} %',
  'downloads.drawer.state.paused':
    'Stopped at {percent} %: resume it in your browser’s downloads, or download it again',
  'downloads.drawer.state.done': 'Downloaded',
  'downloads.clip.title': 'Preparing your clip',
  'downloads.clip.intro':
    '“{title}” is being made at the size your license grants. Your download starts here as soon as it is ready: a minute or two for 4K.',
  'downloads.clip.ready': 'Ready: your download is starting.',
  'downloads.clip.retry': 'Download when ready',
  'downloads.zip.planOffer':
    '{count, plural, one {Your plan {plan} can license # other selected asset.} other {Your plan {plan} can license # of the other selected assets.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {License # with my plan and add it} other {License # with my plan and add them}}',
} as const;

export type DownloadsMessageKey = keyof typeof messages;
export default messages satisfies Record<DownloadsMessageKey, string>;
