import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Termos de utilização',
  'pages.terms.summary': 'As regras para utilizar o {site}, comprar licenças e ter uma conta.',
  'pages.privacy.title': 'Política de privacidade',
  'pages.privacy.summary':
    'Que dados pessoais o {site} guarda, porquê, durante quanto tempo e os seus direitos sobre eles.',
  'pages.eula.title': 'Contrato de licença',
  'pages.eula.summary': 'O que pode fazer com um conteúdo licenciado no {site}, para cada tipo de licença.',
  'pages.editorial-policy.title': 'Política editorial',
  'pages.editorial-policy.summary':
    'Como as imagens editoriais são legendadas e corrigidas, e para que podem ser utilizadas.',
  'pages.contact.title': 'Contacte-nos',
  'pages.contact.summary': 'Como contactar quem gere o {site}: vendas, encomendas, licenças e privacidade.',
  'pages.modern-slavery.title': 'Declaração sobre escravatura moderna',
  'pages.modern-slavery.summary':
    'As medidas que o operador do {site} toma contra o trabalho forçado na sua atividade.',
  'pages.help-licenses.title': 'Ajuda sobre licenças',
  'pages.help-licenses.summary':
    'Licenças isentas de royalties, geridas e “rights-ready” explicadas de forma simples.',
  'pages.api.title': 'API para programadores',
  'pages.api.summary':
    'O que um programador pode utilizar hoje: os endpoints JSON chamados pelas próprias páginas da loja.',
  'pages.faq-basics.title': 'Perguntas frequentes: o essencial',
  'pages.faq-basics.summary': 'Respostas curtas sobre planos, transferências, contas e cancelamento.',
  'pages.upgrade.title': 'Mudar para um plano superior',
  'pages.upgrade.summary': 'Como passar uma subscrição para um plano maior e quanto custa a mudança.',
  'pages.englishOnly': 'O texto completo desta página está disponível em inglês.',
  'pages.onThisPage': 'Nesta página',
  'pages.sitemap.title': 'Mapa do site',
  'pages.sitemap.summary': 'Todas as páginas do {site} num só lugar.',
  'pages.sitemap.browse': 'Pesquisar e explorar',
  'pages.sitemap.account': 'A sua conta',
  'pages.sitemap.help': 'Ajuda e informação legal',
  'pages.sitemap.company': 'Empresa',
  'pages.sitemap.countries': 'Países e idiomas',
  'pages.sitemap.signIn': 'Iniciar sessão',
  'pages.sitemap.register': 'Criar uma conta',
  'pages.sitemap.cart': 'Carrinho',
  'pages.sitemap.boards': 'Quadros',
  'pages.sitemap.curatedSets': 'Seleções',
  'pages.sitemap.plans': 'Planos e preços',
  'pages.sitemap.usingFiles': 'Utilizar os seus ficheiros',
  'pages.country.summary': '{site} para {country}, com páginas em {language}.',
  'pages.country.prices': 'Os preços são apresentados em {currency}.',
  'pages.country.choose': 'Comprar a partir de {country}',
  'pages.country.search': 'Começar a pesquisar',
  'pages.country.other': 'Outros países',
  'pages.world.title': 'Todo o mundo',
  'pages.world.summary':
    'Compra a partir de um país que não está na lista? O {site} mostra as páginas em inglês e os preços em dólares norte-americanos.',
  'pages.browse.images.title': 'Imagens criativas',
  'pages.browse.images.summary': 'Fotografias, ilustrações e vetores para publicidade, design e edição.',
  'pages.browse.photos.title': 'Fotografias de banco de imagens',
  'pages.browse.photos.summary':
    'Fotografia criativa de pessoas, lugares e ideias, pronta a licenciar para o seu trabalho.',
  'pages.browse.illustrations.title': 'Ilustrações de banco de imagens',
  'pages.browse.illustrations.summary':
    'Ilustrações desenhadas e pintadas para histórias, produtos e campanhas.',
  'pages.browse.vectors.title': 'Vetores de banco de imagens',
  'pages.browse.vectors.summary':
    'Gráficos vetoriais que se ajustam a qualquer tamanho: ícones, padrões, mapas e cenas.',
  'pages.browse.video.title': 'Vídeos criativos',
  'pages.browse.video.summary': 'Imagens e clipes para filmes, anúncios e redes sociais.',
  'pages.browse.stockVideos.title': 'Vídeos de banco de imagens',
  'pages.browse.stockVideos.summary': 'Clipes isentos de royalties e “rights-ready” em SD, HD e 4K.',
  'pages.browse.count': 'Na coleção: {total, number}',
  'pages.browse.popular': 'Pesquisas populares',
  'pages.browse.collection': 'Coleção: {name}',
  'pages.browse.seeAll': 'Ver todos ({total, number})',
  'pages.browse.events': 'Explorar por evento, pessoa e local',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Histórias da coleção editorial do {site}: os acontecimentos mais recentes, cada um com as suas imagens.',
  'pages.download.pictures': 'Imagens: {total, number}',
  'pages.download.empty':
    'Ainda não há histórias: a cobertura editorial aparece aqui assim que é adicionada à coleção.',
  'pages.blog.title': 'Blogue',
  'pages.blog.summary': 'Novidades e guias do {site}.',
  'pages.blog.englishOnly': 'As publicações estão escritas em inglês.',
  'pages.blog.empty': 'Ainda não há publicações.',
  'pages.browse.editorial.title': 'Imagens editoriais',
  'pages.browse.editorial.summary':
    'Notícias, desporto, entretenimento, moda e arquivo: acontecimentos reais para uso editorial.',
  'pages.browse.archival.title': 'Imagens de arquivo',
  'pages.browse.archival.summary': 'Acontecimentos e épocas passadas, para a história e o comentário.',
  'pages.browse.entertainment.title': 'Imagens de entretenimento',
  'pages.browse.entertainment.summary': 'Estreias, concertos, festivais e cerimónias de prémios.',
  'pages.browse.fashion.title': 'Imagens de moda',
  'pages.browse.fashion.summary': 'Desfiles, coleções e as pessoas por detrás delas.',
  'pages.browse.news.title': 'Imagens de notícias',
  'pages.browse.news.summary': 'Política, sociedade e os acontecimentos do dia.',
  'pages.browse.sport.title': 'Imagens de desporto',
  'pages.browse.sport.summary': 'Jogos, corridas e campeonatos, tal como aconteceram.',
  'pages.browse.editorialVideo.title': 'Vídeos editoriais',
  'pages.browse.editorialVideo.summary': 'Imagens de acontecimentos reais para notícias e documentários.',
  'pages.browse.userGenerated.title': 'Vídeos de utilizadores',
  'pages.browse.userGenerated.summary':
    'A notícia enquanto acontece: protestos, eventos de imprensa e ruas, filmados no local.',
  'pages.browse.userGenerated.note':
    'Nenhum clip deste catálogo foi enviado por particulares, por isso nenhum está assinalado como conteúdo de utilizadores. Esta página mostra as imagens noticiosas editoriais do catálogo, os temas que esses clips costumam cobrir.',
  'pages.browse.archiveFilm.title': 'Filmes de arquivo',
  'pages.browse.archiveFilm.summary':
    'Imagens de décadas passadas: acontecimentos, ruas e pessoas como eram.',
  'pages.browse.archiveFilm.note':
    'Este catálogo não tem nenhuma coleção BBC Motion Gallery. Este endereço mostra a coleção de filmes de arquivo do próprio catálogo, {name}.',
  'pages.browse.newsFilm.title': 'Arquivo de vídeos noticiosos',
  'pages.browse.newsFilm.summary':
    'Conferências de imprensa, discursos e protestos, filmados para o noticiário.',
  'pages.browse.newsFilm.note':
    'Este catálogo não tem nenhuma coleção NBC News Archives. Este endereço mostra a coleção de vídeos noticiosos do próprio catálogo, {name}.',
  'pages.browse.unreleased.title': 'Imagens sem autorização',
  'pages.browse.unreleased.summary':
    'Imagens criativas sem autorização de modelo ou de propriedade: o que isso significa e quais esta loja tem.',
  'pages.browse.unreleased.note':
    'Uma autorização é a permissão assinada das pessoas retratadas, ou do proprietário de um bem retratado. Uma imagem sem ela pode ser usada onde não é precisa nenhuma permissão, por exemplo para ilustrar um artigo, mas nunca para publicitar ou recomendar algo. A pesquisa não consegue limitar-se a estas imagens, por isso são mostradas aqui.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'O que os visitantes de {site} procuram e transferem, contado a partir das pesquisas e transferências desta loja.',
  'pages.vgps.insights.title': 'Tendências',
  'pages.vgps.insights.summary':
    'Os temas em crescimento nas pesquisas em {site} nos últimos {days} dias, os mais pesquisados e o que foi transferido.',
  'pages.vgps.results.title': 'Todas as tendências de pesquisa',
  'pages.vgps.results.summary':
    'Cada expressão pesquisada em {site} por pelo menos dois visitantes nos últimos {days} dias, face aos {days} dias anteriores.',
  'pages.vgps.dashboard.title': 'Painel',
  'pages.vgps.dashboard.summary': 'Pesquisas e transferências em {site}, dia a dia, nos últimos {days} dias.',
  'pages.vgps.searches': 'Pesquisas nos últimos {days} dias',
  'pages.vgps.downloads': 'Transferências nos últimos {days} dias',
  'pages.vgps.change': '{change} face aos {days} dias anteriores',
  'pages.vgps.new': 'novo',
  'pages.vgps.rising': 'Pesquisas em alta',
  'pages.vgps.top': 'Mais pesquisados',
  'pages.vgps.subjects': 'Temas mais transferidos',
  'pages.vgps.mediaTypes': 'O que se procura',
  'pages.vgps.downloadKinds': 'O que se transfere',
  'pages.vgps.searchesPerDay': 'Pesquisas por dia',
  'pages.vgps.downloadsPerDay': 'Transferências por dia',
  'pages.vgps.tooFewSearches':
    'Ainda há poucas pesquisas para mostrar uma tendência: {total, number} nos últimos {days} dias. As tendências aparecem aqui à medida que os visitantes pesquisam.',
  'pages.vgps.tooFewDownloads':
    'Ainda há poucas transferências para mostrar uma tendência: {total, number} nos últimos {days} dias.',
  'pages.vgps.col.phrase': 'Pesquisa',
  'pages.vgps.col.now': 'Últimos {days} dias',
  'pages.vgps.col.before': 'Os {days} dias anteriores',
  'pages.vgps.col.change': 'Variação',
  'pages.vgps.method':
    'Como se obtêm estes números: cada página de resultados vista conta como uma pesquisa; as expressões pesquisadas por menos de dois visitantes ficam de fora, para que ninguém possa ser identificado pelas suas pesquisas. As transferências são contadas nos dois sites da loja. Cada período tem {days} dias.',
  'pages.tools.image.title': 'Pesquisa inversa de imagens',
  'pages.tools.image.summary':
    'Carregue uma imagem para encontrar a mesma, ou imagens semelhantes, em {site}.',
  'pages.tools.image.label': 'Imagem (JPEG, PNG, WebP ou GIF, até {max, number} MB)',
  'pages.tools.image.how':
    'A loja compara a forma geral e as cores da sua imagem com cada imagem da coleção, por isso também encontra cópias redimensionadas, recomprimidas ou ligeiramente recortadas. A sua imagem é guardada durante 24 horas para que os resultados possam ser partilhados e depois é apagada.',
  'pages.tools.video.title': 'Pesquisa inversa de vídeos',
  'pages.tools.video.summary': 'Carregue um clip curto para encontrar em {site} vídeos semelhantes.',
  'pages.tools.video.label':
    'Clip (MP4, WebM ou QuickTime, até {max, number} MB e {seconds, number} segundos)',
  'pages.tools.video.how':
    'A loja retira uma imagem do meio do seu clip e pesquisa com ela entre os vídeos, tal como a pesquisa inversa de imagens. O clip é apagado assim que a imagem é extraída; a imagem, ao fim de 24 horas.',
  'pages.tools.submit': 'Pesquisar',
  'pages.tools.working': 'A pesquisar…',
  'pages.tools.howTitle': 'Como funciona',
  'pages.tools.noscript':
    'Esta pesquisa precisa de JavaScript para enviar o seu ficheiro. Ative-o ou use a barra de pesquisa.',
  'pages.tools.error.empty': 'Escolha primeiro um ficheiro.',
  'pages.tools.error.failed': 'Não foi possível iniciar a pesquisa. Recarregue a página e tente novamente.',
  'pages.tools.error.tooLarge': 'Este ficheiro tem mais de {max, number} MB. Escolha um mais pequeno.',
  'pages.tools.error.imageType':
    'A pesquisa não consegue ler esta imagem. Escolha um ficheiro JPEG, PNG, WebP ou GIF.',
  'pages.tools.error.videoType':
    'A pesquisa não consegue ler este clip. Escolha um ficheiro MP4, WebM ou QuickTime.',
  'pages.tools.error.unreadable': 'Não foi possível ler este ficheiro. Pode estar danificado; escolha outro.',
  'pages.tools.error.tooLong':
    'Este clip tem mais de {seconds, number} segundos. Corte-o ou escolha um mais curto.',
  'pages.tools.error.busy': 'Estão a ser lidos outros clips neste momento. Tente novamente daqui a pouco.',
};

export default messages;
