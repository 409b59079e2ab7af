import type { MarketingMessages } from './en-us';

/** European Portuguese, 1990 spelling agreement (equipa, ecrã, transferir, contactar). */
const messages: MarketingMessages = {
  'marketing.more': 'Mais sobre o {site}',
  'marketing.comingSoon': 'Brevemente',
  'marketing.searchCollection': 'Pesquisar na coleção',

  'marketing.ai.title': 'Geração de imagens com IA',
  'marketing.ai.description':
    'A geração e a edição de imagens com IA chegam em breve ao {site}. Entretanto, pesquise na coleção.',
  'marketing.ai.heading': 'Crie e adapte imagens com IA',
  'marketing.ai.lead':
    'Estamos a integrar a geração e a edição de imagens com IA no {site}. Estas ferramentas ainda não estão disponíveis: esta página descreve o que está previsto.',
  'marketing.ai.planned': 'O que está previsto',
  'marketing.ai.generate.title': 'Gerar a partir de uma descrição',
  'marketing.ai.generate.body':
    'Descreva por palavras suas a imagem de que precisa e escolha entre várias variantes.',
  'marketing.ai.modify.title': 'Editar uma imagem',
  'marketing.ai.modify.body':
    'Aumente a tela, substitua o fundo ou altere pormenores de uma imagem sem sair da loja.',
  'marketing.ai.history.title': 'Retome onde ficou',
  'marketing.ai.history.body':
    'As suas gerações ficam guardadas num histórico, para que possa voltar a uma descrição e aperfeiçoá-la.',
  'marketing.ai.terms.title': 'Condições claras desde o início',
  'marketing.ai.terms.body':
    'As imagens geradas vão indicar como podem ser utilizadas antes de as transferir, tal como já acontece hoje com todos os conteúdos da coleção.',
  'marketing.ai.today.title': 'Disponível hoje',
  'marketing.ai.today.body':
    'As fotografias, ilustrações, vetores e vídeos da coleção já podem ser pesquisados, cada um com as condições de licença explicadas.',

  'marketing.contact.title': 'Contactar vendas',
  'marketing.contact.description':
    'Pergunte à equipa de vendas do {site} sobre licenças para equipas, compras em volume e condições personalizadas.',
  'marketing.contact.heading': 'Fale com a nossa equipa de vendas',
  'marketing.contact.lead':
    'Licenças para uma equipa, um grande projeto ou uma utilização invulgar? Diga-nos do que precisa e responderemos por e-mail.',
  'marketing.contact.topics.title': 'Podemos ajudar com',
  'marketing.contact.topics.team': 'Licenças para equipas e vários utilizadores',
  'marketing.contact.topics.volume': 'Compras em volume e recorrentes',
  'marketing.contact.topics.custom': 'Condições de licença personalizadas e direitos alargados',
  'marketing.contact.topics.invoicing': 'Faturação e notas de encomenda',
  'marketing.contact.form.title': 'O seu pedido',
  'marketing.contact.form.required':
    'Todos os campos são obrigatórios, exceto os assinalados como opcionais.',
  'marketing.contact.field.name': 'Nome completo',
  'marketing.contact.field.email': 'E-mail profissional',
  'marketing.contact.field.company': 'Empresa ou organização',
  'marketing.contact.field.optional': 'opcional',
  'marketing.contact.field.country': 'País',
  'marketing.contact.field.countryPlaceholder': 'Selecione um país',
  'marketing.contact.field.message': 'Como podemos ajudar?',
  'marketing.contact.field.messageHint':
    'Fale-nos do seu projeto, dos conteúdos de que precisa e de como tenciona utilizá-los.',
  'marketing.contact.submit': 'Enviar pedido',
  'marketing.contact.privacy': 'Utilizamos estes dados apenas para responder ao seu pedido.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Corrija # campo para enviar o seu pedido.} many {Corrija # de campos para enviar o seu pedido.} other {Corrija # campos para enviar o seu pedido.}}',
  'marketing.contact.errors.nameRequired': 'Introduza o seu nome.',
  'marketing.contact.errors.emailRequired': 'Introduza o seu endereço de e-mail.',
  'marketing.contact.errors.emailInvalid': 'Introduza um endereço de e-mail no formato nome@example.com.',
  'marketing.contact.errors.countryRequired': 'Selecione o seu país na lista.',
  'marketing.contact.errors.messageRequired': 'Diga-nos como podemos ajudar.',
  'marketing.contact.errors.messageTooShort': 'Escreva pelo menos {min, number} carateres.',
  'marketing.contact.errors.tooLong': 'Utilize no máximo {max, number} carateres.',
  'marketing.contact.thanks.title': 'Obrigado. O seu pedido foi enviado.',
  'marketing.contact.thanks.body':
    'A nossa equipa de vendas responderá para o endereço de e-mail que indicou. Entretanto, pode continuar a explorar a coleção.',

  'marketing.guide.title': 'Guia de pesquisa',
  'marketing.guide.description':
    'Como pesquisar no {site}: palavras, expressões exatas, palavras excluídas, tipos de suporte, categorias e ordenação.',
  'marketing.guide.heading': 'Como pesquisar',
  'marketing.guide.lead':
    'Algumas técnicas simples ajudam a encontrar mais depressa a imagem ou o clipe certo.',
  'marketing.guide.syntax.title': 'O que escrever',
  'marketing.guide.words.title': 'Comece com poucas palavras',
  'marketing.guide.words.body':
    'Descreva o que deve aparecer na imagem. Os resultados contêm todas as palavras que escrever, por qualquer ordem, e outras formas de uma palavra também contam: mountains também encontra mountain.',
  'marketing.guide.phrase.title': 'Expressões exatas entre aspas',
  'marketing.guide.phrase.body':
    'Coloque palavras entre aspas duplas para as encontrar lado a lado, por essa ordem.',
  'marketing.guide.exclude.title': 'Exclua palavras com um sinal de menos',
  'marketing.guide.exclude.body':
    'Escreva um sinal de menos imediatamente antes de uma palavra para retirar os resultados que a contêm.',
  'marketing.guide.either.title': 'Uma palavra ou outra com «or»',
  'marketing.guide.either.body':
    'Escreva or entre duas palavras para encontrar resultados que contenham qualquer uma delas.',
  'marketing.guide.tryExample': 'Pesquisar {query}',
  'marketing.guide.narrow.title': 'Restrinja os resultados',
  'marketing.guide.types.title': 'Escolha um tipo de suporte',
  'marketing.guide.types.body':
    'Escolha imagens ou vídeos na barra de pesquisa antes de pesquisar, ou alterne através dos separadores por cima dos resultados. Cada separador mostra quantos resultados contém.',
  'marketing.guide.filters.title': 'Utilize os filtros',
  'marketing.guide.filters.body':
    'O painel de filtros ao lado dos resultados restringe-os por orientação, cor, número de pessoas, data e muito mais; os filtros disponíveis dependem do tipo de suporte. Os filtros aplicados aparecem por cima dos resultados, onde pode removê-los um a um ou todos de uma vez.',
  'marketing.guide.browse.title': 'Explore por categoria',
  'marketing.guide.browse.body':
    'A navegação principal leva diretamente às categorias da coleção, como ilustrações ou vídeos.',
  'marketing.guide.sort.title': 'Ordene os resultados',
  'marketing.guide.sort.body':
    'Os resultados são ordenados por relevância, a não ser que escolha outra ordem, como os mais recentes ou os mais populares.',
  'marketing.guide.language.title': 'Pesquise em inglês',
  'marketing.guide.language.body':
    'Os títulos e as palavras-chave desta coleção estão escritos em inglês, pelo que os termos de pesquisa em inglês dão mais resultados.',

  'marketing.about.title': 'Sobre nós',
  'marketing.about.description':
    'Quem somos: uma loja de conteúdos de stock que funciona com o Lightbox, software de código aberto para licenciar fotografias, ilustrações, vetores e vídeos.',
  'marketing.about.heading': 'Sobre o {site}',
  'marketing.about.lead':
    'Esta loja disponibiliza fotografias, ilustrações, vetores e vídeos de stock. Funciona com o Lightbox, software de código aberto para pesquisar, apresentar e licenciar uma coleção de conteúdos a partir dos seus próprios servidores.',
  'marketing.about.mission.title': 'O que fazemos',
  'marketing.about.mission.body':
    'Ajudamos as pessoas a encontrar imagens e vídeos para o seu trabalho e a licenciá-los em condições claras. Cada conteúdo indica o seu tipo de licença, com uma explicação simples do que permite.',
  'marketing.about.sites.title': 'Duas lojas, uma coleção',
  'marketing.about.sites.body':
    'Uma instalação do Lightbox gere uma loja premium e uma loja por subscrição sobre o mesmo catálogo. Cada uma tem o seu aspeto e a sua linguagem; a pesquisa e o licenciamento funcionam da mesma forma em ambas.',
  'marketing.about.open.title': 'Código aberto e alojamento próprio',
  'marketing.about.open.body':
    'O Lightbox é publicado ao abrigo da licença MIT. Uma agência ou editora pode executá-lo no seu próprio servidor, com o seu próprio catálogo, e guardar os dados onde preferir.',
  'marketing.about.languages.title': 'Feito para muitos idiomas',
  'marketing.about.languages.body':
    'As duas lojas estão disponíveis em 25 idiomas. Os visitantes escolhem o país e o idioma, e as ligações, as datas e os números acompanham essa escolha.',
  'marketing.about.principles.title': 'O que nos importa',
  'marketing.about.principles.clarity':
    'Licenciamento claro: sabe o que pode fazer com um conteúdo antes de o utilizar.',
  'marketing.about.principles.speed':
    'Pesquisa rápida: os resultados são gerados no servidor e aparecem sem esperar pelos scripts.',
  'marketing.about.principles.access':
    'Acessibilidade: cada página foi concebida para funcionar com teclado e com leitor de ecrã.',
  'marketing.about.principles.privacy':
    'Privacidade: os dados dos visitantes ficam nos servidores da organização que gere a loja.',

  'marketing.work.title': 'Trabalhe connosco',
  'marketing.work.description':
    'O Lightbox é de código aberto. Saiba como contribuir com código, traduções, design e documentação.',
  'marketing.work.heading': 'Construa o Lightbox connosco',
  'marketing.work.lead':
    'O Lightbox, o software por detrás desta loja, é um projeto de código aberto. A melhor forma de trabalhar connosco é contribuir: código, traduções, design, testes e documentação são todos bem-vindos.',
  'marketing.work.ways.title': 'Formas de contribuir',
  'marketing.work.code.title': 'Código',
  'marketing.work.code.body':
    'O Lightbox está escrito em TypeScript, com React em todos os ecrãs, Fastify no servidor e PostgreSQL para os dados. Corrija um erro que tenha encontrado ou pegue num pedido em aberto.',
  'marketing.work.translations.title': 'Traduções',
  'marketing.work.translations.body':
    'Todos os ecrãs estão disponíveis em 25 idiomas. Os falantes nativos podem melhorar a redação e manter cada idioma completo à medida que é acrescentado texto novo.',
  'marketing.work.design.title': 'Design e acessibilidade',
  'marketing.work.design.body':
    'Ajude a tornar as duas lojas claras, rápidas e fáceis de utilizar com teclado e com leitor de ecrã.',
  'marketing.work.testing.title': 'Testes',
  'marketing.work.testing.body':
    'Experimente as novas versões com o seu próprio catálogo e os seus navegadores, e comunique tudo o que não funcione como deveria.',
  'marketing.work.reports.title': 'Relatórios de erros e ideias',
  'marketing.work.reports.body':
    'Um relatório claro, com os passos para reproduzir um problema, é uma das contribuições mais úteis que pode dar.',
  'marketing.work.docs.title': 'Documentação',
  'marketing.work.docs.body': 'Melhore os guias destinados a quem instala, configura e gere o Lightbox.',
  'marketing.work.start.title': 'Primeiros passos',
  'marketing.work.start.install':
    'Obtenha o código-fonte e instale as dependências com o Node.js 20 ou posterior.',
  'marketing.work.start.run':
    'Inicie as duas lojas localmente, com uma base de dados integrada e um catálogo de demonstração.',
  'marketing.work.start.check':
    'Antes de propor uma alteração, execute a verificação de tipos, o linter, a verificação da cobertura das traduções e todos os testes.',
  'marketing.work.start.focus':
    'Mantenha cada alteração focada, coloque os testes junto do código que cobrem e explique o que a alteração faz e porquê.',
  'marketing.work.business.title': 'Utiliza esta loja na sua empresa?',
  'marketing.work.business.body':
    'Se quiser falar sobre o licenciamento de conteúdos para uma equipa ou um grande projeto, a nossa equipa de vendas terá todo o gosto em ajudar.',
};

export default messages;
