import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': '{site} 더 알아보기',
  'marketing.comingSoon': '출시 예정',
  'marketing.searchCollection': '컬렉션 검색',

  'marketing.ai.title': 'AI 이미지 생성',
  'marketing.ai.description':
    'AI 이미지 생성 및 편집 기능이 곧 {site}에 추가됩니다. 그동안 컬렉션을 검색해 보세요.',
  'marketing.ai.heading': 'AI로 이미지를 만들고 다듬으세요',
  'marketing.ai.lead':
    '{site}에 AI 이미지 생성 및 편집 기능을 준비하고 있습니다. 이 도구는 아직 사용할 수 없으며, 이 페이지에서는 계획된 기능을 소개합니다.',
  'marketing.ai.planned': '계획된 기능',
  'marketing.ai.generate.title': '설명으로 생성',
  'marketing.ai.generate.body': '필요한 이미지를 직접 설명하고 여러 가지 변형 중에서 선택하세요.',
  'marketing.ai.modify.title': '이미지 편집',
  'marketing.ai.modify.body':
    '스토어를 떠나지 않고 캔버스를 확장하거나 배경을 바꾸거나 이미지의 세부 사항을 변경할 수 있습니다.',
  'marketing.ai.history.title': '작업을 이어서 하세요',
  'marketing.ai.history.body': '생성한 결과는 기록에 보관되므로 설명으로 돌아가 다듬을 수 있습니다.',
  'marketing.ai.terms.title': '이용 조건을 미리 안내',
  'marketing.ai.terms.body':
    '생성된 이미지는 지금 컬렉션의 모든 에셋과 마찬가지로 다운로드 전에 사용 방법을 보여 줍니다.',
  'marketing.ai.today.title': '지금 이용 가능',
  'marketing.ai.today.body':
    '컬렉션의 사진, 일러스트, 벡터, 동영상은 지금 바로 검색할 수 있으며, 각각의 라이선스 조건도 설명되어 있습니다.',

  'marketing.contact.title': '영업팀 문의',
  'marketing.contact.description': '팀용 라이선스, 대량 구매, 맞춤 조건에 대해 {site} 영업팀에 문의하세요.',
  'marketing.contact.heading': '영업팀과 상담하세요',
  'marketing.contact.lead':
    '팀, 대규모 프로젝트 또는 특별한 용도를 위한 라이선스가 필요하신가요? 필요한 내용을 알려 주시면 이메일로 답변드리겠습니다.',
  'marketing.contact.topics.title': '도움을 드릴 수 있는 분야',
  'marketing.contact.topics.team': '팀 및 여러 사용자를 위한 라이선스',
  'marketing.contact.topics.volume': '대량 구매 및 정기 구매',
  'marketing.contact.topics.custom': '맞춤 라이선스 조건 및 확장된 권리',
  'marketing.contact.topics.invoicing': '청구서 발행 및 구매 주문서',
  'marketing.contact.form.title': '문의 내용',
  'marketing.contact.form.required': '선택 항목으로 표시된 경우를 제외하고 모든 항목은 필수입니다.',
  'marketing.contact.field.name': '이름',
  'marketing.contact.field.email': '업무용 이메일',
  'marketing.contact.field.company': '회사 또는 기관',
  'marketing.contact.field.optional': '선택',
  'marketing.contact.field.country': '국가',
  'marketing.contact.field.countryPlaceholder': '국가 선택',
  'marketing.contact.field.message': '무엇을 도와드릴까요?',
  'marketing.contact.field.messageHint': '프로젝트, 필요한 콘텐츠, 사용 계획에 대해 알려 주세요.',
  'marketing.contact.submit': '문의 보내기',
  'marketing.contact.privacy': '입력하신 정보는 문의에 답변하는 데에만 사용됩니다.',
  'marketing.contact.errors.summary': '{count, plural, other {문의를 보내려면 #개 항목을 수정해 주세요.}}',
  'marketing.contact.errors.nameRequired': '이름을 입력하세요.',
  'marketing.contact.errors.emailRequired': '이메일 주소를 입력하세요.',
  'marketing.contact.errors.emailInvalid': 'name@example.com 형식으로 이메일 주소를 입력하세요.',
  'marketing.contact.errors.countryRequired': '목록에서 국가를 선택하세요.',
  'marketing.contact.errors.messageRequired': '어떤 도움이 필요한지 알려 주세요.',
  'marketing.contact.errors.messageTooShort': '{min, number}자 이상 입력하세요.',
  'marketing.contact.errors.tooLong': '{max, number}자 이하로 입력하세요.',
  'marketing.contact.thanks.title': '감사합니다. 문의가 전송되었습니다.',
  'marketing.contact.thanks.body':
    '영업팀이 입력하신 이메일 주소로 답변드리겠습니다. 그동안 컬렉션을 계속 둘러보세요.',

  'marketing.guide.title': '검색 가이드',
  'marketing.guide.description':
    '{site} 검색 방법: 단어, 정확한 구문, 제외할 단어, 미디어 유형, 카테고리, 정렬.',
  'marketing.guide.heading': '검색하는 방법',
  'marketing.guide.lead': '몇 가지 간단한 방법으로 원하는 이미지나 클립을 더 빨리 찾을 수 있습니다.',
  'marketing.guide.syntax.title': '입력 방법',
  'marketing.guide.words.title': '몇 단어로 시작하세요',
  'marketing.guide.words.body':
    '이미지에 담겨야 할 내용을 설명하세요. 검색 결과에는 입력한 모든 단어가 순서와 관계없이 포함되며, 단어의 다른 형태도 함께 찾습니다. 예를 들어 mountains로 mountain도 찾을 수 있습니다.',
  'marketing.guide.phrase.title': '정확한 구문은 따옴표로',
  'marketing.guide.phrase.body':
    '단어를 큰따옴표로 묶으면 그 단어들이 그 순서대로 나란히 있는 결과를 찾습니다.',
  'marketing.guide.exclude.title': '빼기 기호로 단어 제외',
  'marketing.guide.exclude.body': '단어 바로 앞에 빼기 기호를 붙이면 그 단어가 포함된 결과가 제외됩니다.',
  'marketing.guide.either.title': '“or”로 둘 중 하나',
  'marketing.guide.either.body': '두 단어 사이에 or를 입력하면 둘 중 하나를 포함한 결과를 찾습니다.',
  'marketing.guide.tryExample': '{query} 검색',
  'marketing.guide.narrow.title': '검색 결과 좁히기',
  'marketing.guide.types.title': '미디어 유형 선택',
  'marketing.guide.types.body':
    '검색하기 전에 검색창에서 이미지 또는 동영상을 선택하거나, 검색 결과 위의 탭으로 전환하세요. 각 탭에는 결과 수가 표시됩니다.',
  'marketing.guide.filters.title': '필터 사용',
  'marketing.guide.filters.body':
    '검색 결과 옆의 필터 패널에서 방향, 색상, 인원수, 날짜 등으로 결과를 좁힐 수 있습니다. 제공되는 필터는 미디어 유형에 따라 다릅니다. 적용한 필터는 검색 결과 위에 표시되며, 하나씩 또는 한꺼번에 해제할 수 있습니다.',
  'marketing.guide.browse.title': '카테고리별 둘러보기',
  'marketing.guide.browse.body':
    '기본 메뉴에서 일러스트나 동영상 같은 컬렉션의 카테고리로 바로 이동할 수 있습니다.',
  'marketing.guide.sort.title': '검색 결과 정렬',
  'marketing.guide.sort.body':
    '다른 순서를 선택하지 않으면 검색 결과는 관련성 순으로 정렬됩니다. 최신순이나 인기순으로도 정렬할 수 있습니다.',
  'marketing.guide.language.title': '영어로 검색하세요',
  'marketing.guide.language.body':
    '이 컬렉션의 제목과 키워드는 영어로 작성되어 있어 영어 검색어로 가장 많은 결과를 찾을 수 있습니다.',

  'marketing.about.title': '회사 소개',
  'marketing.about.description':
    '저희는 사진, 일러스트, 벡터, 동영상의 라이선스를 위한 오픈 소스 소프트웨어 Lightbox로 운영되는 스톡 미디어 스토어입니다.',
  'marketing.about.heading': '{site} 소개',
  'marketing.about.lead':
    '이 스토어는 스톡 사진, 일러스트, 벡터, 동영상을 제공합니다. 자체 서버에서 미디어 컬렉션을 검색하고 소개하고 라이선스를 제공하는 오픈 소스 소프트웨어 Lightbox로 운영됩니다.',
  'marketing.about.mission.title': '저희가 하는 일',
  'marketing.about.mission.body':
    '사람들이 업무에 필요한 이미지와 영상을 찾고 명확한 조건으로 라이선스를 받을 수 있도록 돕습니다. 모든 에셋에는 라이선스 유형과 허용 범위에 대한 쉬운 설명이 표시됩니다.',
  'marketing.about.sites.title': '두 개의 스토어, 하나의 컬렉션',
  'marketing.about.sites.body':
    '하나의 Lightbox 설치로 같은 카탈로그를 사용하는 프리미엄 스토어와 구독형 스토어를 운영합니다. 각 스토어는 고유한 디자인과 문구를 갖지만, 검색과 라이선스는 동일하게 작동합니다.',
  'marketing.about.open.title': '오픈 소스, 자체 호스팅',
  'marketing.about.open.body':
    'Lightbox는 MIT 라이선스로 공개되어 있습니다. 에이전시나 출판사는 자체 서버에서 자체 카탈로그로 운영하고, 데이터를 원하는 곳에 보관할 수 있습니다.',
  'marketing.about.languages.title': '다양한 언어 지원',
  'marketing.about.languages.body':
    '두 스토어 모두 25개 언어로 제공됩니다. 방문자가 국가와 언어를 선택하면 링크, 날짜, 숫자가 그 선택에 맞게 표시됩니다.',
  'marketing.about.principles.title': '저희가 중요하게 여기는 것',
  'marketing.about.principles.clarity':
    '명확한 라이선스: 에셋을 사용하기 전에 무엇을 할 수 있는지 알 수 있습니다.',
  'marketing.about.principles.speed':
    '빠른 검색: 검색 결과는 서버에서 만들어지며 스크립트를 기다리지 않고 표시됩니다.',
  'marketing.about.principles.access':
    '접근성: 모든 페이지는 키보드와 화면 낭독기로 사용할 수 있도록 설계되었습니다.',
  'marketing.about.principles.privacy':
    '개인정보 보호: 방문자 데이터는 스토어를 운영하는 조직의 서버에 보관됩니다.',

  'marketing.work.title': '함께 일하기',
  'marketing.work.description':
    'Lightbox는 오픈 소스입니다. 코드, 번역, 디자인, 문서로 기여하는 방법을 알아보세요.',
  'marketing.work.heading': 'Lightbox를 함께 만들어요',
  'marketing.work.lead':
    '이 스토어를 움직이는 소프트웨어 Lightbox는 오픈 소스 프로젝트입니다. 저희와 함께 일하는 가장 좋은 방법은 기여하는 것입니다. 코드, 번역, 디자인, 테스트, 문서 모두 환영합니다.',
  'marketing.work.ways.title': '기여하는 방법',
  'marketing.work.code.title': '코드',
  'marketing.work.code.body':
    'Lightbox는 TypeScript로 작성되었으며, 모든 화면에 React, 서버에 Fastify, 데이터에 PostgreSQL을 사용합니다. 직접 겪은 버그를 고치거나 열려 있는 이슈를 맡아 주세요.',
  'marketing.work.translations.title': '번역',
  'marketing.work.translations.body':
    '모든 화면은 25개 언어로 제공됩니다. 원어민은 표현을 다듬고, 새로운 문구가 추가될 때 각 언어를 빠짐없이 유지할 수 있습니다.',
  'marketing.work.design.title': '디자인과 접근성',
  'marketing.work.design.body':
    '두 스토어를 명확하고 빠르며 키보드와 화면 낭독기로도 쉽게 쓸 수 있도록 도와주세요.',
  'marketing.work.testing.title': '테스트',
  'marketing.work.testing.body':
    '자신의 카탈로그와 브라우저로 새 버전을 사용해 보고, 제대로 작동하지 않는 부분을 알려 주세요.',
  'marketing.work.reports.title': '버그 신고와 아이디어',
  'marketing.work.reports.body': '문제를 재현하는 단계가 담긴 명확한 신고는 가장 유용한 기여 중 하나입니다.',
  'marketing.work.docs.title': '문서',
  'marketing.work.docs.body': 'Lightbox를 설치하고 설정하고 운영하는 사람들을 위한 가이드를 개선해 주세요.',
  'marketing.work.start.title': '시작하기',
  'marketing.work.start.install': '소스 코드를 받은 다음 Node.js 20 이상으로 의존성을 설치하세요.',
  'marketing.work.start.run': '내장 데이터베이스와 데모 카탈로그로 두 스토어를 로컬에서 실행하세요.',
  'marketing.work.start.check':
    '변경 사항을 제안하기 전에 타입 검사, 린터, 번역 범위 검사와 모든 테스트를 실행하세요.',
  'marketing.work.start.focus':
    '각 변경은 한 가지 목적에 집중하고, 테스트는 해당 코드 옆에 두며, 무엇을 왜 바꾸는지 설명해 주세요.',
  'marketing.work.business.title': '이 스토어를 비즈니스에 사용하시나요?',
  'marketing.work.business.body':
    '팀이나 대규모 프로젝트를 위한 콘텐츠 라이선스에 대해 상담하고 싶으시면 영업팀이 기꺼이 도와드리겠습니다.',
};

export default messages;
