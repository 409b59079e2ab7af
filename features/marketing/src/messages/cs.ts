import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': '{site} – další informace',
  'marketing.comingSoon': 'Již brzy',
  'marketing.searchCollection': 'Prohledat sbírku',

  'marketing.ai.title': 'Generování obrázků pomocí AI',
  'marketing.ai.description':
    'Generování a úpravy obrázků pomocí AI brzy přibudou ve službě {site}. Do té doby můžete prohledávat sbírku.',
  'marketing.ai.heading': 'Vytvářejte a upravujte obrázky pomocí AI',
  'marketing.ai.lead':
    'Do služby {site} začleňujeme generování a úpravy obrázků pomocí AI. Tyto nástroje zatím nejsou k dispozici: tato stránka popisuje, co plánujeme.',
  'marketing.ai.planned': 'Co plánujeme',
  'marketing.ai.generate.title': 'Generování podle popisu',
  'marketing.ai.generate.body':
    'Popište vlastními slovy obrázek, který potřebujete, a vyberte si z několika variant.',
  'marketing.ai.modify.title': 'Úprava obrázku',
  'marketing.ai.modify.body':
    'Rozšiřte plátno, vyměňte pozadí nebo změňte detaily obrázku, aniž byste opustili obchod.',
  'marketing.ai.history.title': 'Pokračujte, kde jste přestali',
  'marketing.ai.history.body':
    'Vygenerované obrázky se ukládají do historie, takže se můžete k popisu vrátit a vylepšit ho.',
  'marketing.ai.terms.title': 'Podmínky předem',
  'marketing.ai.terms.body':
    'Vygenerované obrázky před stažením ukážou, jak je smíte používat, stejně jako to už dnes dělá každá položka ve sbírce.',
  'marketing.ai.today.title': 'K dispozici už dnes',
  'marketing.ai.today.body':
    'Fotografie, ilustrace, vektorovou grafiku a videa ze sbírky už můžete vyhledávat, každou položku s vysvětlenými licenčními podmínkami.',

  'marketing.contact.title': 'Kontaktovat obchod',
  'marketing.contact.description':
    'Zeptejte se obchodního týmu služby {site} na licence pro týmy, hromadné nákupy a individuální podmínky.',
  'marketing.contact.heading': 'Promluvte si s naším obchodním týmem',
  'marketing.contact.lead':
    'Potřebujete licence pro tým, velký projekt nebo neobvyklé použití? Napište nám, co potřebujete, a odpovíme vám e-mailem.',
  'marketing.contact.topics.title': 'S čím vám pomůžeme',
  'marketing.contact.topics.team': 'Licence pro týmy a více uživatelů',
  'marketing.contact.topics.volume': 'Hromadné a opakované nákupy',
  'marketing.contact.topics.custom': 'Individuální licenční podmínky a rozšířená práva',
  'marketing.contact.topics.invoicing': 'Fakturace a objednávky',
  'marketing.contact.form.title': 'Váš dotaz',
  'marketing.contact.form.required': 'Všechna pole jsou povinná, pokud nejsou označena jako volitelná.',
  'marketing.contact.field.name': 'Celé jméno',
  'marketing.contact.field.email': 'Pracovní e-mail',
  'marketing.contact.field.company': 'Společnost nebo organizace',
  'marketing.contact.field.optional': 'volitelné',
  'marketing.contact.field.country': 'Země',
  'marketing.contact.field.countryPlaceholder': 'Vyberte zemi',
  'marketing.contact.field.message': 'Jak vám můžeme pomoci?',
  'marketing.contact.field.messageHint':
    'Napište nám o svém projektu, o obsahu, který potřebujete, a o tom, jak ho chcete použít.',
  'marketing.contact.submit': 'Odeslat dotaz',
  'marketing.contact.privacy': 'Tyto údaje použijeme pouze k odpovědi na váš dotaz.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Opravte # pole, abyste mohli dotaz odeslat.} few {Opravte # pole, abyste mohli dotaz odeslat.} many {Opravte # pole, abyste mohli dotaz odeslat.} other {Opravte # polí, abyste mohli dotaz odeslat.}}',
  'marketing.contact.errors.nameRequired': 'Zadejte své jméno.',
  'marketing.contact.errors.emailRequired': 'Zadejte svou e-mailovou adresu.',
  'marketing.contact.errors.emailInvalid': 'Zadejte e-mailovou adresu ve tvaru jmeno@example.com.',
  'marketing.contact.errors.countryRequired': 'Vyberte svou zemi ze seznamu.',
  'marketing.contact.errors.messageRequired': 'Napište nám, jak vám můžeme pomoci.',
  'marketing.contact.errors.messageTooShort': 'Napište alespoň {min, number} znaků.',
  'marketing.contact.errors.tooLong': 'Použijte nejvýše {max, number} znaků.',
  'marketing.contact.thanks.title': 'Děkujeme. Váš dotaz byl odeslán.',
  'marketing.contact.thanks.body':
    'Náš obchodní tým odpoví na e-mailovou adresu, kterou jste uvedli. Mezitím můžete dál procházet sbírku.',

  'marketing.guide.title': 'Průvodce vyhledáváním',
  'marketing.guide.description':
    'Jak vyhledávat ve službě {site}: slova, přesné fráze, vyloučená slova, typy médií, kategorie a řazení.',
  'marketing.guide.heading': 'Jak vyhledávat',
  'marketing.guide.lead':
    'Několik jednoduchých postupů vám pomůže rychleji najít ten správný obrázek nebo klip.',
  'marketing.guide.syntax.title': 'Co zadávat',
  'marketing.guide.words.title': 'Začněte několika slovy',
  'marketing.guide.words.body':
    'Popište, co má být na obrázku. Výsledky obsahují všechna zadaná slova v libovolném pořadí a počítají se i jiné tvary slova: mountains najde také mountain.',
  'marketing.guide.phrase.title': 'Přesné fráze v uvozovkách',
  'marketing.guide.phrase.body':
    'Uzavřete slova do dvojitých uvozovek a najdete je vedle sebe v tomto pořadí.',
  'marketing.guide.exclude.title': 'Vyloučení slov znaménkem minus',
  'marketing.guide.exclude.body':
    'Napište znaménko minus těsně před slovo a odstraníte výsledky, které ho obsahují.',
  'marketing.guide.either.title': 'Jedno, nebo druhé slovo pomocí „or“',
  'marketing.guide.either.body':
    'Napište or mezi dvě slova a najdete výsledky, které obsahují kterékoli z nich.',
  'marketing.guide.tryExample': 'Hledat {query}',
  'marketing.guide.narrow.title': 'Zúžení výsledků',
  'marketing.guide.types.title': 'Zvolte typ média',
  'marketing.guide.types.body':
    'Před hledáním zvolte ve vyhledávacím poli obrázky nebo videa, případně přepínejte pomocí karet nad výsledky. Každá karta ukazuje, kolik obsahuje výsledků.',
  'marketing.guide.filters.title': 'Použijte filtry',
  'marketing.guide.filters.body':
    'Panel filtrů vedle výsledků je zúží podle orientace, barvy, počtu osob, data a dalších vlastností; nabízené filtry závisí na typu média. Použité filtry se zobrazují nad výsledky, kde je můžete odebrat jednotlivě nebo všechny najednou.',
  'marketing.guide.browse.title': 'Procházení podle kategorií',
  'marketing.guide.browse.body':
    'Hlavní navigace vede přímo do kategorií sbírky, například ilustrací nebo videí.',
  'marketing.guide.sort.title': 'Řazení výsledků',
  'marketing.guide.sort.body':
    'Výsledky jsou seřazeny podle relevance, pokud nezvolíte jiné pořadí, například od nejnovějších nebo nejoblíbenějších.',
  'marketing.guide.language.title': 'Hledejte anglicky',
  'marketing.guide.language.body':
    'Názvy a klíčová slova v této sbírce jsou napsány anglicky, takže anglické hledané výrazy přinesou nejvíce výsledků.',

  'marketing.about.title': 'O nás',
  'marketing.about.description':
    'Kdo jsme: obchod se stockovými médii postavený na Lightboxu, open source softwaru pro licencování fotografií, ilustrací, vektorové grafiky a videí.',
  'marketing.about.heading': 'Seznamte se: {site}',
  'marketing.about.lead':
    'Tento obchod nabízí stockové fotografie, ilustrace, vektorovou grafiku a videa. Běží na Lightboxu, open source softwaru pro vyhledávání, prezentaci a licencování sbírky médií z vlastních serverů.',
  'marketing.about.mission.title': 'Co děláme',
  'marketing.about.mission.body':
    'Pomáháme lidem najít obrázky a videozáběry pro jejich práci a licencovat je za jasných podmínek. Každá položka uvádí typ licence se srozumitelným vysvětlením, co dovoluje.',
  'marketing.about.sites.title': 'Dva obchody, jedna sbírka',
  'marketing.about.sites.body':
    'Jedna instalace Lightboxu provozuje prémiový obchod a obchod s předplatným nad stejným katalogem. Každý má vlastní vzhled a styl; vyhledávání a licencování fungují v obou stejně.',
  'marketing.about.open.title': 'Open source a vlastní hosting',
  'marketing.about.open.body':
    'Lightbox je vydáván pod licencí MIT. Agentura nebo vydavatel ho může provozovat na vlastním serveru s vlastním katalogem a uchovávat data tam, kde uzná za vhodné.',
  'marketing.about.languages.title': 'Pro mnoho jazyků',
  'marketing.about.languages.body':
    'Oba obchody jsou k dispozici ve 25 jazycích. Návštěvníci si zvolí zemi a jazyk a odkazy, data a čísla se této volbě přizpůsobí.',
  'marketing.about.principles.title': 'Na čem nám záleží',
  'marketing.about.principles.clarity':
    'Jasné licence: víte, co s položkou smíte dělat, ještě než ji použijete.',
  'marketing.about.principles.speed':
    'Rychlé vyhledávání: výsledky se vytvářejí na serveru a zobrazí se bez čekání na skripty.',
  'marketing.about.principles.access':
    'Přístupnost: každá stránka je navržena tak, aby fungovala s klávesnicí i se čtečkou obrazovky.',
  'marketing.about.principles.privacy':
    'Soukromí: data návštěvníků zůstávají na serverech organizace, která obchod provozuje.',

  'marketing.work.title': 'Pracujte s námi',
  'marketing.work.description':
    'Lightbox je open source. Zjistěte, jak přispět kódem, překlady, designem a dokumentací.',
  'marketing.work.heading': 'Tvořte Lightbox s námi',
  'marketing.work.lead':
    'Lightbox, software, na kterém tento obchod běží, je open source projekt. Nejlepší způsob, jak s námi spolupracovat, je přispívat: vítáme kód, překlady, design, testování i dokumentaci.',
  'marketing.work.ways.title': 'Jak přispět',
  'marketing.work.code.title': 'Kód',
  'marketing.work.code.body':
    'Lightbox je napsán v TypeScriptu, s Reactem pro každou obrazovku, Fastify na serveru a PostgreSQL pro data. Opravte chybu, na kterou jste narazili, nebo se ujměte otevřeného úkolu.',
  'marketing.work.translations.title': 'Překlady',
  'marketing.work.translations.body':
    'Každá obrazovka je k dispozici ve 25 jazycích. Rodilí mluvčí mohou vylepšovat formulace a udržovat každý jazyk kompletní, když přibývá nový text.',
  'marketing.work.design.title': 'Design a přístupnost',
  'marketing.work.design.body':
    'Pomozte, aby oba obchody byly přehledné, rychlé a snadno ovladatelné klávesnicí i čtečkou obrazovky.',
  'marketing.work.testing.title': 'Testování',
  'marketing.work.testing.body':
    'Vyzkoušejte nové verze s vlastním katalogem a prohlížeči a nahlaste vše, co nefunguje, jak má.',
  'marketing.work.reports.title': 'Hlášení chyb a nápady',
  'marketing.work.reports.body':
    'Jasné hlášení s postupem, jak problém zopakovat, je jedním z nejužitečnějších příspěvků.',
  'marketing.work.docs.title': 'Dokumentace',
  'marketing.work.docs.body': 'Vylepšete návody pro ty, kdo Lightbox instalují, nastavují a provozují.',
  'marketing.work.start.title': 'Začínáme',
  'marketing.work.start.install':
    'Stáhněte si zdrojový kód a nainstalujte závislosti pomocí Node.js 20 nebo novějšího.',
  'marketing.work.start.run': 'Spusťte oba obchody lokálně s vestavěnou databází a ukázkovým katalogem.',
  'marketing.work.start.check':
    'Než navrhnete změnu, spusťte kontrolu typů, linter, kontrolu pokrytí překladů a všechny testy.',
  'marketing.work.start.focus':
    'Každou změnu udržujte zaměřenou, testy umisťujte vedle kódu, který ověřují, a vysvětlete, co změna dělá a proč.',
  'marketing.work.business.title': 'Používáte tento obchod ve své firmě?',
  'marketing.work.business.body':
    'Pokud chcete probrat licencování obsahu pro tým nebo velký projekt, náš obchodní tým vám rád pomůže.',
};

export default messages;
