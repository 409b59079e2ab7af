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
  'pages.browse.events': 'Duyệt theo sự kiện, nhân vật và địa điểm',
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
  'pages.browse.editorial.title': 'Hình ảnh biên tập',
  'pages.browse.editorial.summary':
    'Tin tức, thể thao, giải trí, thời trang và lưu trữ: sự kiện có thật cho mục đích biên tập.',
  'pages.browse.archival.title': 'Hình ảnh lưu trữ',
  'pages.browse.archival.summary': 'Sự kiện và thời kỳ đã qua, cho lịch sử và bình luận.',
  'pages.browse.entertainment.title': 'Hình ảnh giải trí',
  'pages.browse.entertainment.summary': 'Buổi ra mắt, hòa nhạc, lễ hội và lễ trao giải.',
  'pages.browse.fashion.title': 'Hình ảnh thời trang',
  'pages.browse.fashion.summary': 'Trình diễn, bộ sưu tập và những người đứng sau.',
  'pages.browse.news.title': 'Hình ảnh tin tức',
  'pages.browse.news.summary': 'Chính trị, xã hội và các sự kiện trong ngày.',
  'pages.browse.sport.title': 'Hình ảnh thể thao',
  'pages.browse.sport.summary': 'Trận đấu, cuộc đua và giải vô địch, đúng như đã diễn ra.',
  'pages.browse.editorialVideo.title': 'Video biên tập',
  'pages.browse.editorialVideo.summary': 'Cảnh quay sự kiện có thật cho tin tức và phim tài liệu.',
  'pages.browse.userGenerated.title': 'Cảnh quay của người dùng',
  'pages.browse.userGenerated.summary':
    'Tin tức ngay khi xảy ra: biểu tình, sự kiện báo chí và đường phố, được quay tại chỗ.',
  'pages.browse.userGenerated.note':
    'Không clip nào trong danh mục này do người dân gửi, nên không clip nào được gắn nhãn là cảnh quay của người dùng. Trang này hiển thị cảnh quay tin tức biên tập của danh mục, những chủ đề mà các clip như vậy thường ghi lại.',
  'pages.browse.archiveFilm.title': 'Phim tư liệu lưu trữ',
  'pages.browse.archiveFilm.summary':
    'Cảnh quay từ những thập niên trước: sự kiện, đường phố và con người như xưa.',
  'pages.browse.archiveFilm.note':
    'Danh mục này không có bộ sưu tập BBC Motion Gallery. Địa chỉ này hiển thị bộ sưu tập phim lưu trữ của chính danh mục, {name}.',
  'pages.browse.newsFilm.title': 'Cảnh quay lưu trữ tin tức',
  'pages.browse.newsFilm.summary': 'Họp báo, bài phát biểu và biểu tình, được quay cho bản tin.',
  'pages.browse.newsFilm.note':
    'Danh mục này không có bộ sưu tập NBC News Archives. Địa chỉ này hiển thị bộ sưu tập phim tin tức của chính danh mục, {name}.',
  'pages.browse.unreleased.title': 'Hình ảnh chưa có giấy phép',
  'pages.browse.unreleased.summary':
    'Hình ảnh sáng tạo chưa có giấy phép người mẫu hoặc tài sản: điều đó nghĩa là gì và cửa hàng này có những hình nào.',
  'pages.browse.unreleased.note':
    'Giấy phép là sự cho phép có chữ ký của những người xuất hiện trong ảnh, hoặc của chủ sở hữu tài sản trong ảnh. Hình ảnh không có giấy phép có thể được dùng ở nơi không cần sự cho phép, ví dụ minh họa một bài viết, nhưng không bao giờ được dùng để quảng cáo hay ủng hộ bất cứ điều gì. Tìm kiếm không thể thu hẹp về những hình ảnh này, nên chúng được hiển thị ở đây.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Khách truy cập {site} tìm kiếm và tải xuống gì, được đếm từ chính các lượt tìm kiếm và tải xuống của cửa hàng này.',
  'pages.vgps.insights.title': 'Thông tin chi tiết',
  'pages.vgps.insights.summary':
    'Các chủ đề được tìm kiếm ngày càng nhiều trên {site} trong {days} ngày qua, các chủ đề được tìm nhiều nhất và những gì đã được tải xuống.',
  'pages.vgps.results.title': 'Tất cả xu hướng tìm kiếm',
  'pages.vgps.results.summary':
    'Mọi cụm từ được ít nhất hai khách truy cập tìm trên {site} trong {days} ngày qua, so với {days} ngày trước đó.',
  'pages.vgps.dashboard.title': 'Bảng điều khiển',
  'pages.vgps.dashboard.summary':
    'Lượt tìm kiếm và tải xuống trên {site}, theo từng ngày trong {days} ngày qua.',
  'pages.vgps.searches': 'Lượt tìm kiếm trong {days} ngày qua',
  'pages.vgps.downloads': 'Lượt tải xuống trong {days} ngày qua',
  'pages.vgps.change': '{change} so với {days} ngày trước đó',
  'pages.vgps.new': 'mới',
  'pages.vgps.rising': 'Tìm kiếm đang tăng',
  'pages.vgps.top': 'Được tìm nhiều nhất',
  'pages.vgps.subjects': 'Chủ đề được tải nhiều nhất',
  'pages.vgps.mediaTypes': 'Mọi người tìm gì',
  'pages.vgps.downloadKinds': 'Mọi người tải gì',
  'pages.vgps.searchesPerDay': 'Lượt tìm kiếm mỗi ngày',
  'pages.vgps.downloadsPerDay': 'Lượt tải xuống mỗi ngày',
  'pages.vgps.tooFewSearches':
    'Chưa đủ lượt tìm kiếm để hiển thị xu hướng: {total, number} trong {days} ngày qua. Xu hướng sẽ xuất hiện ở đây khi khách truy cập tìm kiếm.',
  'pages.vgps.tooFewDownloads':
    'Chưa đủ lượt tải xuống để hiển thị xu hướng: {total, number} trong {days} ngày qua.',
  'pages.vgps.col.phrase': 'Tìm kiếm',
  'pages.vgps.col.now': '{days} ngày qua',
  'pages.vgps.col.before': '{days} ngày trước đó',
  'pages.vgps.col.change': 'Thay đổi',
  'pages.vgps.method':
    'Cách tính các con số này: mỗi trang kết quả mà khách truy cập xem được tính là một lượt tìm kiếm; cụm từ được ít hơn hai khách truy cập tìm sẽ bị bỏ qua, để không ai bị nhận ra qua các lượt tìm kiếm của mình. Lượt tải xuống được tính trên cả hai trang web của cửa hàng. Mỗi giai đoạn dài {days} ngày.',
  'pages.tools.image.title': 'Tìm kiếm ngược bằng hình ảnh',
  'pages.tools.image.summary':
    'Tải lên một hình ảnh để tìm chính hình đó, hoặc những hình tương tự, trên {site}.',
  'pages.tools.image.label': 'Hình ảnh (JPEG, PNG, WebP hoặc GIF, tối đa {max, number} MB)',
  'pages.tools.image.how':
    'Cửa hàng so sánh hình dạng tổng thể và màu sắc của hình ảnh bạn với mọi hình trong bộ sưu tập, nên cả những bản sao đã thu nhỏ, nén lại hoặc cắt nhẹ cũng được tìm thấy. Hình ảnh của bạn được giữ 24 giờ để có thể chia sẻ kết quả, sau đó bị xóa.',
  'pages.tools.video.title': 'Tìm kiếm ngược bằng video',
  'pages.tools.video.summary': 'Tải lên một clip ngắn để tìm cảnh quay tương tự trên {site}.',
  'pages.tools.video.label':
    'Clip (MP4, WebM hoặc QuickTime, tối đa {max, number} MB và {seconds, number} giây)',
  'pages.tools.video.how':
    'Cửa hàng lấy một khung hình ở giữa clip của bạn và dùng nó để tìm trong các cảnh quay, giống như tìm kiếm ngược bằng hình ảnh. Clip bị xóa ngay khi lấy xong khung hình; khung hình bị xóa sau 24 giờ.',
  'pages.tools.submit': 'Tìm kiếm ngay',
  'pages.tools.working': 'Đang tìm…',
  'pages.tools.howTitle': 'Cách hoạt động',
  'pages.tools.noscript':
    'Tìm kiếm này cần JavaScript để gửi tệp của bạn. Hãy bật nó, hoặc dùng thanh tìm kiếm.',
  'pages.tools.error.empty': 'Hãy chọn một tệp trước.',
  'pages.tools.error.failed': 'Không thể bắt đầu tìm kiếm. Hãy tải lại trang và thử lại.',
  'pages.tools.error.tooLarge': 'Tệp này lớn hơn {max, number} MB. Hãy chọn tệp nhỏ hơn.',
  'pages.tools.error.imageType': 'Không thể đọc hình ảnh này. Hãy chọn tệp JPEG, PNG, WebP hoặc GIF.',
  'pages.tools.error.videoType': 'Không thể đọc clip này. Hãy chọn tệp MP4, WebM hoặc QuickTime.',
  'pages.tools.error.unreadable': 'Không thể đọc tệp này. Có thể tệp bị hỏng; hãy chọn tệp khác.',
  'pages.tools.error.tooLong':
    'Clip này dài hơn {seconds, number} giây. Hãy cắt ngắn, hoặc chọn clip ngắn hơn.',
  'pages.tools.error.busy': 'Các clip khác đang được đọc. Hãy thử lại sau giây lát.',
};

export default messages;
