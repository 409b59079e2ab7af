import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licence a stažení',
  'downloads.history.intro': 'Všechny vaše licence od nejnovější, s každým jejich stažením.',
  'downloads.history.introTeam':
    'Všechny licence vaše i vašeho týmu od nejnovější, s každým jejich stažením.',
  'downloads.filter.legend': 'Najít licenci',
  'downloads.filter.search': 'Název nebo ID souboru',
  'downloads.filter.from': 'Uděleno od',
  'downloads.filter.to': 'Uděleno do',
  'downloads.filter.user': 'Člen týmu',
  'downloads.filter.everyone': 'Všichni',
  'downloads.filter.submit': 'Hledat',
  'downloads.filter.reset': 'Vymazat',
  'downloads.filter.bad': 'Zkontrolujte pole: data se píší RRRR-MM-DD a první je před druhým.',
  'downloads.export': 'Exportovat do CSV',
  'downloads.empty': 'Těmto filtrům neodpovídá žádná licence.',
  'downloads.model.rf': 'Bez licenčních poplatků',
  'downloads.model.rm': 'Spravovaná práva',
  'downloads.model.rr': 'Připravená práva',
  'downloads.size.small': 'Malá',
  'downloads.size.medium': 'Střední',
  'downloads.size.large': 'Velká (originál)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektor)',
  'downloads.size.ai': 'AI (vektor)',
  'downloads.licence.id': 'Licence {id}',
  'downloads.licence.order': 'Objednávka {number}',
  'downloads.licence.plan': 'Tarif: {plan}',
  'downloads.licence.projectCode': 'Kód projektu: {code}',
  'downloads.licence.granted': 'Uděleno {date}',
  'downloads.licence.holder': 'Licencováno pro {name}',
  'downloads.licence.useBy': 'Použít do {date}',
  'downloads.licence.usage': 'Použití: {usage}',
  'downloads.licence.download': 'Stáhnout znovu',
  'downloads.licence.certificate': 'Doklad o licenci (PDF)',
  'downloads.list.caption': 'Stažení licence {id}',
  'downloads.list.none': 'Zatím nestaženo.',
  'downloads.list.when': 'Kdy',
  'downloads.list.who': 'Kdo',
  'downloads.list.size': 'Velikost',
  'downloads.list.type': 'Typ',
  'downloads.list.anonymous': 'Odkaz z e-mailu objednávky',
  'downloads.type.single': 'Stažení',
  'downloads.type.re_download': 'Opětovné stažení',
  'downloads.type.anonymous': 'Odkaz e-mailem',
  'downloads.type.multiple': 'Hromadné stažení',
  'downloads.page.label': 'Stránky',
  'downloads.page.previous': 'Předchozí',
  'downloads.page.next': 'Další',
  'downloads.page.current': 'Stránka {n}',
  'downloads.csv.asset': 'ID souboru',
  'downloads.csv.title': 'Název',
  'downloads.csv.model': 'Licenční model',
  'downloads.csv.obtained': 'Získáno přes',
  'downloads.csv.downloads': 'Počet stažení',
  'downloads.csv.lastDownload': 'Poslední stažení',
  'downloads.csv.licence': 'ID licence',
  'downloads.csv.projectCode': 'Kód projektu',
  'downloads.csv.granted': 'Uděleno',
  'downloads.csv.useBy': 'Použít do',
  'downloads.csv.holder': 'Licencováno pro',
  'downloads.cert.title': 'Doklad o licenci',
  'downloads.cert.licensor': 'Poskytovatel licence',
  'downloads.cert.licensee': 'Nabyvatel licence',
  'downloads.cert.asset': 'Soubor',
  'downloads.cert.terms':
    'Uděleno podle licenční smlouvy na {url}. Kdokoli může tento doklad ověřit u poskytovatele licence podle ID licence.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Vaše stahování',
  'downloads.zip.ready':
    '{count, plural, one {# licencovaný soubor je připraven v jednom zipu.} few {# licencované soubory jsou připraveny v jednom zipu.} many {# licencovaného souboru je připraveno v jednom zipu.} other {# licencovaných souborů je připraveno v jednom zipu.}}',
  'downloads.zip.download': 'Stáhnout zip',
  'downloads.zip.notLicensed': 'Vynecháno, protože k nim nemáte licenci (nejprve si je licencujte): {ids}',
  'downloads.zip.notFile': 'Vynecháno, protože nejde o soubory statických obrázků: {ids}',
  'downloads.zip.none':
    'K žádnému z vybraných obrázků nemáte licenci. Nejprve si je licencujte a pak je stáhněte zde.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Tento odkaz ke stažení není platný',
  'downloads.anon.invalid.body':
    'Odkaz mohl být změněn nebo neúplně zkopírován. Použijte odkaz přesně tak, jak je v e-mailu s objednávkou, nebo se přihlaste a stáhněte soubor ze svých licencí.',
  'downloads.anon.expired.title': 'Platnost tohoto odkazu ke stažení vypršela',
  'downloads.anon.expired.body':
    'Odkazy ke stažení v e-mailu s objednávkou fungují 7 dní. Přihlaste se a stáhněte soubor znovu ze svých licencí, zdarma.',
  'downloads.anon.history': 'Přejít na licence',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Používání souborů',
  'downloads.faq.intro':
    'Co dostanete, když si z tohoto obchodu stáhnete licencovaný soubor: formáty, velikosti, barvy a licenci, která soubor provází.',
  'downloads.faq.toc': 'Na této stránce',
  'downloads.faq.photos.title': 'Fotografie',
  'downloads.faq.photos.sizes':
    'Fotografie se prodávají až ve třech velikostech: malá má 800 px na delší straně, střední 2 000 px a velká je samotný originál. Velikost se nabízí, jen když je menší než originál; nic se nikdy nezvětšuje.',
  'downloads.faq.photos.format':
    'Každá fotografie se stahuje jako soubor JPEG. Malá a střední velikost se zmenšují z originálu a ukládají v kvalitě 90; velká je originál uložený v kvalitě 90 s plným barevným rozlišením.',
  'downloads.faq.photos.colour':
    'Soubory jsou v barevném prostoru sRGB, standardu pro obrazovky a web. Pro tisk je v grafickém editoru převeďte do profilu své tiskárny a nejprve zkontrolujte nátisk.',
  'downloads.faq.photos.rights':
    'Vaše licence soubor provází: jeho metadata XMP uvádějí autora, nabyvatele licence a kde najdete licenční podmínky. Při úpravách a exportu souboru tato metadata zachovejte.',
  'downloads.faq.illustrations.title': 'Ilustrace a vektory',
  'downloads.faq.illustrations.body':
    'Ilustrace a vektory se stahují stejně jako fotografie: jako soubory JPEG ve výše uvedených velikostech, v sRGB, s licencí v metadatech XMP.',
  'downloads.faq.illustrations.vector':
    'Vektory importované ze souborů EPS nebo AI si s velkou licencí nebo licencí z předplatného stáhnete i jako tento původní soubor, bajt po bajtu: v historii licencí jej najdete jako „EPS (vektor)“ nebo „AI (vektor)“ vedle JPEG. Malé a střední licence stahují jen JPEG; ostatní vektory se stahují jako JPEG.',
  'downloads.faq.video.title': 'Videoklipy',
  'downloads.faq.video.sizes':
    'Klipy se licencují v SD, HD (delší strana alespoň 1 280 px) nebo 4K (3 840 px), až do vlastního rozlišení klipu: 4K se nabízí jen u klipů natočených ve 4K.',
  'downloads.faq.video.preview':
    'Před nákupem má každý klip 4sekundový náhled s vodoznakem (WebM, šířka 480 px) a statický snímek.',
  'downloads.faq.video.download':
    'Licencované klipy se stahují jako soubory MP4 (H.264) v licencovaném rozlišení, s vlastní snímkovou frekvencí a délkou klipu a s uvedením autora a autorských práv v metadatech souboru. Klip se pro vás vytvoří při prvním stažení (u SD během několika sekund, u 4K za minutu nebo dvě): stránka ukazuje průběh a stahování začne samo.',
  'downloads.faq.again.title': 'Opětovné stažení',
  'downloads.faq.again.body':
    'Každý licencovaný soubor si můžete zdarma znovu stáhnout z historie licencí. Když soubor koupíte, e-mail s potvrzením objednávky obsahuje také odkaz ke stažení, který 7 dní funguje bez přihlášení.',
  'downloads.faq.again.link': 'Přejít do historie licencí',
  'downloads.faq.link': 'Nápověda k používání souborů',
  'downloads.comps.title': 'Náhledy',
  'downloads.comps.intro':
    'Náhledy s vodoznakem můžete 30 dní od stažení zdarma používat v návrzích a maketách. Chcete-li soubor použít ve finální práci, licencujte si ho.',
  'downloads.comps.usable': 'Lze použít v návrzích do {date}',
  'downloads.comps.expired':
    'Období náhledu skončilo {date}: licencujte si soubor, abyste ho mohli dál používat',
  'downloads.comps.license': 'Licencovat tento soubor',
  'downloads.drawer.button': 'Stahování',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Stahování (# probíhá)} few {Stahování (# probíhají)} many {Stahování (# probíhá)} other {Stahování (# probíhá)}}',
  'downloads.drawer.title': 'Vaše stahování',
  'downloads.drawer.close': 'Zavřít',
  'downloads.drawer.inProgress': 'Probíhá',
  'downloads.drawer.done': 'Dokončeno',
  'downloads.drawer.empty': 'Zatím nic staženo. Licencované soubory, které stáhnete, se zobrazí zde.',
  'downloads.drawer.history': 'Všechny licence a stažení',
  'downloads.drawer.again': 'Stáhnout znovu',
  'downloads.drawer.download': 'Stáhnout',
  'downloads.drawer.zip':
    '{count, plural, one {# soubor v jednom zipu} few {# soubory v jednom zipu} many {# souboru v jednom zipu} other {# souborů v jednom zipu}}',
  'downloads.drawer.state.preparing': 'Příprava souborů: {percent} %',
  'downloads.drawer.state.ready': 'Připraveno ke stažení',
  'downloads.drawer.state.sending': 'Stahování: {percent} %',
  'downloads.drawer.state.paused':
    'Zastaveno na {percent} %: obnovte stahování v prohlížeči, nebo soubor stáhněte znovu',
  'downloads.drawer.state.done': 'Staženo',
  'downloads.clip.title': 'Připravujeme váš klip',
  'downloads.clip.intro':
    '„{title}“ se vytváří ve velikosti, kterou vám dává vaše licence. Stahování začne zde, jakmile bude klip hotový: u 4K to trvá minutu nebo dvě.',
  'downloads.clip.ready': 'Hotovo: stahování začíná.',
  'downloads.clip.retry': 'Stáhnout, až bude připraven',
  'downloads.zip.planOffer':
    '{count, plural, one {S vaším tarifem {plan} můžete licencovat # další vybraný soubor.} few {S vaším tarifem {plan} můžete licencovat # další vybrané soubory.} many {S vaším tarifem {plan} můžete licencovat # dalšího vybraného souboru.} other {S vaším tarifem {plan} můžete licencovat # dalších vybraných souborů.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licencovat # soubor z mého tarifu a přidat ho} few {Licencovat # soubory z mého tarifu a přidat je} many {Licencovat # souboru z mého tarifu a přidat je} other {Licencovat # souborů z mého tarifu a přidat je}}',
};

export default messages;
