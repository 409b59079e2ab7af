import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': '개인정보 선택',
  'analytics.consent.intro':
    '스토어 운영을 위해 쿠키를 사용하며, 동의하시면 이용 현황을 측정하고 맞춤 혜택을 보여 드립니다.',
  'analytics.consent.acceptAll': '모두 허용',
  'analytics.consent.rejectAll': '필수만',
  'analytics.consent.customise': '쿠키 선택',
  'analytics.consent.save': '선택 저장',
  'analytics.consent.close': '닫고 모든 쿠키 허용',
  'analytics.consent.alwaysOn': '항상 사용',
  'analytics.consent.settings': '쿠키 설정',
  'analytics.consent.pageIntro':
    '이 스토어가 사용할 수 있는 쿠키를 선택하세요. 모든 페이지 하단의 링크에서 언제든지 변경할 수 있습니다.',
  'analytics.consent.group.C0001': '필수',
  'analytics.consent.group.C0001.desc': '로그인, 장바구니 및 보안. 끌 수 없습니다.',
  'analytics.consent.group.C0002': '성능',
  'analytics.consent.group.C0002.desc': '방문 수를 세고 페이지 속도를 측정하여 스토어를 개선합니다.',
  'analytics.consent.group.C0003': '기능',
  'analytics.consent.group.C0003.desc':
    '추가 설정을 기억합니다. 현재 이 스토어는 이러한 쿠키를 사용하지 않습니다.',
  'analytics.consent.group.C0004': '타기팅',
  'analytics.consent.group.C0004.desc':
    '마케팅 도구가 관심사에 맞는 혜택을 보여 줍니다. 스토어 운영자가 추가하지 않는 한 실행되는 도구는 없습니다.',
  'analytics.consent.group.C0005': '소셜 미디어',
  'analytics.consent.group.C0005.desc':
    '공유 버튼과 삽입된 소셜 네트워크입니다. 현재 이 스토어에는 없습니다.',
  'analytics.operator.title': '스토어 분석',
  'analytics.operator.intro': '이 사이트의 최근 {days}일, 스토어가 기록한 이벤트 기준입니다.',
  'analytics.operator.searchesPerDay': '일별 검색 수',
  'analytics.operator.showFigures': '수치 보기',
  'analytics.operator.funnel': '검색에서 구매까지',
  'analytics.operator.topQueries': '인기 검색어',
  'analytics.operator.zeroResults': '결과 없는 검색',
  'analytics.operator.zeroResultsIntro': '아무것도 찾지 못한 검색어: 이미지나 키워드를 추가하세요.',
  'analytics.operator.topAssets': '가장 많이 본 콘텐츠',
  'analytics.operator.topBoards': '저장이 가장 많은 보드',
  'analytics.operator.consent': '국가별 동의',
  'analytics.operator.vitals': '페이지별 웹 바이탈(75번째 백분위수)',
  'analytics.operator.empty': '아직 기록이 없습니다.',
  'analytics.operator.col.day': '날짜',
  'analytics.operator.col.count': '수',
  'analytics.operator.col.step': '단계',
  'analytics.operator.col.visitors': '방문자',
  'analytics.operator.col.phrase': '검색어',
  'analytics.operator.col.country': '국가',
  'analytics.operator.col.acceptedAll': '모두 허용',
  'analytics.operator.col.performance': '성능 허용',
  'analytics.operator.col.page': '페이지',
  'analytics.operator.col.metric': '지표',
  'analytics.operator.col.threshold': '양호 / 불량 기준',
  'analytics.operator.rating.good': '양호',
  'analytics.operator.rating.needs-improvement': '개선 필요',
  'analytics.operator.rating.poor': '불량',
  'analytics.operator.console': '운영 콘솔',
};

export default messages;
