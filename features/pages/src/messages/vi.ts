import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Điều khoản sử dụng',
  'pages.terms.summary': 'Quy định về việc sử dụng {site}, mua giấy phép và có tài khoản.',
  'pages.privacy.title': 'Chính sách quyền riêng tư',
  'pages.privacy.summary':
    '{site} lưu dữ liệu cá nhân nào, vì sao, trong bao lâu và quyền của bạn đối với dữ liệu đó.',
  'pages.eula.title': 'Thỏa thuận cấp phép',
  'pages.eula.summary':
    'Những gì bạn được làm với nội dung được cấp phép từ {site}, theo từng loại giấy phép.',
  'pages.editorial-policy.title': 'Chính sách biên tập',
  'pages.editorial-policy.summary':
    'Cách chú thích và đính chính ảnh biên tập, và mục đích được phép sử dụng.',
  'pages.contact.title': 'Liên hệ',
  'pages.contact.summary':
    'Cách liên hệ với đội ngũ vận hành {site}: bán hàng, đơn hàng, giấy phép và quyền riêng tư.',
  'pages.modern-slavery.title': 'Tuyên bố về nô lệ hiện đại',
  'pages.modern-slavery.summary': 'Các bước mà đơn vị vận hành {site} thực hiện để chống lao động cưỡng bức.',
  'pages.help-licenses.title': 'Trợ giúp về giấy phép',
  'pages.help-licenses.summary':
    'Giải thích dễ hiểu về giấy phép miễn phí bản quyền, quản lý quyền và rights-ready.',
  'pages.api.title': 'API cho nhà phát triển',
  'pages.api.summary':
    'Những gì nhà phát triển dùng được hôm nay: các điểm cuối JSON mà chính các trang của cửa hàng gọi.',
  'pages.faq-basics.title': 'Câu hỏi thường gặp: cơ bản',
  'pages.faq-basics.summary': 'Câu trả lời ngắn về gói, tải xuống, tài khoản và hủy gói.',
  'pages.upgrade.title': 'Nâng cấp gói của bạn',
  'pages.upgrade.summary': 'Cách chuyển gói đăng ký lên gói lớn hơn và chi phí chuyển đổi.',
  'pages.englishOnly': 'Toàn văn trang này có bằng tiếng Anh.',
  'pages.onThisPage': 'Trên trang này',
  'pages.sitemap.title': 'Sơ đồ trang',
  'pages.sitemap.summary': 'Mọi trang của {site} ở một nơi.',
  'pages.sitemap.browse': 'Tìm kiếm và duyệt',
  'pages.sitemap.account': 'Tài khoản của bạn',
  'pages.sitemap.help': 'Trợ giúp và pháp lý',
  'pages.sitemap.company': 'Công ty',
  'pages.sitemap.countries': 'Quốc gia và ngôn ngữ',
  'pages.sitemap.signIn': 'Đăng nhập',
  'pages.sitemap.register': 'Tạo tài khoản',
  'pages.sitemap.cart': 'Giỏ hàng',
  'pages.sitemap.boards': 'Bảng',
  'pages.sitemap.curatedSets': 'Bộ chọn lọc',
  'pages.sitemap.plans': 'Gói và giá',
  'pages.sitemap.usingFiles': 'Sử dụng tệp của bạn',
  'pages.country.summary': '{site} cho {country}, với các trang bằng {language}.',
  'pages.country.prices': 'Giá được hiển thị bằng {currency}.',
  'pages.country.choose': 'Mua sắm từ {country}',
  'pages.country.search': 'Bắt đầu tìm kiếm',
  'pages.country.other': 'Các quốc gia khác',
  'pages.world.title': 'Toàn cầu',
  'pages.world.summary':
    'Quốc gia của bạn không có trong danh sách? {site} sẽ hiển thị trang bằng tiếng Anh và giá bằng đô la Mỹ.',
  'pages.browse.images.title': 'Hình ảnh sáng tạo',
  'pages.browse.images.summary': 'Ảnh, hình minh họa và vector cho quảng cáo, thiết kế và xuất bản.',
  'pages.browse.photos.title': 'Ảnh stock',
  'pages.browse.photos.summary':
    'Nhiếp ảnh sáng tạo về con người, địa điểm và ý tưởng, sẵn sàng cấp phép cho công việc của bạn.',
  'pages.browse.illustrations.title': 'Hình minh họa stock',
  'pages.browse.illustrations.summary':
    'Hình minh họa vẽ tay và vẽ màu cho câu chuyện, sản phẩm và chiến dịch.',
  'pages.browse.vectors.title': 'Vector stock',
  'pages.browse.vectors.summary':
    'Đồ họa vector phóng to mọi kích thước: biểu tượng, họa tiết, bản đồ và khung cảnh.',
  'pages.browse.video.title': 'Video sáng tạo',
  'pages.browse.video.summary': 'Cảnh quay và clip stock cho phim, quảng cáo và mạng xã hội.',
  'pages.browse.stockVideos.title': 'Video stock',
  'pages.browse.stockVideos.summary': 'Clip miễn phí bản quyền và rights-ready ở SD, HD và 4K.',
  'pages.browse.count': 'Trong bộ sưu tập: {total, number}',
  'pages.browse.popular': 'Tìm kiếm phổ biến',
  'pages.browse.collection': 'Bộ sưu tập: {name}',
  'pages.browse.seeAll': 'Xem tất cả ({total, number})',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Câu chuyện từ bộ sưu tập biên tập của {site}: các sự kiện mới nhất, mỗi sự kiện kèm hình ảnh.',
  'pages.download.pictures': 'Hình ảnh: {total, number}',
  'pages.download.empty':
    'Chưa có câu chuyện nào: nội dung biên tập sẽ xuất hiện ở đây khi được thêm vào bộ sưu tập.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Tin tức và hướng dẫn từ {site}.',
  'pages.blog.englishOnly': 'Các bài viết được viết bằng tiếng Anh.',
  'pages.blog.empty': 'Chưa có bài viết nào.',
};

export default messages;
