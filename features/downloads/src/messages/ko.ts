import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': '라이선스 및 다운로드',
  'downloads.history.intro': '보유한 모든 라이선스를 최신순으로 각 다운로드와 함께 보여 줍니다.',
  'downloads.history.introTeam':
    '나와 팀이 보유한 모든 라이선스를 최신순으로 각 다운로드와 함께 보여 줍니다.',
  'downloads.filter.legend': '라이선스 찾기',
  'downloads.filter.search': '제목 또는 에셋 ID',
  'downloads.filter.from': '부여 시작일',
  'downloads.filter.to': '부여 종료일',
  'downloads.filter.user': '팀원',
  'downloads.filter.everyone': '모두',
  'downloads.filter.submit': '검색',
  'downloads.filter.reset': '지우기',
  'downloads.filter.bad':
    '이 필드를 확인하세요. 날짜는 YYYY-MM-DD 형식이며 첫 날짜가 두 번째 날짜보다 앞서야 합니다.',
  'downloads.export': 'CSV로 내보내기',
  'downloads.empty': '이 필터와 일치하는 라이선스가 없습니다.',
  'downloads.model.rf': '로열티 프리',
  'downloads.model.rm': '권리 관리형',
  'downloads.model.rr': '권리 준비형',
  'downloads.size.small': '소',
  'downloads.size.medium': '중',
  'downloads.size.large': '대(원본)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (벡터)',
  'downloads.size.ai': 'AI (벡터)',
  'downloads.licence.id': '라이선스 {id}',
  'downloads.licence.order': '주문 {number}',
  'downloads.licence.plan': '플랜: {plan}',
  'downloads.licence.projectCode': '프로젝트 코드: {code}',
  'downloads.licence.granted': '부여일 {date}',
  'downloads.licence.holder': '라이선스 보유자: {name}',
  'downloads.licence.useBy': '사용 기한 {date}',
  'downloads.licence.usage': '사용 범위: {usage}',
  'downloads.licence.download': '다시 다운로드',
  'downloads.licence.certificate': '라이선스 증명서(PDF)',
  'downloads.list.caption': '라이선스 {id}의 다운로드',
  'downloads.list.none': '아직 다운로드하지 않았습니다.',
  'downloads.list.when': '언제',
  'downloads.list.who': '누가',
  'downloads.list.size': '크기',
  'downloads.list.type': '유형',
  'downloads.list.anonymous': '주문 이메일의 링크',
  'downloads.type.single': '다운로드',
  'downloads.type.re_download': '재다운로드',
  'downloads.type.anonymous': '이메일 링크',
  'downloads.type.multiple': '다중 다운로드',
  'downloads.page.label': '페이지',
  'downloads.page.previous': '이전',
  'downloads.page.next': '다음',
  'downloads.page.current': '{n}페이지',
  'downloads.csv.asset': '에셋 ID',
  'downloads.csv.title': '제목',
  'downloads.csv.model': '라이선스 모델',
  'downloads.csv.obtained': '취득 경로',
  'downloads.csv.downloads': '다운로드 수',
  'downloads.csv.lastDownload': '마지막 다운로드',
  'downloads.csv.licence': '라이선스 ID',
  'downloads.csv.projectCode': '프로젝트 코드',
  'downloads.csv.granted': '부여일',
  'downloads.csv.useBy': '사용 기한',
  'downloads.csv.holder': '라이선스 보유자',
  'downloads.cert.title': '라이선스 증명서',
  'downloads.cert.licensor': '라이선스 제공자',
  'downloads.cert.licensee': '라이선스 사용자',
  'downloads.cert.asset': '에셋',
  'downloads.cert.terms':
    '{url}의 라이선스 계약에 따라 부여되었습니다. 누구나 라이선스 ID로 라이선스 제공자에게 이 증명서를 확인할 수 있습니다.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': '다운로드',
  'downloads.zip.ready': '{count, plural, other {라이선스가 있는 파일 #개가 zip 하나로 준비되었습니다.}}',
  'downloads.zip.download': 'zip 다운로드',
  'downloads.zip.notLicensed': '라이선스가 없어 제외됨 (먼저 라이선스를 구매하세요): {ids}',
  'downloads.zip.notFile': '정지 이미지 파일이 아니어서 제외됨: {ids}',
  'downloads.zip.none':
    '선택한 이미지 중 라이선스가 있는 것이 없습니다. 먼저 라이선스를 구매한 뒤 여기에서 다운로드하세요.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': '이 다운로드 링크는 유효하지 않습니다',
  'downloads.anon.invalid.body':
    '링크가 변경되었거나 일부만 복사되었을 수 있습니다. 주문 이메일에 있는 링크를 그대로 사용하거나, 로그인한 후 라이선스 목록에서 파일을 다운로드하세요.',
  'downloads.anon.expired.title': '이 다운로드 링크는 만료되었습니다',
  'downloads.anon.expired.body':
    '주문 이메일의 다운로드 링크는 7일 동안 유효합니다. 로그인하면 라이선스 목록에서 무료로 파일을 다시 다운로드할 수 있습니다.',
  'downloads.anon.history': '라이선스 목록으로 이동',
  // Using your files (/faq/using-files).
  'downloads.faq.title': '파일 사용 방법',
  'downloads.faq.intro':
    '이 스토어에서 라이선스를 받은 파일을 다운로드하면 받게 되는 것: 형식, 크기, 색상, 그리고 파일과 함께 전달되는 라이선스입니다.',
  'downloads.faq.toc': '이 페이지의 내용',
  'downloads.faq.photos.title': '사진',
  'downloads.faq.photos.sizes':
    '사진은 최대 세 가지 크기로 판매됩니다. 소형은 긴 변 800px, 중형은 2,000px, 대형은 원본 그대로입니다. 원본보다 작은 경우에만 해당 크기를 제공하며, 절대 확대하지 않습니다.',
  'downloads.faq.photos.format':
    '모든 사진은 JPEG 파일로 다운로드됩니다. 소형과 중형은 원본에서 축소해 품질 90으로 저장하고, 대형은 원본을 품질 90과 완전한 색상 디테일로 저장한 것입니다.',
  'downloads.faq.photos.colour':
    '파일은 화면과 웹의 표준인 sRGB 색 공간입니다. 인쇄할 때는 이미지 편집 프로그램에서 인쇄소의 프로파일로 변환하고 먼저 교정쇄를 확인하세요.',
  'downloads.faq.photos.rights':
    '라이선스는 파일과 함께 전달됩니다. 파일의 XMP 메타데이터에는 저작자, 라이선스 보유자, 라이선스 조건의 위치가 기록되어 있습니다. 파일을 편집하거나 내보낼 때 이 메타데이터를 유지하세요.',
  'downloads.faq.illustrations.title': '일러스트와 벡터',
  'downloads.faq.illustrations.body':
    '일러스트와 벡터도 사진과 같이 다운로드됩니다. 위 크기의 JPEG 파일(sRGB)이며, XMP 메타데이터에 라이선스가 기록되어 있습니다.',
  'downloads.faq.illustrations.vector':
    'EPS 또는 AI 파일에서 가져온 벡터는 대형 라이선스나 플랜 라이선스가 있으면 그 파일 자체를 바이트 그대로 다운로드할 수도 있습니다. 라이선스 내역에서 JPEG 옆에 “EPS (벡터)” 또는 “AI (벡터)”로 표시됩니다. 소형·중형 라이선스는 JPEG만 다운로드하며, 그 밖의 벡터는 JPEG로 다운로드됩니다.',
  'downloads.faq.video.title': '동영상 클립',
  'downloads.faq.video.sizes':
    '클립은 SD, HD(긴 변 1,280px 이상) 또는 4K(3,840px)로 라이선스가 제공되며, 클립 자체의 해상도가 상한입니다. 4K는 4K로 촬영된 클립에만 제공됩니다.',
  'downloads.faq.video.preview':
    '구매 전에 모든 클립의 4초 분량 워터마크 미리보기(WebM, 너비 480px)와 정지 이미지를 볼 수 있습니다.',
  'downloads.faq.video.download':
    '라이선스를 구매한 클립은 라이선스 해상도의 H.264 MP4 파일로 다운로드되며, 클립 원래의 프레임 속도와 길이를 그대로 유지하고 파일 메타데이터에 크레딧과 저작권 정보가 포함됩니다. 클립은 처음 다운로드할 때 만들어집니다(SD는 몇 초, 4K는 1~2분). 페이지에 진행 상황이 표시되고 다운로드가 자동으로 시작됩니다.',
  'downloads.faq.again.title': '다시 다운로드',
  'downloads.faq.again.body':
    '라이선스를 받은 모든 파일은 라이선스 기록에서 무료로 다시 다운로드할 수 있습니다. 파일을 구매하면 주문 확인 이메일에도 로그인 없이 7일 동안 사용할 수 있는 다운로드 링크가 포함됩니다.',
  'downloads.faq.again.link': '라이선스 기록으로 이동',
  'downloads.faq.link': '파일 사용 도움말',
  'downloads.comps.title': '시안 이미지',
  'downloads.comps.intro':
    '워터마크가 있는 시안 이미지는 다운로드한 날부터 30일 동안 레이아웃과 목업에 무료로 사용할 수 있습니다. 최종 작업에 사용하려면 에셋의 라이선스를 구매하세요.',
  'downloads.comps.usable': '{date}까지 레이아웃에 사용 가능',
  'downloads.comps.expired':
    '{date}에 시안 사용 기간이 끝났습니다. 계속 사용하려면 에셋의 라이선스를 구매하세요',
  'downloads.comps.license': '이 에셋의 라이선스 구매',
  'downloads.drawer.button': '다운로드',
  'downloads.drawer.buttonBusy': '{count, plural, other {다운로드(#개 진행 중)}}',
  'downloads.drawer.title': '내 다운로드',
  'downloads.drawer.close': '닫기',
  'downloads.drawer.inProgress': '진행 중',
  'downloads.drawer.done': '완료',
  'downloads.drawer.empty':
    '아직 다운로드한 파일이 없습니다. 라이선스가 있는 파일을 다운로드하면 여기에 표시됩니다.',
  'downloads.drawer.history': '전체 라이선스 및 다운로드',
  'downloads.drawer.again': '다시 다운로드',
  'downloads.drawer.download': '다운로드',
  'downloads.drawer.zip': '{count, plural, other {zip 하나에 파일 #개}}',
  'downloads.drawer.state.preparing': '파일 준비 중: {percent}%',
  'downloads.drawer.state.ready': '다운로드 준비 완료',
  'downloads.drawer.state.sending': '다운로드 중: {percent}%',
  'downloads.drawer.state.paused':
    '{percent}%에서 중지됨: 브라우저의 다운로드 목록에서 재개하거나 다시 다운로드하세요',
  'downloads.drawer.state.done': '다운로드 완료',
  'downloads.clip.title': '클립 준비 중',
  'downloads.clip.intro':
    '“{title}” 클립을 라이선스에서 허용하는 크기로 만들고 있습니다. 준비되는 대로 여기에서 다운로드가 시작됩니다. 4K는 1~2분 정도 걸립니다.',
  'downloads.clip.ready': '준비 완료: 다운로드를 시작합니다.',
  'downloads.clip.retry': '준비되면 다운로드',
  'downloads.zip.planOffer':
    '{count, plural, other {{plan} 플랜으로 선택한 다른 에셋 중 #개의 라이선스를 받을 수 있습니다.}}',
  'downloads.zip.planLicense': '{count, plural, other {내 플랜으로 #개 라이선스 받고 추가하기}}',
};

export default messages;
