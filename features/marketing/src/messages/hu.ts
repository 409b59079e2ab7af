import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'További oldalak – {site}',
  'marketing.comingSoon': 'Hamarosan',
  'marketing.searchCollection': 'Keresés a gyűjteményben',

  'marketing.ai.title': 'Képgenerálás mesterséges intelligenciával',
  'marketing.ai.description':
    'A mesterséges intelligenciával végzett képgenerálás és képszerkesztés hamarosan elérhető lesz a {site} oldalon. Addig is keressen a gyűjteményben.',
  'marketing.ai.heading': 'Képek készítése és átalakítása MI-vel',
  'marketing.ai.lead':
    'A {site} oldalba mesterséges intelligenciával működő képgenerálást és képszerkesztést építünk. Ezek az eszközök még nem érhetők el: ez az oldal azt mutatja be, mit tervezünk.',
  'marketing.ai.planned': 'Amit tervezünk',
  'marketing.ai.generate.title': 'Generálás leírás alapján',
  'marketing.ai.generate.body':
    'Írja le saját szavaival, milyen képre van szüksége, és válasszon több változat közül.',
  'marketing.ai.modify.title': 'Kép szerkesztése',
  'marketing.ai.modify.body':
    'Bővítse a vásznat, cserélje le a hátteret, vagy módosítsa egy kép részleteit anélkül, hogy elhagyná az áruházat.',
  'marketing.ai.history.title': 'Folytassa ott, ahol abbahagyta',
  'marketing.ai.history.body':
    'A generált képek egy előzménylistába kerülnek, így visszatérhet egy leíráshoz, és tovább finomíthatja.',
  'marketing.ai.terms.title': 'Előre ismert feltételek',
  'marketing.ai.terms.body':
    'A generált képek a letöltés előtt megmutatják, hogyan használhatók fel, ahogyan ma is minden elem a gyűjteményben.',
  'marketing.ai.today.title': 'Már ma elérhető',
  'marketing.ai.today.body':
    'A gyűjtemény fotói, illusztrációi, vektorgrafikái és videói már most kereshetők, mindegyik elmagyarázott licencfeltételekkel.',

  'marketing.contact.title': 'Kapcsolat az értékesítéssel',
  'marketing.contact.description':
    'Érdeklődjön a {site} értékesítési csapatánál csapatlicencekről, mennyiségi vásárlásról és egyedi feltételekről.',
  'marketing.contact.heading': 'Beszéljen értékesítési csapatunkkal',
  'marketing.contact.lead':
    'Licencre van szüksége egy csapat, egy nagy projekt vagy egy szokatlan felhasználás számára? Írja meg, mire van szüksége, és e-mailben válaszolunk.',
  'marketing.contact.topics.title': 'Miben segíthetünk',
  'marketing.contact.topics.team': 'Licencek csapatoknak és több felhasználónak',
  'marketing.contact.topics.volume': 'Mennyiségi és ismétlődő vásárlások',
  'marketing.contact.topics.custom': 'Egyedi licencfeltételek és kibővített jogok',
  'marketing.contact.topics.invoicing': 'Számlázás és megrendelők',
  'marketing.contact.form.title': 'Az Ön érdeklődése',
  'marketing.contact.form.required': 'Minden mező kitöltése kötelező, kivéve a nem kötelezőként jelölteket.',
  'marketing.contact.field.name': 'Teljes név',
  'marketing.contact.field.email': 'Munkahelyi e-mail-cím',
  'marketing.contact.field.company': 'Cég vagy szervezet',
  'marketing.contact.field.optional': 'nem kötelező',
  'marketing.contact.field.country': 'Ország',
  'marketing.contact.field.countryPlaceholder': 'Válasszon országot',
  'marketing.contact.field.message': 'Miben segíthetünk?',
  'marketing.contact.field.messageHint':
    'Írjon a projektjéről, a szükséges tartalmakról és arról, hogyan tervezi felhasználni őket.',
  'marketing.contact.submit': 'Érdeklődés elküldése',
  'marketing.contact.privacy': 'Ezeket az adatokat kizárólag az érdeklődésére adott válaszhoz használjuk.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Az elküldéshez javítson ki # mezőt.} other {Az elküldéshez javítson ki # mezőt.}}',
  'marketing.contact.errors.nameRequired': 'Adja meg a nevét.',
  'marketing.contact.errors.emailRequired': 'Adja meg az e-mail-címét.',
  'marketing.contact.errors.emailInvalid': 'Adjon meg egy nev@example.com formátumú e-mail-címet.',
  'marketing.contact.errors.countryRequired': 'Válassza ki az országát a listából.',
  'marketing.contact.errors.messageRequired': 'Írja meg, miben segíthetünk.',
  'marketing.contact.errors.messageTooShort': 'Írjon legalább {min, number} karaktert.',
  'marketing.contact.errors.tooLong': 'Legfeljebb {max, number} karaktert használjon.',
  'marketing.contact.thanks.title': 'Köszönjük! Érdeklődését elküldtük.',
  'marketing.contact.thanks.body':
    'Értékesítési csapatunk a megadott e-mail-címre válaszol. Addig is böngésszen tovább a gyűjteményben.',

  'marketing.guide.title': 'Keresési útmutató',
  'marketing.guide.description':
    'Keresés a {site} oldalon: szavak, pontos kifejezések, kizárt szavak, médiatípusok, kategóriák és rendezés.',
  'marketing.guide.heading': 'Így keressen',
  'marketing.guide.lead':
    'Néhány egyszerű módszerrel gyorsabban megtalálja a megfelelő képet vagy videoklipet.',
  'marketing.guide.syntax.title': 'Mit írjon be',
  'marketing.guide.words.title': 'Kezdje néhány szóval',
  'marketing.guide.words.body':
    'Írja le, minek kell szerepelnie a képen. A találatok a beírt összes szót tartalmazzák, tetszőleges sorrendben, és a szavak más alakjai is számítanak: a mountains a mountain szót is megtalálja.',
  'marketing.guide.phrase.title': 'Pontos kifejezések idézőjelben',
  'marketing.guide.phrase.body':
    'Tegye a szavakat dupla idézőjelbe, hogy egymás mellett, ebben a sorrendben találja meg őket.',
  'marketing.guide.exclude.title': 'Szavak kizárása mínuszjellel',
  'marketing.guide.exclude.body':
    'Írjon mínuszjelet közvetlenül egy szó elé, hogy kiszűrje az azt tartalmazó találatokat.',
  'marketing.guide.either.title': 'Egyik vagy másik szó: „or”',
  'marketing.guide.either.body':
    'Írja be az or szót két szó közé, hogy azokat a találatokat kapja, amelyek bármelyiket tartalmazzák.',
  'marketing.guide.tryExample': 'Keresés: {query}',
  'marketing.guide.narrow.title': 'A találatok szűkítése',
  'marketing.guide.types.title': 'Válasszon médiatípust',
  'marketing.guide.types.body':
    'Keresés előtt válassza ki a keresősávban a képeket vagy a videókat, vagy váltson a találatok feletti lapokkal. Minden lap mutatja, hány találatot tartalmaz.',
  'marketing.guide.filters.title': 'Használja a szűrőket',
  'marketing.guide.filters.body':
    'A találatok melletti szűrőpanel tájolás, szín, személyek száma, dátum és egyéb jellemzők szerint szűkíti a találatokat; hogy mely szűrők érhetők el, az a médiatípustól függ. Az alkalmazott szűrők a találatok felett jelennek meg, ahol egyenként vagy egyszerre is eltávolíthatók.',
  'marketing.guide.browse.title': 'Böngészés kategóriák szerint',
  'marketing.guide.browse.body':
    'A fő navigáció egyenesen a gyűjtemény kategóriáihoz vezet, például az illusztrációkhoz vagy a videókhoz.',
  'marketing.guide.sort.title': 'A találatok rendezése',
  'marketing.guide.sort.body':
    'A találatok relevancia szerint rendeződnek, hacsak nem választ más sorrendet, például a legújabbakat vagy a legnépszerűbbeket előre.',
  'marketing.guide.language.title': 'Keressen angolul',
  'marketing.guide.language.body':
    'A gyűjtemény címei és kulcsszavai angol nyelvűek, ezért angol keresőszavakkal kapja a legtöbb találatot.',

  'marketing.about.title': 'Rólunk',
  'marketing.about.description':
    'Kik vagyunk: stockmédia-áruház, amely a Lightbox nyílt forráskódú szoftveren fut, és fotókat, illusztrációkat, vektorgrafikákat és videókat licencel.',
  'marketing.about.heading': 'Bemutatkozik a {site}',
  'marketing.about.lead':
    'Ez az áruház stockfotókat, illusztrációkat, vektorgrafikákat és videókat kínál. A Lightbox nevű nyílt forráskódú szoftveren fut, amellyel egy médiagyűjtemény saját szerverekről kereshető, bemutatható és licencelhető.',
  'marketing.about.mission.title': 'Amit csinálunk',
  'marketing.about.mission.body':
    'Segítünk megtalálni a munkához szükséges képeket és felvételeket, és egyértelmű feltételekkel licencelni őket. Minden elem feltünteti a licenctípusát, és érthetően elmagyarázza, mit enged meg.',
  'marketing.about.sites.title': 'Két áruház, egy gyűjtemény',
  'marketing.about.sites.body':
    'Egyetlen Lightbox-telepítés egy prémium és egy előfizetéses áruházat működtet ugyanazzal a katalógussal. Mindkettőnek saját megjelenése és hangvétele van; a keresés és a licencelés mindkettőben ugyanúgy működik.',
  'marketing.about.open.title': 'Nyílt forráskód, saját üzemeltetés',
  'marketing.about.open.body':
    'A Lightbox MIT-licenc alatt jelenik meg. Egy ügynökség vagy kiadó saját szerverén, saját katalógusával futtathatja, és ott tárolhatja az adatait, ahol jónak látja.',
  'marketing.about.languages.title': 'Sok nyelvre tervezve',
  'marketing.about.languages.body':
    'Mindkét áruház 25 nyelven érhető el. A látogatók kiválasztják az országukat és a nyelvüket, a hivatkozások, dátumok és számok pedig ehhez igazodnak.',
  'marketing.about.principles.title': 'Ami fontos nekünk',
  'marketing.about.principles.clarity':
    'Egyértelmű licencek: még a felhasználás előtt tudja, mit tehet egy elemmel.',
  'marketing.about.principles.speed':
    'Gyors keresés: a találatok a szerveren készülnek, és szkriptekre várakozás nélkül jelennek meg.',
  'marketing.about.principles.access':
    'Akadálymentesség: minden oldal billentyűzettel és képernyőolvasóval is használható.',
  'marketing.about.principles.privacy':
    'Adatvédelem: a látogatók adatai az áruházat üzemeltető szervezet szerverein maradnak.',

  'marketing.work.title': 'Dolgozzon velünk',
  'marketing.work.description':
    'A Lightbox nyílt forráskódú. Ismerje meg, hogyan járulhat hozzá kóddal, fordításokkal, tervezéssel és dokumentációval.',
  'marketing.work.heading': 'Építse velünk a Lightboxot',
  'marketing.work.lead':
    'A Lightbox, az áruház mögött álló szoftver, nyílt forráskódú projekt. Velünk dolgozni a legjobban hozzájárulással lehet: a kód, a fordítás, a tervezés, a tesztelés és a dokumentáció egyaránt szívesen látott.',
  'marketing.work.ways.title': 'A hozzájárulás módjai',
  'marketing.work.code.title': 'Kód',
  'marketing.work.code.body':
    'A Lightbox TypeScriptben készült: minden képernyő Reacttal, a szerver Fastifyjal, az adatok PostgreSQL-ben. Javítson ki egy hibát, amellyel találkozott, vagy vállaljon el egy nyitott feladatot.',
  'marketing.work.translations.title': 'Fordítások',
  'marketing.work.translations.body':
    'Minden képernyő 25 nyelven érhető el. Az anyanyelvi beszélők javíthatják a megfogalmazást, és teljesen naprakészen tarthatják az egyes nyelveket, ahogy új szövegek kerülnek be.',
  'marketing.work.design.title': 'Tervezés és akadálymentesség',
  'marketing.work.design.body':
    'Segítsen, hogy mindkét áruház áttekinthető, gyors és billentyűzettel, illetve képernyőolvasóval is könnyen használható legyen.',
  'marketing.work.testing.title': 'Tesztelés',
  'marketing.work.testing.body':
    'Próbálja ki az új verziókat saját katalógusával és böngészőivel, és jelezze, ha valami nem úgy működik, ahogy kellene.',
  'marketing.work.reports.title': 'Hibajelentések és ötletek',
  'marketing.work.reports.body':
    'Egy világos hibajelentés a probléma előidézésének lépéseivel az egyik leghasznosabb hozzájárulás.',
  'marketing.work.docs.title': 'Dokumentáció',
  'marketing.work.docs.body':
    'Fejlessze az útmutatókat azok számára, akik telepítik, beállítják és üzemeltetik a Lightboxot.',
  'marketing.work.start.title': 'Első lépések',
  'marketing.work.start.install':
    'Töltse le a forráskódot, majd telepítse a függőségeket a Node.js 20-as vagy újabb verziójával.',
  'marketing.work.start.run':
    'Indítsa el helyben mindkét áruházat beépített adatbázissal és bemutató katalógussal.',
  'marketing.work.start.check':
    'Mielőtt módosítást javasol, futtassa a típusellenőrzést, a lintert, a fordítási lefedettség ellenőrzését és az összes tesztet.',
  'marketing.work.start.focus':
    'Minden módosítás egy célra összpontosítson, a tesztek az általuk ellenőrzött kód mellé kerüljenek, és írja le, mit tesz a módosítás és miért.',
  'marketing.work.business.title': 'Üzleti célra használja ezt az áruházat?',
  'marketing.work.business.body':
    'Ha egy csapat vagy egy nagy projekt tartalomlicenceiről szeretne beszélni, értékesítési csapatunk szívesen segít.',
};

export default messages;
