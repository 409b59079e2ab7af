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
};

export default messages;
