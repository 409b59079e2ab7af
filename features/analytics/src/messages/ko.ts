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
  'analytics.consent.group.C0003.desc': '국가와 언어 같은 선택을 기억합니다.',
  'analytics.consent.group.C0004': '타기팅',
  'analytics.consent.group.C0004.desc': '관심사에 맞는 혜택을 보여 드립니다.',
  'analytics.consent.group.C0005': '소셜 미디어',
  'analytics.consent.group.C0005.desc': '소셜 네트워크에서 이미지를 공유할 수 있습니다.',
};

export default messages;
