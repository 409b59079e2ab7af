import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Termos de uso',
  'pages.terms.summary': 'As regras para usar o {site}, comprar licenças e manter uma conta.',
  'pages.privacy.title': 'Política de privacidade',
  'pages.privacy.summary':
    'Quais dados pessoais o {site} guarda, por quê, por quanto tempo e seus direitos sobre eles.',
  'pages.eula.title': 'Contrato de licença',
  'pages.eula.summary':
    'O que você pode fazer com um conteúdo licenciado no {site}, para cada tipo de licença.',
  'pages.editorial-policy.title': 'Política editorial',
  'pages.editorial-policy.summary':
    'Como as imagens editoriais são legendadas e corrigidas, e para que podem ser usadas.',
  'pages.contact.title': 'Fale conosco',
  'pages.contact.summary':
    'Como falar com quem administra o {site}: vendas, pedidos, licenças e privacidade.',
  'pages.modern-slavery.title': 'Declaração sobre escravidão moderna',
  'pages.modern-slavery.summary':
    'As medidas que o operador do {site} toma contra o trabalho forçado em seu negócio.',
  'pages.help-licenses.title': 'Ajuda sobre licenças',
  'pages.help-licenses.summary':
    'Licenças livres de royalties, gerenciadas e “rights-ready” explicadas de forma simples.',
  'pages.api.title': 'API para desenvolvedores',
  'pages.api.summary':
    'O que um desenvolvedor pode usar hoje: os endpoints JSON chamados pelas próprias páginas da loja.',
  'pages.faq-basics.title': 'Perguntas frequentes: o básico',
  'pages.faq-basics.summary': 'Respostas curtas sobre planos, downloads, contas e cancelamento.',
  'pages.upgrade.title': 'Como fazer upgrade do plano',
  'pages.upgrade.summary': 'Como passar uma assinatura para um plano maior e quanto custa a mudança.',
  'pages.englishOnly': 'O texto completo desta página está disponível em inglês.',
  'pages.onThisPage': 'Nesta página',
  'pages.sitemap.title': 'Mapa do site',
  'pages.sitemap.summary': 'Todas as páginas do {site} em um só lugar.',
  'pages.sitemap.browse': 'Pesquisar e explorar',
  'pages.sitemap.account': 'Sua conta',
  'pages.sitemap.help': 'Ajuda e informações legais',
  'pages.sitemap.company': 'Empresa',
  'pages.sitemap.countries': 'Países e idiomas',
  'pages.sitemap.signIn': 'Entrar',
  'pages.sitemap.register': 'Criar uma conta',
  'pages.sitemap.cart': 'Carrinho',
  'pages.sitemap.boards': 'Quadros',
  'pages.sitemap.curatedSets': 'Seleções',
  'pages.sitemap.plans': 'Planos e preços',
  'pages.sitemap.usingFiles': 'Como usar seus arquivos',
  'pages.country.summary': '{site} para {country}, com páginas em {language}.',
  'pages.country.prices': 'Os preços são exibidos em {currency}.',
  'pages.country.choose': 'Comprar de {country}',
  'pages.country.search': 'Começar a pesquisar',
  'pages.country.other': 'Outros países',
  'pages.world.title': 'Mundo todo',
  'pages.world.summary':
    'Comprando de um país que não está na lista? O {site} mostra as páginas em inglês e os preços em dólares americanos.',
  'pages.browse.images.title': 'Imagens criativas',
  'pages.browse.images.summary': 'Fotos, ilustrações e vetores para publicidade, design e publicações.',
  'pages.browse.photos.title': 'Fotos de banco de imagens',
  'pages.browse.photos.summary':
    'Fotografia criativa de pessoas, lugares e ideias, pronta para licenciar no seu trabalho.',
  'pages.browse.illustrations.title': 'Ilustrações de banco de imagens',
  'pages.browse.illustrations.summary':
    'Ilustrações desenhadas e pintadas para histórias, produtos e campanhas.',
  'pages.browse.vectors.title': 'Vetores de banco de imagens',
  'pages.browse.vectors.summary':
    'Gráficos vetoriais que se ajustam a qualquer tamanho: ícones, padrões, mapas e cenas.',
  'pages.browse.video.title': 'Vídeos criativos',
  'pages.browse.video.summary': 'Imagens e clipes para filmes, anúncios e redes sociais.',
  'pages.browse.stockVideos.title': 'Vídeos de banco de imagens',
  'pages.browse.stockVideos.summary': 'Clipes livres de royalties e “rights-ready” em SD, HD e 4K.',
  'pages.browse.count': 'No acervo: {total, number}',
  'pages.browse.popular': 'Pesquisas populares',
  'pages.browse.collection': 'Coleção: {name}',
  'pages.browse.seeAll': 'Ver todos ({total, number})',
  'pages.browse.events': 'Navegar por evento, pessoa e local',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Histórias do acervo editorial do {site}: os eventos mais recentes, cada um com suas imagens.',
  'pages.download.pictures': 'Imagens: {total, number}',
  'pages.download.empty':
    'Ainda não há histórias: a cobertura editorial aparece aqui assim que é adicionada ao acervo.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Novidades e guias do {site}.',
  'pages.blog.englishOnly': 'Os posts estão escritos em inglês.',
  'pages.blog.empty': 'Ainda não há posts.',
  'pages.browse.editorial.title': 'Imagens editoriais',
  'pages.browse.editorial.summary':
    'Notícias, esporte, entretenimento, moda e arquivo: eventos reais para uso editorial.',
  'pages.browse.archival.title': 'Imagens de arquivo',
  'pages.browse.archival.summary': 'Eventos e épocas passadas, para história e comentário.',
  'pages.browse.entertainment.title': 'Imagens de entretenimento',
  'pages.browse.entertainment.summary': 'Estreias, shows, festivais e cerimônias de premiação.',
  'pages.browse.fashion.title': 'Imagens de moda',
  'pages.browse.fashion.summary': 'Desfiles, coleções e as pessoas por trás delas.',
  'pages.browse.news.title': 'Imagens de notícias',
  'pages.browse.news.summary': 'Política, sociedade e os acontecimentos do dia.',
  'pages.browse.sport.title': 'Imagens de esporte',
  'pages.browse.sport.summary': 'Partidas, corridas e campeonatos, como aconteceram.',
  'pages.browse.editorialVideo.title': 'Vídeos editoriais',
  'pages.browse.editorialVideo.summary': 'Imagens de eventos reais para notícias e documentários.',
  'pages.browse.userGenerated.title': 'Vídeos de usuários',
  'pages.browse.userGenerated.summary':
    'A notícia enquanto acontece: protestos, eventos de imprensa e ruas, filmados no local.',
  'pages.browse.userGenerated.note':
    'Nenhum clipe deste catálogo foi enviado por pessoas do público, então nenhum está marcado como conteúdo de usuários. Esta página mostra as imagens de notícias editoriais do catálogo, os temas que esses clipes costumam cobrir.',
  'pages.browse.archiveFilm.title': 'Filmes de arquivo',
  'pages.browse.archiveFilm.summary':
    'Imagens de décadas passadas: acontecimentos, ruas e pessoas como eram.',
  'pages.browse.archiveFilm.note':
    'Este catálogo não tem nenhuma coleção BBC Motion Gallery. Este endereço mostra a coleção de filmes de arquivo do próprio catálogo, {name}.',
  'pages.browse.newsFilm.title': 'Arquivo de vídeos de notícias',
  'pages.browse.newsFilm.summary':
    'Entrevistas coletivas, discursos e protestos, filmados para o noticiário.',
  'pages.browse.newsFilm.note':
    'Este catálogo não tem nenhuma coleção NBC News Archives. Este endereço mostra a coleção de vídeos de notícias do próprio catálogo, {name}.',
  'pages.browse.unreleased.title': 'Imagens sem autorização',
  'pages.browse.unreleased.summary':
    'Imagens criativas sem autorização de modelo ou de propriedade: o que isso significa e quais esta loja tem.',
  'pages.browse.unreleased.note':
    'Uma autorização é a permissão assinada das pessoas retratadas, ou do dono de uma propriedade retratada. Uma imagem sem ela pode ser usada onde nenhuma permissão é necessária, por exemplo para ilustrar uma matéria, mas nunca para anunciar ou endossar algo. A busca não consegue se limitar a essas imagens, por isso elas aparecem aqui.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'O que os visitantes de {site} procuram e baixam, contado a partir das buscas e downloads desta loja.',
  'pages.vgps.insights.title': 'Tendências',
  'pages.vgps.insights.summary':
    'Os temas que mais crescem nas buscas em {site} nos últimos {days} dias, os mais buscados e o que foi baixado.',
  'pages.vgps.results.title': 'Todas as tendências de busca',
  'pages.vgps.results.summary':
    'Cada termo buscado em {site} por pelo menos dois visitantes nos últimos {days} dias, comparado com os {days} dias anteriores.',
  'pages.vgps.dashboard.title': 'Painel',
  'pages.vgps.dashboard.summary': 'Buscas e downloads em {site}, dia a dia, nos últimos {days} dias.',
  'pages.vgps.searches': 'Buscas nos últimos {days} dias',
  'pages.vgps.downloads': 'Downloads nos últimos {days} dias',
  'pages.vgps.change': '{change} em relação aos {days} dias anteriores',
  'pages.vgps.new': 'novo',
  'pages.vgps.rising': 'Buscas em alta',
  'pages.vgps.top': 'Mais buscados',
  'pages.vgps.subjects': 'Temas mais baixados',
  'pages.vgps.mediaTypes': 'O que as pessoas buscam',
  'pages.vgps.downloadKinds': 'O que as pessoas baixam',
  'pages.vgps.searchesPerDay': 'Buscas por dia',
  'pages.vgps.downloadsPerDay': 'Downloads por dia',
  'pages.vgps.tooFewSearches':
    'Ainda há poucas buscas para mostrar uma tendência: {total, number} nos últimos {days} dias. As tendências aparecem aqui conforme os visitantes buscam.',
  'pages.vgps.tooFewDownloads':
    'Ainda há poucos downloads para mostrar uma tendência: {total, number} nos últimos {days} dias.',
  'pages.vgps.col.phrase': 'Busca',
  'pages.vgps.col.now': 'Últimos {days} dias',
  'pages.vgps.col.before': 'Os {days} dias anteriores',
  'pages.vgps.col.change': 'Variação',
  'pages.vgps.method':
    'Como esses números são feitos: cada página de resultados vista conta como uma busca; termos buscados por menos de dois visitantes ficam de fora, para que ninguém seja identificado por suas buscas. Os downloads são contados nos dois sites da loja. Cada período tem {days} dias.',
  'pages.tools.image.title': 'Busca reversa de imagens',
  'pages.tools.image.summary': 'Envie uma imagem para encontrar a mesma, ou imagens parecidas, em {site}.',
  'pages.tools.image.label': 'Imagem (JPEG, PNG, WebP ou GIF, até {max, number} MB)',
  'pages.tools.image.how':
    'A loja compara a forma geral e as cores da sua imagem com cada imagem da coleção, então também encontra cópias redimensionadas, recomprimidas ou levemente cortadas. Sua imagem fica guardada por 24 horas para que os resultados possam ser compartilhados e depois é apagada.',
  'pages.tools.video.title': 'Busca reversa de vídeos',
  'pages.tools.video.summary': 'Envie um clipe curto para encontrar em {site} vídeos parecidos.',
  'pages.tools.video.label':
    'Clipe (MP4, WebM ou QuickTime, até {max, number} MB e {seconds, number} segundos)',
  'pages.tools.video.how':
    'A loja tira um quadro do meio do seu clipe e busca com ele entre os vídeos, como faz a busca reversa de imagens. O clipe é apagado assim que o quadro é extraído; o quadro, após 24 horas.',
  'pages.tools.submit': 'Buscar',
  'pages.tools.working': 'Buscando…',
  'pages.tools.howTitle': 'Como funciona',
  'pages.tools.noscript':
    'Esta busca precisa de JavaScript para enviar seu arquivo. Ative-o ou use a barra de busca.',
  'pages.tools.error.empty': 'Escolha um arquivo primeiro.',
  'pages.tools.error.failed': 'Não foi possível iniciar a busca. Recarregue a página e tente de novo.',
  'pages.tools.error.tooLarge': 'Este arquivo tem mais de {max, number} MB. Escolha um menor.',
  'pages.tools.error.imageType':
    'A busca não consegue ler esta imagem. Escolha um arquivo JPEG, PNG, WebP ou GIF.',
  'pages.tools.error.videoType':
    'A busca não consegue ler este clipe. Escolha um arquivo MP4, WebM ou QuickTime.',
  'pages.tools.error.unreadable':
    'Não foi possível ler este arquivo. Ele pode estar danificado; escolha outro.',
  'pages.tools.error.tooLong':
    'Este clipe tem mais de {seconds, number} segundos. Corte-o ou escolha um mais curto.',
  'pages.tools.error.busy': 'Outros clipes estão sendo lidos agora. Tente de novo em instantes.',
};

export default messages;
