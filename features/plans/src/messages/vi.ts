import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Gói và bảng giá',
  'plans.spend.title': 'Dùng gói của bạn',
  'plans.spend.usesDownloads':
    'Dùng {units, plural, other {# lượt tải xuống}} trong số {available, number} của bạn',
  'plans.spend.usesCredits': 'Dùng {units, plural, other {# tín dụng}} trong số {available, number} của bạn',
  'plans.spend.overage': 'Vượt hạn mức tải xuống: tính phí vào kỳ gia hạn tiếp theo',
  'plans.spend.refused.not_rf': 'Gói chỉ cấp phép cho tệp miễn phí bản quyền',
  'plans.spend.refused.media': 'Gói này không áp dụng cho loại tệp này',
  'plans.spend.refused.tier': 'Gói Essentials chỉ áp dụng cho tệp Essentials',
  'plans.spend.refused.agreement': 'Tệp này không thuộc thỏa thuận này',
  'plans.spend.refused.not_delivered': 'Chưa được cung cấp theo thỏa thuận này, hoặc đã quá hạn tải xuống',
  'plans.spend.refused.not_enough': 'Gói này không còn đủ',
  'plans.spend.extended': 'Thêm giấy phép mở rộng: {credits, plural, other {thêm # tín dụng}}',
  'plans.spend.projectCode': 'Mã dự án',
  'plans.spend.projectCodeHint': 'Bắt buộc khi thỏa thuận yêu cầu',
  'plans.spend.note': 'Ghi chú (không bắt buộc)',
  'plans.spend.optional': '(không bắt buộc)',
  'plans.spend.submit': 'Cấp phép bằng gói của tôi',
  'plans.spend.confirmTitle': 'Xác nhận giấy phép',
  'plans.spend.confirmBody': 'Cấp phép “{title}” bằng {plan}?',
  'plans.spend.confirm': 'Xác nhận và cấp phép',
  'plans.spend.back': 'Quay lại tệp',
  'plans.spend.licensedTitle': 'Đã cấp phép',
  'plans.spend.licensedBody': '“{title}” đã được cấp phép cho bạn.',
  'plans.spend.remainingDownloads': 'Còn {remaining, plural, other {# lượt tải xuống}} trong {plan}.',
  'plans.spend.remainingCredits': 'Còn {remaining, plural, other {# tín dụng}} trong {plan}.',
  'plans.spend.download': 'Tải xuống tệp',
  'plans.spend.held': 'Bạn đã có giấy phép cho tệp này: tải xuống lại miễn phí.',
  'plans.spend.getPlan': 'Tải xuống những gì bạn cần với một gói.',
  'plans.spend.seePlans': 'Xem gói đăng ký',
  'plans.spend.seeCredits': 'Mua tín dụng',
  'plans.spend.noneUsable': 'Không gói nào của bạn áp dụng cho tệp này.',
  'plans.spend.useBy':
    'Khi gói của bạn kết thúc, lượt tải xuống không được dùng trong dự án trong vòng {days} ngày sẽ mất giấy phép.',
  'plans.spend.yourPlans': 'Gói của bạn',
};

export default messages;
