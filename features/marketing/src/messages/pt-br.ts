import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mais sobre o {site}',
  'marketing.comingSoon': 'Em breve',
  'marketing.searchCollection': 'Pesquisar no acervo',

  'marketing.ai.title': 'Geração de imagens com IA',
  'marketing.ai.description':
    'A geração e a edição de imagens com IA chegarão em breve ao {site}. Enquanto isso, pesquise no acervo.',
  'marketing.ai.heading': 'Crie e adapte imagens com IA',
  'marketing.ai.lead':
    'Estamos incorporando a geração e a edição de imagens com IA ao {site}. Essas ferramentas ainda não estão disponíveis: esta página descreve o que está previsto.',
  'marketing.ai.planned': 'O que está previsto',
  'marketing.ai.generate.title': 'Gerar a partir de uma descrição',
  'marketing.ai.generate.body':
    'Descreva com suas próprias palavras a imagem de que você precisa e escolha entre várias variações.',
  'marketing.ai.modify.title': 'Editar uma imagem',
  'marketing.ai.modify.body':
    'Amplie a tela, substitua o fundo ou altere detalhes de uma imagem sem sair da loja.',
  'marketing.ai.history.title': 'Continue de onde parou',
  'marketing.ai.history.body':
    'Suas gerações ficam guardadas em um histórico, para que você possa voltar a uma descrição e refiná-la.',
  'marketing.ai.terms.title': 'Condições claras desde o início',
  'marketing.ai.terms.body':
    'As imagens geradas mostrarão como podem ser usadas antes do download, assim como todo conteúdo do acervo já faz hoje.',
  'marketing.ai.today.title': 'Disponível hoje',
  'marketing.ai.today.body':
    'Fotos, ilustrações, vetores e vídeos do acervo já podem ser pesquisados, cada um com as condições de licença explicadas.',

  'marketing.contact.title': 'Fale com vendas',
  'marketing.contact.description':
    'Pergunte à equipe de vendas do {site} sobre licenças para equipes, compras em volume e condições personalizadas.',
  'marketing.contact.heading': 'Fale com nossa equipe de vendas',
  'marketing.contact.lead':
    'Licenças para uma equipe, um grande projeto ou um uso incomum? Conte o que você precisa e responderemos por e-mail.',
  'marketing.contact.topics.title': 'Podemos ajudar com',
  'marketing.contact.topics.team': 'Licenças para equipes e vários usuários',
  'marketing.contact.topics.volume': 'Compras em volume e recorrentes',
  'marketing.contact.topics.custom': 'Condições de licença personalizadas e direitos ampliados',
  'marketing.contact.topics.invoicing': 'Faturamento e pedidos de compra',
  'marketing.contact.form.title': 'Sua solicitação',
  'marketing.contact.form.required': 'Todos os campos são obrigatórios, exceto os marcados como opcionais.',
  'marketing.contact.field.name': 'Nome completo',
  'marketing.contact.field.email': 'E-mail profissional',
  'marketing.contact.field.company': 'Empresa ou organização',
  'marketing.contact.field.optional': 'opcional',
  'marketing.contact.field.country': 'País',
  'marketing.contact.field.countryPlaceholder': 'Selecione um país',
  'marketing.contact.field.message': 'Como podemos ajudar?',
  'marketing.contact.field.messageHint':
    'Conte sobre seu projeto, o conteúdo de que você precisa e como pretende usá-lo.',
  'marketing.contact.submit': 'Enviar solicitação',
  'marketing.contact.privacy': 'Usamos esses dados apenas para responder à sua solicitação.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Corrija # campo para enviar sua solicitação.} many {Corrija # de campos para enviar sua solicitação.} other {Corrija # campos para enviar sua solicitação.}}',
  'marketing.contact.errors.nameRequired': 'Informe seu nome.',
  'marketing.contact.errors.emailRequired': 'Informe seu endereço de e-mail.',
  'marketing.contact.errors.emailInvalid': 'Informe um endereço de e-mail no formato nome@example.com.',
  'marketing.contact.errors.countryRequired': 'Selecione seu país na lista.',
  'marketing.contact.errors.messageRequired': 'Conte como podemos ajudar.',
  'marketing.contact.errors.messageTooShort': 'Escreva pelo menos {min, number} caracteres.',
  'marketing.contact.errors.tooLong': 'Use no máximo {max, number} caracteres.',
  'marketing.contact.thanks.title': 'Obrigado. Sua solicitação foi enviada.',
  'marketing.contact.thanks.body':
    'Nossa equipe de vendas responderá no endereço de e-mail informado. Enquanto isso, você pode continuar explorando o acervo.',

  'marketing.guide.title': 'Guia de pesquisa',
  'marketing.guide.description':
    'Como pesquisar no {site}: palavras, frases exatas, palavras excluídas, tipos de mídia, categorias e ordenação.',
  'marketing.guide.heading': 'Como pesquisar',
  'marketing.guide.lead':
    'Algumas técnicas simples ajudam você a encontrar mais rápido a imagem ou o clipe certo.',
  'marketing.guide.syntax.title': 'O que digitar',
  'marketing.guide.words.title': 'Comece com poucas palavras',
  'marketing.guide.words.body':
    'Descreva o que deve aparecer na imagem. Os resultados contêm todas as palavras digitadas, em qualquer ordem, e outras formas de uma palavra também contam: mountains também encontra mountain.',
  'marketing.guide.phrase.title': 'Frases exatas entre aspas',
  'marketing.guide.phrase.body':
    'Coloque palavras entre aspas duplas para encontrá-las lado a lado, nessa ordem.',
  'marketing.guide.exclude.title': 'Exclua palavras com um sinal de menos',
  'marketing.guide.exclude.body':
    'Digite um sinal de menos logo antes de uma palavra para remover os resultados que a contêm.',
  'marketing.guide.either.title': 'Uma palavra ou outra com “or”',
  'marketing.guide.either.body':
    'Digite or entre duas palavras para encontrar resultados que contenham qualquer uma delas.',
  'marketing.guide.tryExample': 'Pesquisar {query}',
  'marketing.guide.narrow.title': 'Refine os resultados',
  'marketing.guide.types.title': 'Escolha um tipo de mídia',
  'marketing.guide.types.body':
    'Escolha imagens ou vídeos na barra de pesquisa antes de pesquisar, ou alterne pelas abas acima dos resultados. Cada aba mostra quantos resultados contém.',
  'marketing.guide.filters.title': 'Use os filtros',
  'marketing.guide.filters.body':
    'O painel de filtros ao lado dos resultados os refina por orientação, cor, número de pessoas, data e muito mais; os filtros oferecidos dependem do tipo de mídia. Os filtros aplicados aparecem acima dos resultados, onde você pode removê-los um a um ou todos de uma vez.',
  'marketing.guide.browse.title': 'Navegue por categoria',
  'marketing.guide.browse.body':
    'A navegação principal leva diretamente às categorias do acervo, como ilustrações ou vídeos.',
  'marketing.guide.sort.title': 'Ordene os resultados',
  'marketing.guide.sort.body':
    'Os resultados são ordenados por relevância, a menos que você escolha outra ordem, como os mais recentes ou os mais populares.',
  'marketing.guide.language.title': 'Pesquise em inglês',
  'marketing.guide.language.body':
    'Os títulos e as palavras-chave deste acervo estão em inglês, por isso termos de pesquisa em inglês trazem mais resultados.',

  'marketing.about.title': 'Sobre nós',
  'marketing.about.description':
    'Quem somos: uma loja de conteúdo stock que funciona com o Lightbox, software de código aberto para licenciar fotos, ilustrações, vetores e vídeos.',
  'marketing.about.heading': 'Sobre o {site}',
  'marketing.about.lead':
    'Esta loja oferece fotos, ilustrações, vetores e vídeos stock. Ela funciona com o Lightbox, software de código aberto para pesquisar, apresentar e licenciar um acervo de mídia a partir dos seus próprios servidores.',
  'marketing.about.mission.title': 'O que fazemos',
  'marketing.about.mission.body':
    'Ajudamos as pessoas a encontrar imagens e vídeos para o seu trabalho e a licenciá-los em condições claras. Cada conteúdo informa seu tipo de licença, com uma explicação simples do que ela permite.',
  'marketing.about.sites.title': 'Duas lojas, um acervo',
  'marketing.about.sites.body':
    'Uma instalação do Lightbox mantém uma loja premium e uma loja por assinatura sobre o mesmo catálogo. Cada uma tem sua própria aparência e linguagem; a pesquisa e o licenciamento funcionam da mesma forma nas duas.',
  'marketing.about.open.title': 'Código aberto e auto-hospedado',
  'marketing.about.open.body':
    'O Lightbox é publicado sob a licença MIT. Uma agência ou editora pode executá-lo no próprio servidor, com o próprio catálogo, e manter seus dados onde preferir.',
  'marketing.about.languages.title': 'Feito para muitos idiomas',
  'marketing.about.languages.body':
    'As duas lojas estão disponíveis em 25 idiomas. Os visitantes escolhem seu país e idioma, e links, datas e números seguem essa escolha.',
  'marketing.about.principles.title': 'O que valorizamos',
  'marketing.about.principles.clarity':
    'Licenciamento claro: você sabe o que pode fazer com um conteúdo antes de usá-lo.',
  'marketing.about.principles.speed':
    'Pesquisa rápida: os resultados são gerados no servidor e aparecem sem esperar pelos scripts.',
  'marketing.about.principles.access':
    'Acessibilidade: cada página é projetada para funcionar com teclado e leitor de tela.',
  'marketing.about.principles.privacy':
    'Privacidade: os dados dos visitantes ficam nos servidores da organização que mantém a loja.',

  'marketing.work.title': 'Trabalhe conosco',
  'marketing.work.description':
    'O Lightbox é de código aberto. Saiba como contribuir com código, traduções, design e documentação.',
  'marketing.work.heading': 'Construa o Lightbox com a gente',
  'marketing.work.lead':
    'O Lightbox, o software por trás desta loja, é um projeto de código aberto. A melhor forma de trabalhar conosco é contribuir: código, traduções, design, testes e documentação são todos bem-vindos.',
  'marketing.work.ways.title': 'Formas de contribuir',
  'marketing.work.code.title': 'Código',
  'marketing.work.code.body':
    'O Lightbox é escrito em TypeScript, com React em todas as telas, Fastify no servidor e PostgreSQL para os dados. Corrija um bug que você encontrou ou assuma uma issue aberta.',
  'marketing.work.translations.title': 'Traduções',
  'marketing.work.translations.body':
    'Todas as telas estão disponíveis em 25 idiomas. Falantes nativos podem melhorar o texto e manter cada idioma completo à medida que novos textos são adicionados.',
  'marketing.work.design.title': 'Design e acessibilidade',
  'marketing.work.design.body':
    'Ajude a deixar as duas lojas claras, rápidas e fáceis de usar com teclado e leitor de tela.',
  'marketing.work.testing.title': 'Testes',
  'marketing.work.testing.body':
    'Experimente novas versões com seu próprio catálogo e seus navegadores e relate tudo o que não funcionar como deveria.',
  'marketing.work.reports.title': 'Relatos de bugs e ideias',
  'marketing.work.reports.body':
    'Um relato claro, com os passos para reproduzir um problema, é uma das contribuições mais úteis que você pode fazer.',
  'marketing.work.docs.title': 'Documentação',
  'marketing.work.docs.body': 'Melhore os guias para quem instala, configura e mantém o Lightbox.',
  'marketing.work.start.title': 'Primeiros passos',
  'marketing.work.start.install':
    'Obtenha o código-fonte e instale as dependências com o Node.js 20 ou mais recente.',
  'marketing.work.start.run':
    'Inicie as duas lojas localmente, com um banco de dados embutido e um catálogo de demonstração.',
  'marketing.work.start.check':
    'Antes de propor uma alteração, execute a verificação de tipos, o linter, a verificação de cobertura das traduções e todos os testes.',
  'marketing.work.start.focus':
    'Mantenha cada alteração focada, coloque os testes ao lado do código que eles cobrem e explique o que a alteração faz e por quê.',
  'marketing.work.business.title': 'Usa esta loja na sua empresa?',
  'marketing.work.business.body':
    'Se quiser conversar sobre licenciamento de conteúdo para uma equipe ou um grande projeto, nossa equipe de vendas terá prazer em ajudar.',
};

export default messages;
