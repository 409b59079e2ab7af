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
};

export default messages;
