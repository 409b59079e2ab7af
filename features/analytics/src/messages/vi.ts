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
  'analytics.consent.group.C0003.desc':
    'Ghi nhớ các tùy chọn bổ sung. Hiện cửa hàng không dùng cookie loại này.',
  'analytics.consent.group.C0004': 'Nhắm mục tiêu',
  'analytics.consent.group.C0004.desc':
    'Cho phép công cụ tiếp thị điều chỉnh ưu đãi phù hợp với bạn. Không công cụ nào chạy trừ khi người vận hành cửa hàng thêm vào.',
  'analytics.consent.group.C0005': 'Mạng xã hội',
  'analytics.consent.group.C0005.desc': 'Nút chia sẻ và mạng xã hội nhúng. Hiện cửa hàng chưa có.',
  'analytics.operator.title': 'Phân tích cửa hàng',
  'analytics.operator.intro': '{days} ngày gần nhất trên trang này, từ các sự kiện cửa hàng đã ghi lại.',
  'analytics.operator.searchesPerDay': 'Lượt tìm kiếm mỗi ngày',
  'analytics.operator.showFigures': 'Hiện số liệu',
  'analytics.operator.funnel': 'Từ tìm kiếm đến mua hàng',
  'analytics.operator.topQueries': 'Từ khóa tìm nhiều nhất',
  'analytics.operator.zeroResults': 'Tìm kiếm không có kết quả',
  'analytics.operator.zeroResultsIntro':
    'Cụm từ không tìm thấy gì: hãy thêm hình ảnh hoặc từ khóa cho chúng.',
  'analytics.operator.topAssets': 'Nội dung được xem nhiều nhất',
  'analytics.operator.topBoards': 'Bảng được lưu nhiều nhất',
  'analytics.operator.consent': 'Đồng ý theo quốc gia',
  'analytics.operator.vitals': 'Chỉ số web theo trang (phân vị 75)',
  'analytics.operator.empty': 'Chưa có dữ liệu.',
  'analytics.operator.col.day': 'Ngày',
  'analytics.operator.col.count': 'Số lượng',
  'analytics.operator.col.step': 'Bước',
  'analytics.operator.col.visitors': 'Khách truy cập',
  'analytics.operator.col.phrase': 'Cụm từ',
  'analytics.operator.col.country': 'Quốc gia',
  'analytics.operator.col.acceptedAll': 'Chấp nhận tất cả',
  'analytics.operator.col.performance': 'Cho phép hiệu suất',
  'analytics.operator.col.page': 'Trang',
  'analytics.operator.col.metric': 'Chỉ số',
  'analytics.operator.col.threshold': 'Tốt / kém từ',
  'analytics.operator.rating.good': 'Tốt',
  'analytics.operator.rating.needs-improvement': 'Cần cải thiện',
  'analytics.operator.rating.poor': 'Kém',
  'analytics.operator.console': 'Bảng điều khiển vận hành',
};

export default messages;
