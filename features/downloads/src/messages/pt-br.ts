import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenças e downloads',
  'downloads.history.intro':
    'Todas as suas licenças, das mais recentes para as mais antigas, com cada download.',
  'downloads.history.introTeam':
    'Todas as licenças suas e da sua equipe, das mais recentes para as mais antigas, com cada download.',
  'downloads.filter.legend': 'Encontrar uma licença',
  'downloads.filter.search': 'Título ou ID do arquivo',
  'downloads.filter.from': 'Concedida desde',
  'downloads.filter.to': 'Concedida até',
  'downloads.filter.user': 'Membro da equipe',
  'downloads.filter.everyone': 'Todos',
  'downloads.filter.submit': 'Pesquisar',
  'downloads.filter.reset': 'Limpar',
  'downloads.filter.bad':
    'Verifique este campo: as datas são escritas AAAA-MM-DD e a primeira vem antes da segunda.',
  'downloads.export': 'Exportar como CSV',
  'downloads.empty': 'Nenhuma licença corresponde a estes filtros.',
  'downloads.model.rf': 'Livre de royalties',
  'downloads.model.rm': 'Direitos gerenciados',
  'downloads.model.rr': 'Direitos prontos',
  'downloads.size.small': 'Pequeno',
  'downloads.size.medium': 'Médio',
  'downloads.size.large': 'Grande (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vetor)',
  'downloads.size.ai': 'AI (vetor)',
  'downloads.licence.id': 'Licença {id}',
  'downloads.licence.order': 'Pedido {number}',
  'downloads.licence.plan': 'Plano: {plan}',
  'downloads.licence.projectCode': 'Código do projeto: {code}',
  'downloads.licence.granted': 'Concedida em {date}',
  'downloads.licence.holder': 'Licenciada para {name}',
  'downloads.licence.useBy': 'Usar até {date}',
  'downloads.licence.usage': 'Uso: {usage}',
  'downloads.licence.download': 'Baixar novamente',
  'downloads.licence.certificate': 'Comprovante de licença (PDF)',
  'downloads.list.caption': 'Downloads da licença {id}',
  'downloads.list.none': 'Ainda não baixado.',
  'downloads.list.when': 'Quando',
  'downloads.list.who': 'Quem',
  'downloads.list.size': 'Tamanho',
  'downloads.list.type': 'Tipo',
  'downloads.list.anonymous': 'Link do e-mail do pedido',
  'downloads.type.single': 'Primeiro download',
  'downloads.type.re_download': 'Novo download',
  'downloads.type.anonymous': 'Link por e-mail',
  'downloads.type.multiple': 'Download múltiplo',
  'downloads.page.label': 'Páginas',
  'downloads.page.previous': 'Anterior',
  'downloads.page.next': 'Próxima',
  'downloads.page.current': 'Página {n}',
  'downloads.csv.asset': 'ID do arquivo',
  'downloads.csv.title': 'Título',
  'downloads.csv.model': 'Modelo de licença',
  'downloads.csv.obtained': 'Obtida por meio de',
  'downloads.csv.downloads': 'Número de downloads',
  'downloads.csv.lastDownload': 'Último download',
  'downloads.csv.licence': 'ID da licença',
  'downloads.csv.projectCode': 'Código do projeto',
  'downloads.csv.granted': 'Concedida em',
  'downloads.csv.useBy': 'Usar até',
  'downloads.csv.holder': 'Licenciada para',
  'downloads.cert.title': 'Comprovante de licença',
  'downloads.cert.licensor': 'Licenciante',
  'downloads.cert.licensee': 'Licenciado',
  'downloads.cert.asset': 'Arquivo',
  'downloads.cert.terms':
    'Concedida nos termos do contrato de licença em {url}. Qualquer pessoa pode verificar este certificado com o licenciante pelo ID da licença.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Seu download',
  'downloads.zip.ready':
    '{count, plural, one {# arquivo licenciado está pronto em um zip.} many {# arquivos licenciados estão prontos em um zip.} other {# arquivos licenciados estão prontos em um zip.}}',
  'downloads.zip.download': 'Baixar zip',
  'downloads.zip.notLicensed': 'Deixados de fora porque você não tem licença (licencie primeiro): {ids}',
  'downloads.zip.notFile': 'Deixados de fora porque não são arquivos de imagem estática: {ids}',
  'downloads.zip.none':
    'Você não tem licença de nenhuma das imagens selecionadas. Licencie-as primeiro e depois baixe-as aqui.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Este link de download não é válido',
  'downloads.anon.invalid.body':
    'O link pode ter sido alterado ou copiado de forma incompleta. Use o link exatamente como aparece no e-mail do seu pedido, ou entre na sua conta e baixe o arquivo nas suas licenças.',
  'downloads.anon.expired.title': 'Este link de download expirou',
  'downloads.anon.expired.body':
    'Os links de download do e-mail do pedido funcionam por 7 dias. Entre na sua conta para baixar o arquivo de novo nas suas licenças, sem custo.',
  'downloads.anon.history': 'Ir para suas licenças',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Como usar seus arquivos',
  'downloads.faq.intro':
    'O que você recebe ao baixar um arquivo licenciado desta loja: formatos, tamanhos, cor e a licença que acompanha o arquivo.',
  'downloads.faq.toc': 'Nesta página',
  'downloads.faq.photos.title': 'Fotos',
  'downloads.faq.photos.sizes':
    'As fotos são vendidas em até três tamanhos: o pequeno tem 800 px no lado maior, o médio 2.000 px e o grande é o próprio original. Um tamanho só é oferecido quando é menor que o original; nada é ampliado.',
  'downloads.faq.photos.format':
    'Toda foto é baixada como arquivo JPEG. O pequeno e o médio são reduzidos a partir do original e salvos com qualidade 90; o grande é o original, salvo com qualidade 90 e todo o detalhe de cor.',
  'downloads.faq.photos.colour':
    'Os arquivos estão no espaço de cor sRGB, o padrão para telas e para a web. Para impressão, converta-os para o perfil da sua gráfica no seu editor de imagens e confira uma prova antes.',
  'downloads.faq.photos.rights':
    'Sua licença acompanha o arquivo: os metadados XMP indicam o autor, o licenciado e onde estão os termos da licença. Mantenha esses metadados ao editar ou exportar o arquivo.',
  'downloads.faq.illustrations.title': 'Ilustrações e vetores',
  'downloads.faq.illustrations.body':
    'Ilustrações e vetores são baixados como as fotos: arquivos JPEG nos tamanhos acima, em sRGB, com a licença nos metadados XMP.',
  'downloads.faq.illustrations.vector':
    'Vetores importados de arquivos EPS ou AI também são baixados como esse mesmo arquivo, byte a byte, com uma licença grande ou a de um plano: seu histórico de licenças o oferece como “EPS (vetor)” ou “AI (vetor)” ao lado do JPEG. Licenças pequenas e médias baixam só o JPEG; os demais vetores são baixados em JPEG.',
  'downloads.faq.video.title': 'Clipes de vídeo',
  'downloads.faq.video.sizes':
    'Os clipes são licenciados em SD, HD (lado maior de pelo menos 1.280 px) ou 4K (3.840 px), até a resolução do próprio clipe: o 4K só é oferecido para clipes gravados em 4K.',
  'downloads.faq.video.preview':
    'Antes da compra, cada clipe tem uma prévia de 4 segundos com marca-d’água (WebM, 480 px de largura) e uma imagem estática.',
  'downloads.faq.video.download':
    'Os clipes licenciados são baixados como arquivos MP4 H.264 na definição licenciada, com a taxa de quadros e a duração do próprio clipe e com os créditos e o copyright nos metadados do arquivo. O clipe é gerado para você na primeira vez em que é baixado (segundos para SD, um ou dois minutos para 4K): a página mostra o progresso e o download começa sozinho.',
  'downloads.faq.again.title': 'Baixar novamente',
  'downloads.faq.again.body':
    'Todo arquivo licenciado pode ser baixado de novo sem custo no seu histórico de licenças. Quando você compra um arquivo, o e-mail de confirmação do pedido também traz um link de download que funciona por 7 dias sem entrar na conta.',
  'downloads.faq.again.link': 'Ir para o histórico de licenças',
  'downloads.faq.link': 'Ajuda sobre como usar seus arquivos',
  'downloads.comps.title': 'Amostras',
  'downloads.comps.intro':
    'As amostras com marca d’água são gratuitas para layouts e protótipos por 30 dias a partir do download. Licencie o conteúdo para usá-lo no trabalho final.',
  'downloads.comps.usable': 'Pode ser usada em layouts até {date}',
  'downloads.comps.expired':
    'O período da amostra terminou em {date}: licencie o conteúdo para continuar usando',
  'downloads.comps.license': 'Licenciar este conteúdo',
  'downloads.drawer.button': 'Meus downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Meus downloads (# em andamento)} many {Meus downloads (# em andamento)} other {Meus downloads (# em andamento)}}',
  'downloads.drawer.title': 'Seus downloads',
  'downloads.drawer.close': 'Fechar',
  'downloads.drawer.inProgress': 'Em andamento',
  'downloads.drawer.done': 'Concluídos',
  'downloads.drawer.empty': 'Nada baixado ainda. Os arquivos licenciados que você baixar aparecem aqui.',
  'downloads.drawer.history': 'Todas as licenças e downloads',
  'downloads.drawer.again': 'Baixar de novo',
  'downloads.drawer.download': 'Baixar',
  'downloads.drawer.zip':
    '{count, plural, one {# arquivo em um zip} many {# arquivos em um zip} other {# arquivos em um zip}}',
  'downloads.drawer.state.preparing': 'Preparando arquivos: {percent}%',
  'downloads.drawer.state.ready': 'Pronto para baixar',
  'downloads.drawer.state.sending': 'Baixando: {percent}%',
  'downloads.drawer.state.paused':
    'Parado em {percent}%: retome nos downloads do seu navegador ou baixe de novo',
  'downloads.drawer.state.done': 'Baixado',
  'downloads.clip.title': 'Preparando seu clipe',
  'downloads.clip.intro':
    '“{title}” está sendo gerado no tamanho que sua licença permite. Seu download começa aqui assim que estiver pronto: um ou dois minutos para 4K.',
  'downloads.clip.ready': 'Pronto: seu download está começando.',
  'downloads.clip.retry': 'Baixar quando estiver pronto',
  'downloads.zip.planOffer':
    '{count, plural, one {Seu plano {plan} pode licenciar # outro conteúdo selecionado.} many {Seu plano {plan} pode licenciar # dos outros conteúdos selecionados.} other {Seu plano {plan} pode licenciar # dos outros conteúdos selecionados.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licenciar # conteúdo com meu plano e adicioná-lo} many {Licenciar # conteúdos com meu plano e adicioná-los} other {Licenciar # conteúdos com meu plano e adicioná-los}}',
};

export default messages;
