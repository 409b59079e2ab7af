import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Lựa chọn quyền riêng tư của bạn',
  'analytics.consent.intro':
    'Chúng tôi dùng cookie để cửa hàng hoạt động và, khi bạn cho phép, để đo lường việc sử dụng và hiển thị ưu đãi phù hợp.',
  'analytics.consent.acceptAll': 'Chấp nhận tất cả',
  'analytics.consent.rejectAll': 'Chỉ cookie cần thiết',
  'analytics.consent.customise': 'Chọn cookie',
  'analytics.consent.save': 'Lưu lựa chọn',
  'analytics.consent.close': 'Đóng và chấp nhận tất cả cookie',
  'analytics.consent.alwaysOn': 'Luôn bật',
  'analytics.consent.settings': 'Cài đặt cookie',
  'analytics.consent.pageIntro':
    'Chọn những cookie mà cửa hàng này được dùng. Bạn có thể đổi ý bất cứ lúc nào qua liên kết ở cuối mỗi trang.',
  'analytics.consent.group.C0001': 'Thật sự cần thiết',
  'analytics.consent.group.C0001.desc': 'Đăng nhập, giỏ hàng và bảo mật. Không thể tắt.',
  'analytics.consent.group.C0002': 'Hiệu suất',
  'analytics.consent.group.C0002.desc':
    'Đếm lượt truy cập và đo tốc độ trang để chúng tôi cải thiện cửa hàng.',
  'analytics.consent.group.C0003': 'Chức năng',
  'analytics.consent.group.C0003.desc': 'Ghi nhớ lựa chọn như quốc gia và ngôn ngữ.',
  'analytics.consent.group.C0004': 'Nhắm mục tiêu',
  'analytics.consent.group.C0004.desc': 'Giúp chúng tôi hiển thị ưu đãi theo sở thích của bạn.',
  'analytics.consent.group.C0005': 'Mạng xã hội',
  'analytics.consent.group.C0005.desc': 'Cho phép bạn chia sẻ hình ảnh trên mạng xã hội.',
};

export default messages;
